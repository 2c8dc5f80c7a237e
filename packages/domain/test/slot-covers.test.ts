import { describe, expect, it } from 'vitest';

import {
  getSeatsByParty,
  getSlotDisplayStatus,
  getSlotSeatsLeft,
  getSlotStatusForParty,
  type TSlotCovers,
} from '../src/index.ts';

const NOW = new Date('2026-11-22T17:00:00Z');
const LATER = new Date('2026-11-22T19:00:00Z');
const EARLIER = new Date('2026-11-22T16:00:00Z');
const slot = (coversLeft: number, coversHeld: number, validUntil = LATER): TSlotCovers => ({
  coversLeft,
  coversHeld,
  validUntil,
});

describe('slot availability from covers (docs/product/spec.md §4)', () => {
  it.each([
    ['free covers enough for the party', slot(4, 0), 4, 'in-stock'],
    ['no party chosen counts as one', slot(1, 0), undefined, 'in-stock'],
    ['only holds stand in the way', slot(2, 2), 4, 'on-hold'],
    ['not even holds would free enough', slot(1, 2), 4, 'soldout'],
    ['nothing left at all', slot(0, 0), 1, 'soldout'],
    ['valid_until has passed, however many are free', slot(8, 0, EARLIER), 2, 'soldout'],
  ] as const)('%s', (_name, covers, party, expected) => {
    expect(getSlotStatusForParty(covers, NOW, party)).toBe(expected);
  });

  it('seats up to what is left, at most eight, none once passed', () => {
    expect(getSlotSeatsLeft(slot(3, 5), NOW)).toEqual([1, 2, 3]);
    expect(getSlotSeatsLeft(slot(20, 0), NOW)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(getSlotSeatsLeft(slot(0, 0), NOW)).toEqual([]);
    expect(getSlotSeatsLeft(slot(-1, 0), NOW)).toEqual([]);
    expect(getSlotSeatsLeft(slot(5, 0, EARLIER), NOW)).toEqual([]);
  });

  it('gives each party size the times it can book, or why not', () => {
    const seats = getSeatsByParty(
      [
        { ...slot(2, 0), time: '18:00:00' },
        { ...slot(4, 2), time: '19:00:00' },
      ],
      NOW,
    );
    expect(seats).toHaveLength(8);
    expect(seats[1]).toEqual({ seat: 2, status: 'in-stock', time_list: ['18:00:00', '19:00:00'] });
    expect(seats[3]).toEqual({ seat: 4, status: 'in-stock', time_list: ['19:00:00'] });
    expect(seats[5]).toEqual({ seat: 6, status: 'on-hold', time_list: [] });
    expect(seats[7]).toEqual({ seat: 8, status: 'soldout', time_list: [] });
  });
});

describe('a passed time is told apart from a sold-out one', () => {
  const slot = { status: 'soldout' as const, valid_until: '2026-11-22T17:00:00.000Z' };
  it('is passed once valid_until has gone by, and keeps the API status before', () => {
    expect(getSlotDisplayStatus(slot, new Date('2026-11-22T17:00:00.001Z'))).toBe('passed');
    expect(getSlotDisplayStatus(slot, new Date('2026-11-22T17:00:00.000Z'))).toBe('soldout');
    expect(getSlotDisplayStatus({ ...slot, status: 'in-stock' }, new Date('2026-11-22T16:00:00Z'))).toBe(
      'in-stock',
    );
  });
});
