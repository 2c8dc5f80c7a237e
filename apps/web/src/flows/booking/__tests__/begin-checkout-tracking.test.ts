import { BOOKING_MODEL_SAMPLES, calculateBookingPrice } from '@tredjedel/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PAGE_META } from '../../../lib/page-data.ts';
import { createBookingMachine } from '../use-booking.ts';
import { createFakeApi } from './fake-api.ts';

/**
 * Leaving for the payment page sends `begin_checkout` with the items the checkout and purchase
 * events give the same menus: category `restaurant` (the place's type) and the place's name as
 * `affiliation`, so funnel reports do not split them (docs/product/spec.md §7).
 */
describe('begin_checkout from the booking machine', () => {
  beforeEach(() => {
    document.head.innerHTML = `<meta name="${PAGE_META.dataLayer}" content="1">`;
    document.cookie = 'td_consent=s1m1; Path=/';
    window.dataLayer = [];
  });
  afterEach(() => {
    document.cookie = 'td_consent=; Max-Age=0; Path=/';
  });

  it('names the place and its type on every item', () => {
    const visited: string[] = [];
    const machine = createBookingMachine({
      api: createFakeApi().api,
      offset: 0,
      goTo: (url) => visited.push(url),
      place: { name: 'Kødbyens Fiskebar', product_type: 'restaurant' },
    });
    const order = {
      ...BOOKING_MODEL_SAMPLES.orderWithoutCodes,
      ...calculateBookingPrice({
        menus: [{ menu: { id: 7, name: 'Tre retter', price_sale: 20000, weight: 1 }, num_person: 2 }],
        administrationFee: 2500,
        giftcodes: [],
      }),
    };
    // The machine's own action, as it runs when startBookingPayment answers with the payment link.
    const followPaymentLink = machine.implementations.actions.followPaymentLink as unknown as (
      args: { context: { order: typeof order } },
      params: { url: string },
    ) => void;
    followPaymentLink({ context: { order } }, { url: '/pay/10' });

    expect(visited).toEqual(['/pay/10']);
    expect(window.dataLayer).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'begin_checkout',
      ecommerce: {
        checkout_flow: 'booking',
        currency: 'DKK',
        items: [
          {
            item_id: '7',
            item_name: 'Tre retter',
            price: 200,
            quantity: 2,
            item_category: 'restaurant',
            affiliation: 'Kødbyens Fiskebar',
          },
        ],
      },
    });
  });
});
