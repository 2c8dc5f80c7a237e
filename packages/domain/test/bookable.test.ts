import { describe, expect, it } from 'vitest';

import {
  DEFAULT_OFFER_PARTY,
  getBookableFromPrice,
  getFreeTimes,
  getOfferParty,
  getOpeningHours,
  getUpcomingTimeOptions,
  type TTimeSlot,
} from '../src/index.ts';

// 18:30 in Copenhagen (UTC+1 in November).
const NOW = new Date('2026-11-22T17:30:00Z');
const slot = (time: string, seats: number[], validUntil: string): TTimeSlot => ({
  time,
  time_end: time,
  cover: seats.length,
  status: seats.length > 0 ? 'in-stock' : 'soldout',
  seats,
  valid_until: validUntil,
});
const SLOTS = [
  slot('12:00:00', [1, 2, 3, 4], '2026-11-22T11:00:00Z'),
  slot('18:00:00', [1, 2, 3, 4], '2026-11-22T17:00:00Z'),
  slot('19:00:00', [1, 2], '2026-11-22T18:00:00Z'),
  slot('19:30:00', [], '2026-11-22T18:30:00Z'),
  slot('21:00:00', [1, 2, 3, 4], '2026-11-22T20:00:00Z'),
];
const menu = (
  price_sale: number,
  time_start: string,
  time_end: string,
  status: 'in-stock' | 'soldout' = 'in-stock',
) => ({
  price_sale,
  price_regular: price_sale * 1.5,
  status,
  time_start,
  time_end,
});

describe('what can still be booked tonight', () => {
  it('the "Fra" price is the cheapest menu choosable at a free time still ahead: no lunch price at 18.30', () => {
    const lunch = menu(13_900, '11:30:00', '14:30:00');
    const dinner = menu(24_600, '17:00:00', '23:59:59');
    const late = menu(19_900, '22:00:00', '23:59:59');
    const offSale = menu(9_900, '00:00:00', '23:59:59', 'soldout');
    expect(getBookableFromPrice([lunch, dinner, late, offSale], SLOTS, NOW)).toEqual({
      price_sale: 24_600,
      price_regular: 36_900,
    });
    // At noon the lunch menu can be had.
    expect(getBookableFromPrice([lunch, dinner], SLOTS, new Date('2026-11-22T10:00:00Z'))?.price_sale).toBe(
      13_900,
    );
    // Nothing bookable any more: null, the caller shows the place's cheapest menu.
    expect(getBookableFromPrice([lunch, dinner], SLOTS, new Date('2026-11-22T22:00:00Z'))).toBeNull();
  });

  it('ties on the sale price go to the lower regular price', () => {
    const a = { ...menu(20_000, '00:00:00', '23:59:59'), price_regular: 31_000 };
    const b = { ...menu(20_000, '00:00:00', '23:59:59'), price_regular: 30_000 };
    expect(getBookableFromPrice([a, b], SLOTS, NOW)?.price_regular).toBe(30_000);
  });

  it('free times are those still ahead that seat the party, within the window', () => {
    expect(getFreeTimes(SLOTS, 2, NOW)).toEqual(['19:00:00', '21:00:00']);
    expect(getFreeTimes(SLOTS, 4, NOW)).toEqual(['21:00:00']);
    expect(getFreeTimes(SLOTS, 2, NOW, { start: '20:00:00', end: '23:45:00' })).toEqual(['21:00:00']);
  });

  it('offers a table for two when no party is chosen, else the chosen party', () => {
    expect(getOfferParty(0)).toBe(DEFAULT_OFFER_PARTY);
    expect(DEFAULT_OFFER_PARTY).toBe(2);
    expect(getOfferParty(5)).toBe(5);
  });

  it('the time filter offers only times still ahead, keeping the ones the address names', () => {
    const options = getUpcomingTimeOptions(NOW);
    expect(options[0]).toBe('18:30:00');
    expect(options.at(-1)).toBe('23:45:00');
    expect(getUpcomingTimeOptions(NOW, ['12:00:00'])[0]).toBe('12:00:00');
    expect(getUpcomingTimeOptions(new Date('2026-11-22T07:00:00Z'))[0]).toBe('10:00:00');
    expect(getUpcomingTimeOptions(new Date('2026-11-22T22:50:00Z'))).toEqual([]);
  });

  it('opening hours join overlapping serving windows, in the order of the day', () => {
    expect(
      getOpeningHours([
        { time_start: '17:30:00', time_end: '22:00:00' },
        { time_start: '11:30:00', time_end: '14:30:00' },
        { time_start: '21:00:00', time_end: '23:45:00' },
      ]),
    ).toEqual([
      { start: '11:30:00', end: '14:30:00' },
      { start: '17:30:00', end: '23:45:00' },
    ]);
    expect(getOpeningHours([])).toEqual([]);
  });
});
