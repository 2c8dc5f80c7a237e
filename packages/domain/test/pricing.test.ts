import { describe, expect, it } from 'vitest';

import {
  getLineItemTitle,
  calculateBookingPrice,
  calculateGiftcardPrice,
  divideRoundHalfUp,
  getContainedVat,
  getAppliedGiftcodes,
  getSalePrice,
  toPricedMenus,
} from '../src/pricing/pricing.ts';
import { makeMenu } from './fixtures.ts';

describe('integer rounding', () => {
  it.each([
    [10, 4, 3],
    [9, 4, 2],
    [0, 7, 0],
    [7, 7, 1],
  ])('%i / %i rounds half up to %i', (dividend, divisor, expected) => {
    expect(divideRoundHalfUp(dividend, divisor)).toBe(expected);
  });

  it.each([
    [-1, 2],
    [1, 0],
    [1.5, 2],
  ])('refuses %s / %s', (dividend, divisor) => {
    expect(() => divideRoundHalfUp(dividend, divisor)).toThrow(RangeError);
  });
});

describe('sale price: a third off, whole kroner', () => {
  it.each([
    [30000, 20000],
    [15000, 10000],
    [10000, 6700],
    [29900, 19900],
    [100, 100],
    [0, 0],
    [25000, 16700],
  ])('%i øre regular sells at %i øre', (regular, sale) => {
    expect(getSalePrice(regular)).toBe(sale);
    expect(sale % 100).toBe(0);
  });
});

describe('VAT contained (25 % included)', () => {
  it.each([
    [12500, 2500],
    [2500, 500],
    [10001, 2000],
    [10003, 2001],
    [0, 0],
  ])('%i øre contains %i øre VAT', (amount, vat) => {
    expect(getContainedVat(amount)).toBe(vat);
  });
});

describe('booking price', () => {
  const dinner = makeMenu({ id: 7, name: 'Aftenmenu', price_sale: 20000, weight: 2 });
  const vegetarian = makeMenu({ id: 3, name: 'Grøn menu', price_sale: 18000, weight: 1 });

  it('lists menus by weight, the default fee, VAT and total', () => {
    const price = calculateBookingPrice({
      menus: [
        { menu: dinner, num_person: 2 },
        { menu: vegetarian, num_person: 1 },
        { menu: makeMenu({ id: 9 }), num_person: 0 },
      ],
    });
    expect(price.line_items.map((line) => [line.type, line.amount])).toEqual([
      ['menu', 18000],
      ['menu', 40000],
      ['administration_fee', 2500],
      ['vat', 12100],
      ['total_amount', 60500],
    ]);
    expect(price.line_items[1]).toMatchObject({
      title: 'Aftenmenu',
      quantity: 2,
      unit_price: 20000,
      menu_id: 7,
    });
    expect(price.line_items.map((line) => line.weight)).toEqual(
      [...price.line_items.map((line) => line.weight)].sort((a, b) => a - b),
    );
    expect(price.subtotal).toBe(60500);
    expect(price.total).toBe(60500);
  });

  it('orders menus of equal weight by id', () => {
    const price = calculateBookingPrice({
      menus: [
        { menu: makeMenu({ id: 8, weight: 1 }), num_person: 1 },
        { menu: makeMenu({ id: 2, weight: 1 }), num_person: 1 },
      ],
    });
    expect(price.line_items.slice(0, 2).map((line) => line.menu_id)).toEqual([2, 8]);
  });

  it('takes the fee from configuration and never discounts it', () => {
    const price = calculateBookingPrice({
      menus: [{ menu: dinner, num_person: 1 }],
      administrationFee: 3900,
      locale: 'en',
    });
    expect(price.line_items.find((line) => line.type === 'administration_fee')).toMatchObject({
      amount: 3900,
      title: 'Administration fee',
    });
    expect(price.total).toBe(23900);
  });

  it('deducts gift codes in order, up to the total including the fee, and says what stays on each card', () => {
    const price = calculateBookingPrice({
      menus: [{ menu: dinner, num_person: 1 }],
      giftcodes: [
        { code: 'A', balance: 10000 },
        { code: 'B', balance: 50000 },
        { code: 'C', balance: 5000 },
      ],
    });
    expect(price.giftcards).toEqual([
      { code: 'A', amount: 10000, remaining: 0 },
      { code: 'B', amount: 12500, remaining: 37500 },
      { code: 'C', amount: 0, remaining: 5000 },
    ]);
    expect(price.total).toBe(0);
    expect(price.line_items.filter((line) => line.type === 'giftcode').map((line) => line.amount)).toEqual([
      -10000, -12500, -0,
    ]);
    // VAT stays that of what was sold: gift codes are payment.
    expect(price.line_items.find((line) => line.type === 'vat')?.amount).toBe(4500);
    expect(price.line_items.at(-1)).toMatchObject({ type: 'total_amount', amount: 0 });
  });

  it('ignores a negative balance', () => {
    expect(calculateBookingPrice({ menus: [], giftcodes: [{ code: 'X', balance: -5 }] }).total).toBe(2500);
  });
});

describe('lines to price, and back', () => {
  const dinner = makeMenu({ id: 7, name: 'Aftenmenu', price_sale: 20000, weight: 2 });
  const lunch = makeMenu({ id: 3, name: 'Frokost', price_sale: 15000, weight: 1 });

  it("a party's choice becomes the lines of the menus taken, whatever the order chosen in", () => {
    const selections = {
      '3': { menu_id: 3, num_person: 0 },
      '7': { menu_id: 7, num_person: 2 },
      '99': { menu_id: 99, num_person: 1 },
    };
    expect(toPricedMenus(selections, [dinner, lunch])).toEqual([{ menu: dinner, num_person: 2 }]);
    expect(toPricedMenus({}, [dinner, lunch])).toEqual([]);
  });

  it('what each gift code paid is read back from priced lines', () => {
    const price = calculateBookingPrice({
      menus: toPricedMenus({ '7': { menu_id: 7, num_person: 1 } }, [dinner, lunch]),
      giftcodes: [
        { code: 'GAVE-1', balance: 10000 },
        { code: 'GAVE-2', balance: 50000 },
      ],
    });
    // The lines keep what each code paid; a card's balance after the order is the price's alone.
    expect(getAppliedGiftcodes(price.line_items)).toEqual(
      price.giftcards.map(({ code, amount }) => ({ code, amount })),
    );
    expect(price.giftcards).toEqual([
      { code: 'GAVE-1', amount: 10000, remaining: 0 },
      { code: 'GAVE-2', amount: 12500, remaining: 37500 },
    ]);
  });
});

describe('gift-card price', () => {
  it('totals quantity × amount with 25 % tax shown for information', () => {
    const price = calculateGiftcardPrice({ amount: 50000, quantity: 3 });
    expect(price.total).toBe(150000);
    expect(price.line_items).toEqual([
      { type: 'giftcard_total', title: 'Gavekort i alt', amount: 150000, weight: 1 },
      { type: 'tax', title: 'Heraf moms (25 %)', amount: 37500, weight: 2 },
      { type: 'payment_total', title: 'At betale', amount: 150000, weight: 3 },
    ]);
  });

  it('rounds the tax half up to whole øre', () => {
    expect(calculateGiftcardPrice({ amount: 10002, quantity: 1, locale: 'en' }).line_items[1]).toMatchObject({
      amount: 2501,
      title: 'Including tax (25%)',
    });
  });
});

describe('line titles by kind', () => {
  it('titles every line but a menu in the language asked for, a gift code with its code', () => {
    expect(getLineItemTitle('administration_fee', 'en')).toBe('Administration fee');
    expect(getLineItemTitle('administration_fee', 'da')).toBe('Administrationsgebyr');
    expect(getLineItemTitle('vat', 'en')).toBe('Including VAT (25%)');
    expect(getLineItemTitle('total_amount', 'da')).toBe('I alt');
    expect(getLineItemTitle('giftcode', 'en', 'GAVE-1')).toBe('Gift card GAVE-1');
    expect(getLineItemTitle('giftcode', 'da', 'GAVE-1')).toBe('Gavekort GAVE-1');
  });

  it('is what the price calculation titles its lines with', () => {
    const price = calculateBookingPrice({
      menus: [{ menu: makeMenu({ id: 1, price_sale: 10_000 }), num_person: 2 }],
      giftcodes: [{ code: 'GAVE-1', balance: 5_000 }],
      locale: 'en',
    });
    expect(price.line_items.filter((line) => line.type !== 'menu').map((line) => line.title)).toEqual([
      getLineItemTitle('administration_fee', 'en'),
      getLineItemTitle('giftcode', 'en', 'GAVE-1'),
      getLineItemTitle('vat', 'en'),
      getLineItemTitle('total_amount', 'en'),
    ]);
  });
});
