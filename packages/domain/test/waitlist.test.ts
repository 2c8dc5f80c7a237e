import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  buildBookingStep1Path,
  canJoinWaitlist,
  getCoversToOffer,
  pickWaitlistToNotify,
  readBookingPreselect,
} from '../src/booking/waitlist.ts';
import { ZWaitlistRequest } from '../src/contract/waitlist.ts';

describe('the waitlist of a sold-out time (ADR 0415)', () => {
  it('is open only while the party cannot book the time', () => {
    expect(canJoinWaitlist('in-stock')).toBe(false);
    expect(canJoinWaitlist('on-hold')).toBe(true);
    expect(canJoinWaitlist('soldout')).toBe(true);
  });

  it('tells the waiting in the order they joined, as many as the freed covers seat', () => {
    const entries = [
      { id: 1, party: 2 },
      { id: 2, party: 2 },
      { id: 3, party: 2 },
    ];
    expect(pickWaitlistToNotify(entries, 0)).toEqual([]);
    expect(pickWaitlistToNotify(entries, 2)).toEqual([1]);
    expect(pickWaitlistToNotify(entries, 3)).toEqual([1]);
    expect(pickWaitlistToNotify(entries, 4)).toEqual([1, 2]);
    expect(pickWaitlistToNotify(entries, 10)).toEqual([1, 2, 3]);
  });

  it('skips a party that does not fit and tells a smaller one behind it', () => {
    const entries = [
      { id: 7, party: 6 },
      { id: 8, party: 2 },
      { id: 9, party: 1 },
    ];
    expect(pickWaitlistToNotify(entries, 2)).toEqual([8]);
    expect(pickWaitlistToNotify(entries, 3)).toEqual([8, 9]);
    expect(pickWaitlistToNotify(entries, 6)).toEqual([7]);
  });

  it('never offers more covers than are free, and keeps the order of joining', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 20 }),
        fc.integer({ min: -3, max: 40 }),
        (parties, covers) => {
          const entries = parties.map((party, index) => ({ id: index + 1, party }));
          const picked = pickWaitlistToNotify(entries, covers);
          const offered = picked.reduce((sum, id) => sum + (entries[id - 1]?.party ?? 0), 0);
          expect(offered).toBeLessThanOrEqual(Math.max(covers, 0));
          expect([...picked].sort((a, b) => a - b)).toEqual(picked);
        },
      ),
    );
  });

  it('counts covers offered within the offer window as taken', () => {
    expect(getCoversToOffer(4, [])).toBe(4);
    expect(getCoversToOffer(4, [2])).toBe(2);
    expect(getCoversToOffer(4, [2, 3])).toBe(0);
  });

  it('links to step 1 with the party and time, in each language, and reads them back', () => {
    const da = buildBookingStep1Path('da', 'restaurant', 'cafe-ø', { person: 2, time: '20:00:00' });
    expect(da).toBe('/book/step1/restaurant/cafe-%C3%B8?person=2&time=20%3A00%3A00');
    const en = buildBookingStep1Path('en', 'bar', 'the-bar', { person: 4, time: '19:30:00' });
    expect(en).toBe('/en/book/step1/bar/the-bar?person=4&time=19%3A30%3A00');
    const search = Object.fromEntries(new URL(en, 'http://x').searchParams);
    expect(readBookingPreselect(search)).toEqual({ person: 4, time: '19:30:00' });
    expect(readBookingPreselect({ person: '2', time: '20:00' })).toEqual({ person: 2, time: '20:00:00' });
  });

  it('ignores a preselection that is missing or out of range', () => {
    expect(readBookingPreselect({})).toBeNull();
    expect(readBookingPreselect({ person: '9', time: '20:00:00' })).toBeNull();
    expect(readBookingPreselect({ person: '2', time: '25:00:00' })).toBeNull();
    expect(readBookingPreselect({ person: 'x', time: '20:00:00' })).toBeNull();
  });

  it('asks for the time, party and address, and defaults consent to not given', () => {
    const parsed = ZWaitlistRequest.parse({ time: '20:00:00', seat: 2, email: 'a@b.dk' });
    expect(parsed).toMatchObject({ is_accept_terms: false, lang: 'da' });
    expect(ZWaitlistRequest.safeParse({ time: '20:00', seat: 2, email: 'a@b.dk' }).success).toBe(false);
    expect(ZWaitlistRequest.safeParse({ time: '20:00:00', seat: 9, email: 'a@b.dk' }).success).toBe(false);
  });
});
