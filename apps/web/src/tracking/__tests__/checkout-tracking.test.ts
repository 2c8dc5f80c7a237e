import { calculateBookingPrice } from '@tredjedel/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  bookingCart,
  buildBeginCheckoutEvent,
  buildCheckoutStepEvent,
  buildPurchaseEvent,
  getCheckoutStep,
  giftcardCart,
} from '../checkout-events.ts';
import { SENT_ORDERS_KEY, trackAddToCart, trackCheckoutStep, trackPurchase } from '../checkout-tracking.ts';
import { PAGE_META } from '../../lib/page-data.ts';

/** A booking order as the server prices it: 2 × 200 kr. menu, 1 × 150 kr. menu, 25 kr. fee. */
function pricedOrder(giftcodes: { code: string; balance: number }[] = []) {
  return calculateBookingPrice({
    menus: [
      { menu: { id: 7, name: 'Tre retter', price_sale: 20000, weight: 1 }, num_person: 2 },
      { menu: { id: 9, name: 'Vegetar', price_sale: 15000, weight: 2 }, num_person: 1 },
    ],
    administrationFee: 2500,
    giftcodes,
  });
}

const PLACE = { name: 'Sted', product_type: 'restaurant' };

describe('checkout event builders', () => {
  it('numbers the steps in the domain order with its labels', () => {
    expect(getCheckoutStep('booking', 'step1')).toEqual({ number: 1, name: 'BOOK' });
    expect(getCheckoutStep('booking', 'step3')).toEqual({ number: 3, name: 'TERMS' });
    expect(getCheckoutStep('booking', 'step4')).toEqual({ number: 4, name: 'PAYMENT' });
    expect(getCheckoutStep('giftcard', 'step3')).toEqual({ number: 3, name: 'PAYMENT' });
  });

  it('makes one item per menu with quantity and unit price in kroner, value the amount to pay', () => {
    const cart = bookingCart(pricedOrder(), PLACE);
    expect(cart.total).toBe(57500);
    expect(cart.items).toEqual([
      {
        item_id: '7',
        item_name: 'Tre retter',
        price: 200,
        quantity: 2,
        item_category: 'restaurant',
        affiliation: 'Sted',
      },
      {
        item_id: '9',
        item_name: 'Vegetar',
        price: 150,
        quantity: 1,
        item_category: 'restaurant',
        affiliation: 'Sted',
      },
    ]);
    expect(bookingCart(null, PLACE)).toEqual({ total: 0, items: [] });
  });

  it('gives a checkout step event in GA4 e-commerce shape, in DKK', () => {
    const event = buildCheckoutStepEvent(
      'booking',
      { number: 2, name: 'INFO' },
      bookingCart(pricedOrder(), PLACE),
    );
    expect(event).toMatchObject({
      event: 'checkout',
      ecommerce: { checkout_step: 2, checkout_step_name: 'INFO', currency: 'DKK', value: 575 },
    });
    expect(event.ecommerce.items).toHaveLength(2);
    expect(buildBeginCheckoutEvent('booking', bookingCart(pricedOrder(), PLACE))).toMatchObject({
      event: 'begin_checkout',
      ecommerce: { currency: 'DKK', value: 575 },
    });
  });

  it('gives begin_checkout the same items as the checkout and purchase events: category and place', () => {
    const cart = bookingCart(pricedOrder(), PLACE);
    const begin = buildBeginCheckoutEvent('booking', cart).ecommerce.items;
    expect(begin.map((item) => [item.item_category, item.affiliation])).toEqual([
      ['restaurant', 'Sted'],
      ['restaurant', 'Sted'],
    ]);
    expect(buildCheckoutStepEvent('booking', { number: 4, name: 'PAYMENT' }, cart).ecommerce.items).toEqual(
      begin,
    );
    expect(buildPurchaseEvent('booking', 'TD-0000-0001', cart).ecommerce.items).toEqual(begin);
  });

  it('gives the purchase with the order reference, the amount paid and the VAT it contains', () => {
    // 100 kr. of a gift code: 475 kr. paid, VAT 475 × 25 / 125 = 95 kr.
    const cart = bookingCart(pricedOrder([{ code: 'GAVE', balance: 10000 }]), PLACE);
    expect(buildPurchaseEvent('booking', 'TD-7KQ4-M2ZA', cart)).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'TD-7KQ4-M2ZA', currency: 'DKK', value: 475, tax: 95 },
    });
  });

  it('makes gift cards one item: the amount × quantity', () => {
    const cart = giftcardCart({ amount: 30000, quantity: 3 });
    expect(cart).toEqual({
      total: 90000,
      items: [
        {
          item_id: 'giftcard-30000',
          item_name: 'Gavekort',
          price: 300,
          quantity: 3,
          item_category: 'giftcard',
        },
      ],
    });
    expect(buildPurchaseEvent('giftcard', 'TD-0000-0012', cart).ecommerce).toMatchObject({
      value: 900,
      tax: 180,
    });
    expect(giftcardCart({ amount: 0, quantity: 1 })).toEqual({ total: 0, items: [] });
  });
});

describe('checkout trackers', () => {
  let pixelCalls: unknown[][];

  function setSwitches(isDataLayerEnabled: boolean, adPixelId: string) {
    document.head.innerHTML = '';
    if (isDataLayerEnabled)
      document.head.insertAdjacentHTML('beforeend', `<meta name="${PAGE_META.dataLayer}" content="1">`);
    if (adPixelId)
      document.head.insertAdjacentHTML(
        'beforeend',
        `<meta name="${PAGE_META.adPixelId}" content="${adPixelId}">`,
      );
  }
  const setConsent = (value: string) => {
    document.cookie = `td_consent=${value}; Path=/`;
  };

  beforeEach(() => {
    window.localStorage.clear();
    window.dataLayer = [];
    pixelCalls = [];
    window.tdPixel = (...args: unknown[]) => pixelCalls.push(args);
    setSwitches(true, 'px-1');
  });
  afterEach(() => {
    document.cookie = 'td_consent=; Max-Age=0; Path=/';
    delete window.tdPixel;
  });

  it('sends nothing without consent, and nothing when the switches are off', () => {
    setConsent('s0m0');
    trackCheckoutStep('booking', 'step1', bookingCart(null, PLACE));
    trackAddToCart(bookingCart(pricedOrder(), PLACE));
    trackPurchase('booking', 'TD-0000-0001', bookingCart(pricedOrder(), PLACE));
    expect(window.dataLayer).toEqual([]);
    expect(pixelCalls).toEqual([]);

    setConsent('s1m1');
    setSwitches(false, '');
    trackCheckoutStep('booking', 'step1', bookingCart(null, PLACE));
    trackPurchase('booking', 'TD-0000-0002', bookingCart(pricedOrder(), PLACE));
    expect(window.dataLayer).toEqual([]);
    expect(pixelCalls).toEqual([]);
  });

  it('follows each consent: statistics for the data layer, marketing for the pixel', () => {
    setConsent('s1m0');
    trackAddToCart(bookingCart(pricedOrder(), PLACE));
    trackPurchase('booking', 'TD-0000-0003', bookingCart(pricedOrder(), PLACE));
    expect(window.dataLayer?.map((event) => (event as { event: string }).event)).toEqual(['purchase']);
    expect(pixelCalls).toEqual([]);

    setConsent('s0m1');
    trackAddToCart(bookingCart(pricedOrder(), PLACE));
    expect(pixelCalls).toEqual([
      ['track', 'ADD_CART', { currency: 'DKK', value: 575, item_ids: ['7', '9'], quantity: 3 }],
    ]);
  });

  it('sends a purchase once per order and tracker, remembered in localStorage', () => {
    setConsent('s1m1');
    const cart = bookingCart(pricedOrder(), PLACE);
    trackPurchase('booking', 'TD-0000-0005', cart);
    trackPurchase('booking', 'TD-0000-0005', cart);
    trackPurchase('giftcard', 'TD-0000-0005', giftcardCart({ amount: 20000, quantity: 1 }));
    expect(
      window.dataLayer?.filter((event) => (event as { event: string }).event === 'purchase'),
    ).toHaveLength(2);
    expect(pixelCalls.map((call) => [call[1], (call[2] as { order_id: string }).order_id])).toEqual([
      ['PURCHASE', 'TD-0000-0005'],
      ['PURCHASE', 'TD-0000-0005'],
    ]);
    expect(JSON.parse(window.localStorage.getItem(SENT_ORDERS_KEY) ?? '[]')).toEqual([
      'dl:booking:TD-0000-0005',
      'px:booking:TD-0000-0005',
      'dl:giftcard:TD-0000-0005',
      'px:giftcard:TD-0000-0005',
    ]);
  });

  it('marks an order only for the tracker that sent it, so a later consent can still send the other', () => {
    setConsent('s1m0');
    trackPurchase('booking', 'TD-0000-0006', bookingCart(pricedOrder(), PLACE));
    expect(pixelCalls).toEqual([]);
    setConsent('s1m1');
    trackPurchase('booking', 'TD-0000-0006', bookingCart(pricedOrder(), PLACE));
    expect(
      window.dataLayer?.filter((event) => (event as { event: string }).event === 'purchase'),
    ).toHaveLength(1);
    expect(pixelCalls.map((call) => call[1])).toEqual(['PURCHASE']);
  });
});
