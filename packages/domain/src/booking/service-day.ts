import { SERVICE_TIME_ZONE, TABLE_DURATION_SECONDS } from '../constants.ts';
import { formatSecondsOfDay, getSecondsOfDay } from '../time.ts';

/**
 * Tables are sold for the current service day in Europe/Copenhagen (docs/product/readings.md "Today only").
 * These helpers read a given instant in that zone; the clock itself is always passed in.
 */

// Made once, on first use, and only for instants the rule below does not cover: a page's first Intl
// formatter loads ICU's shared data, one long task in the browser that cannot be split
// (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
let copenhagenFormat: Intl.DateTimeFormat | undefined;

const intlCopenhagenParts = (now: Date) => {
  copenhagenFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SERVICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = copenhagenFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
// Copenhagen's clock by the rule Denmark follows, EU summer time (Directive 2000/84/EC): UTC+2
// from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC, UTC+1
// otherwise. Denmark has kept it since 1996, when summer time's end moved from September to
// October; earlier years, and anything that is not a time, go to Intl as before. No upper year
// from the law: the Directive has no end date and the time-zone database carries the rule for
// every year ahead; a change would be published years before it applied, and the property test
// that holds this rule to Intl for every year from 1996 to 2200 fails as soon as the runtime's
// time-zone data knows of it. The last year, 9999, only leaves to Intl the far end of a Date's
// range, where adding the offset could leave it (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md, "The Copenhagen clock").
const RULE_FIRST_YEAR = 1996;
const RULE_LAST_YEAR = 9999;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year. */
const lastSundayAtOneUtc = (year: number, month: number): number => {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
};
const twoDigits = (value: number) => String(value).padStart(2, '0');

const copenhagenParts = (now: Date) => {
  const instant = now.getTime();
  const year = now.getUTCFullYear();
  if (!(year >= RULE_FIRST_YEAR && year <= RULE_LAST_YEAR)) return intlCopenhagenParts(now);
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  const local = new Date(instant + (summer ? 2 : 1) * HOUR_MS);
  return {
    date: `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`,
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}:${twoDigits(local.getUTCSeconds())}`,
  };
};

/**
 * The Copenhagen day and hour of the last UTC hour asked about. Copenhagen is a whole number of
 * hours ahead of UTC (CET or CEST, switching on the hour), so every instant of one UTC hour has the
 * same service day and local hour, and its minutes and seconds are UTC's: the hot paths (every hold
 * and listing) format once an hour, not per request.
 */
let lastHour = { hour: Number.NaN, date: '', localHour: '' };

function copenhagenHour(now: Date): { hour: number; date: string; localHour: string } {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (hour !== lastHour.hour) {
    const parts = copenhagenParts(now);
    lastHour = { hour, date: parts.date, localHour: parts.time.slice(0, 2) };
  }
  return lastHour;
}

/** The service day (YYYY-MM-DD) of an instant, in Copenhagen. */
export const getServiceDate = (now: Date): string => copenhagenHour(now).date;

/** The Copenhagen time of day (HH:MM:SS) of an instant. */
export const getServiceTimeOfDay = (now: Date): string => {
  const { hour, localHour } = copenhagenHour(now);
  const secondsIntoHour = Math.floor((now.getTime() - hour * HOUR_MS) / 1000);
  return `${localHour}:${twoDigits(Math.floor(secondsIntoHour / 60))}:${twoDigits(secondsIntoHour % 60)}`;
};

/**
 * The instant of a Copenhagen wall-clock time on a service day, e.g. a slot's default
 * `valid_until` (its arrival time). Daylight-saving changes are handled by correcting the guessed
 * offset once.
 */
export const getServiceInstant = (serviceDate: string, time: string): Date => {
  const wallClockAsUtc = Date.parse(`${serviceDate}T${time}Z`);
  const offsetAt = (instant: number) => {
    const local = copenhagenParts(new Date(instant));
    return Date.parse(`${local.date}T${local.time}Z`) - instant;
  };
  const firstGuess = wallClockAsUtc - offsetAt(wallClockAsUtc);
  return new Date(wallClockAsUtc - offsetAt(firstGuess));
};

/** When a table taken at `time` is given back: two hours later, past midnight on the same service day. */
export const getTableTimeEnd = (time: string): string =>
  formatSecondsOfDay(getSecondsOfDay(time) + TABLE_DURATION_SECONDS);

/**
 * A Copenhagen wall-clock time on a service day as ISO 8601 with its offset that day,
 * e.g. `2026-11-23T19:00:00+01:00` in winter and `…+02:00` in summer.
 */
export const formatServiceDateTime = (serviceDate: string, time: string): string => {
  const offsetMinutes = Math.round(
    (Date.parse(`${serviceDate}T${time}Z`) - getServiceInstant(serviceDate, time).getTime()) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
  return `${serviceDate}T${time}${offset}`;
};
