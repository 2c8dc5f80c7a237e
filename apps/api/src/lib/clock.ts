import { getServiceInstant } from '@tredjedel/domain';

/** The server's notion of "now". Injected so tests and demos can fix the hour of the day. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and keeps ticking with real time (the NOW variable). */
export function startingAt(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

/**
 * A clock that only moves when told to: for tests that jump in time.
 *
 * @internal Exported for the tests that use it directly (test/helper.ts, test/lib/config-and-clock.test.ts).
 */
export function fixedClock(start: Date): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** ISO weekday (1 = Monday) of a YYYY-MM-DD calendar date: the weekly cover schedule's key. */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Minutes Copenhagen is ahead of UTC at noon of a service day. Slots run 10:00–23:45, well away
 * from the 02:00/03:00 daylight-saving switch, so the noon offset holds for every slot of the day.
 */
export function copenhagenOffsetMinutes(date: string): number {
  const noon = getServiceInstant(date, '12:00:00');
  return Math.round((Date.parse(`${date}T12:00:00Z`) - noon.getTime()) / 60_000);
}

/**
 * The instant of a Copenhagen wall-clock time (HH:MM or HH:MM:SS) on a service day.
 *
 * @internal Exported for the tests that use it directly (test/lib/config-and-clock.test.ts, test/routes/api/v4/booking/booking-fixtures.ts).
 */
export function copenhagenInstant(date: string, time: string): Date {
  return getServiceInstant(date, time.length === 5 ? `${time}:00` : time);
}
