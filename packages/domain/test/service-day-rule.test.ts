import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  formatServiceDateTime,
  getServiceDate,
  getServiceInstant,
  getServiceTimeOfDay,
} from '../src/booking/service-day.ts';

// The service day's clock follows EU summer time by its own rule, without Intl
// (src/booking/service-day.ts; docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md,
// "The Copenhagen clock"). Intl's time-zone data is the reference it is held to.
const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const intlParts = (instant: Date) => {
  const parts = intl.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
};
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** 01:00 UTC on the last Sunday of March (2) or October (9): where Intl says the offset changes. */
const switchAt = (year: number, month: 2 | 9) => {
  // Found from Intl, not from the rule under test: the first hour of the month's last week whose
  // Copenhagen offset differs from the one before it.
  const start = Date.UTC(year, month + 1, 0) - 7 * 24 * HOUR_MS;
  const offset = (instant: number) => {
    const { date, time } = intlParts(new Date(instant));
    return Date.parse(`${date}T${time}Z`) - instant;
  };
  for (let instant = start; ; instant += HOUR_MS) if (offset(instant) !== offset(start)) return instant;
};
const switches = new Map<number, [number, number]>();
const switchesOf = (year: number): [number, number] => {
  let found = switches.get(year);
  if (!found) switches.set(year, (found = [switchAt(year, 2), switchAt(year, 9)]));
  return found;
};

const FIRST = Date.UTC(1996, 0, 1);
const LAST = Date.UTC(2200, 11, 31, 23, 59, 59, 999);
const anyInstant = fc.integer({ min: FIRST, max: LAST });
// Within minutes of either switch of a year: the rule's edges, to the millisecond.
const nearSwitch = fc
  .record({
    year: fc.integer({ min: 1996, max: 2200 }),
    which: fc.constantFrom(0 as const, 1 as const),
    offset: fc.integer({ min: -10 * MINUTE_MS, max: 10 * MINUTE_MS }),
  })
  .map(({ year, which, offset }) => switchesOf(year)[which] + offset);

describe('the Copenhagen clock by the EU summer-time rule', () => {
  it('reads every instant from 1996 to 2200 as Intl reads it in Europe/Copenhagen', () => {
    fc.assert(
      fc.property(fc.oneof(anyInstant, nearSwitch), (instant) => {
        const { date, time } = intlParts(new Date(instant));
        expect(getServiceDate(new Date(instant))).toBe(date);
        expect(getServiceTimeOfDay(new Date(instant))).toBe(time);
      }),
      { numRuns: 2_000 },
    );
  });

  it('switches where Intl does in every year from 1996 to 2200, a millisecond either side', () => {
    for (let year = 1996; year <= 2200; year += 1) {
      for (const at of switchesOf(year)) {
        for (const instant of [at - 1, at, at + 1]) {
          const { date, time } = intlParts(new Date(instant));
          expect(`${getServiceDate(new Date(instant))} ${getServiceTimeOfDay(new Date(instant))}`).toBe(
            `${date} ${time}`,
          );
        }
      }
    }
  });

  it('leaves years outside the rule to Intl, and still refuses what is not a time', () => {
    for (const instant of [
      '1995-03-26T00:59:59Z',
      '1995-09-24T00:30:00Z',
      '1995-10-01T12:00:00Z',
      '1980-07-01T12:00:00Z',
    ]) {
      const { date, time } = intlParts(new Date(instant));
      expect(getServiceDate(new Date(instant))).toBe(date);
      expect(getServiceTimeOfDay(new Date(instant))).toBe(time);
    }
    expect(() => getServiceDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

/** getServiceInstant as it was, on Intl: kept here so the wall times around a switch keep their answers. */
const intlServiceInstant = (serviceDate: string, time: string): Date => {
  const wallClockAsUtc = Date.parse(`${serviceDate}T${time}Z`);
  const offsetAt = (instant: number) => {
    const local = intlParts(new Date(instant));
    return Date.parse(`${local.date}T${local.time}Z`) - instant;
  };
  const firstGuess = wallClockAsUtc - offsetAt(wallClockAsUtc);
  return new Date(wallClockAsUtc - offsetAt(firstGuess));
};

describe('wall times around the switches', () => {
  it.each([
    // The skipped hour in spring (02:00-03:00 does not exist): read with winter's offset, so it
    // lands in the hour after, as it did on Intl.
    ['2026-03-29', '01:59:59', '2026-03-29T00:59:59.000Z', '+01:00'],
    ['2026-03-29', '02:00:00', '2026-03-29T01:00:00.000Z', '+01:00'],
    ['2026-03-29', '02:30:00', '2026-03-29T01:30:00.000Z', '+01:00'],
    ['2026-03-29', '03:00:00', '2026-03-29T01:00:00.000Z', '+02:00'],
    // The repeated hour in autumn (02:00-03:00 twice): the second, winter, reading, as on Intl.
    ['2026-10-25', '01:59:59', '2026-10-24T23:59:59.000Z', '+02:00'],
    ['2026-10-25', '02:00:00', '2026-10-25T01:00:00.000Z', '+01:00'],
    ['2026-10-25', '02:30:00', '2026-10-25T01:30:00.000Z', '+01:00'],
    ['2026-10-25', '03:00:00', '2026-10-25T02:00:00.000Z', '+01:00'],
  ])('%s %s in Copenhagen is %s (%s), as before', (date, time, instant, offset) => {
    expect(getServiceInstant(date, time).toISOString()).toBe(instant);
    expect(intlServiceInstant(date, time).toISOString()).toBe(instant);
    expect(formatServiceDateTime(date, time)).toBe(`${date}T${time}${offset}`);
  });

  it('gives every wall time within two hours of each switch the instant the Intl version gave', () => {
    for (let year = 1996; year <= 2200; year += 1) {
      for (const at of switchesOf(year)) {
        // The switch's day: its UTC date is Copenhagen's, at 01:00 UTC.
        const date = new Date(at).toISOString().slice(0, 10);
        for (let minutes = 0; minutes <= 240; minutes += 15) {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
          const before = intlServiceInstant(date, time);
          expect(getServiceInstant(date, time).toISOString()).toBe(before.toISOString());
          const offsetMinutes = Math.round((Date.parse(`${date}T${time}Z`) - before.getTime()) / MINUTE_MS);
          expect(formatServiceDateTime(date, time)).toBe(
            `${date}T${time}+${String(offsetMinutes / 60).padStart(2, '0')}:00`,
          );
        }
      }
    }
  });
});
