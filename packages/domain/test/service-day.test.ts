import { describe, expect, it } from 'vitest';

import {
  getServiceDate,
  getServiceInstant,
  getServiceTimeOfDay,
  getTableTimeEnd,
} from '../src/booking/service-day.ts';

/** The Copenhagen day of an instant by another road than getServiceDate: its wall-clock date. */
const getServiceInstantDay = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(instant);

describe('service day in Copenhagen', () => {
  it.each([
    ['2026-11-22T22:59:59Z', '2026-11-22', '23:59:59'],
    ['2026-11-22T23:00:00Z', '2026-11-23', '00:00:00'],
    ['2026-07-01T21:30:00Z', '2026-07-01', '23:30:00'],
    ['2026-07-01T22:00:00Z', '2026-07-02', '00:00:00'],
  ])('%s is %s %s there', (instant, date, time) => {
    expect(getServiceDate(new Date(instant))).toBe(date);
    expect(getServiceTimeOfDay(new Date(instant))).toBe(time);
  });

  it('answers the time of day of instants in any order, across midnight and both daylight-saving switches', () => {
    // getServiceTimeOfDay formats once per UTC hour and adds UTC's minutes and seconds: compare it
    // with Intl's wall clock every 7 minutes 13 seconds, forwards and backwards.
    const wallClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (const start of ['2026-11-22T21:00:00Z', '2026-03-28T23:00:00Z', '2026-10-24T23:00:00Z']) {
      const instants = Array.from({ length: 60 }, (_, step) => new Date(Date.parse(start) + step * 433_000));
      for (const instant of [...instants, ...instants.reverse()])
        expect(getServiceTimeOfDay(instant)).toBe(wallClock.format(instant));
    }
  });

  it('keeps the day right when instants follow each other within an hour and across midnight', () => {
    // getServiceDate keeps its last answer for the rest of that UTC hour: walk minute by minute
    // across Copenhagen's midnight in winter and in summer, and back again.
    for (const [start, minutes] of [
      ['2026-11-22T22:00:00Z', 120],
      ['2026-07-01T21:00:00Z', 120],
    ] as const) {
      for (const step of [1, -1]) {
        for (let minute = 0; minute < minutes; minute += 1) {
          const offset = step === 1 ? minute : minutes - 1 - minute;
          const instant = new Date(Date.parse(start) + offset * 60_000 + 59_999);
          expect(getServiceDate(instant)).toBe(getServiceInstantDay(instant));
        }
      }
    }
  });

  it.each([
    ['2026-11-22', '18:00:00', '2026-11-22T17:00:00.000Z'],
    ['2026-07-01', '18:00:00', '2026-07-01T16:00:00.000Z'],
    ['2026-03-29', '12:00:00', '2026-03-29T10:00:00.000Z'],
    ['2026-10-25', '00:30:00', '2026-10-24T22:30:00.000Z'],
  ])('%s %s in Copenhagen is %s', (date, time, instant) => {
    expect(getServiceInstant(date, time).toISOString()).toBe(instant);
  });

  it('gives the table back two hours later, past midnight if need be', () => {
    expect(getTableTimeEnd('18:00:00')).toBe('20:00:00');
    expect(getTableTimeEnd('23:45:00')).toBe('01:45:00');
  });
});
