import { SERVICE_TIME_ZONE, TABLE_DURATION_SECONDS } from '../constants.ts';
import { formatSecondsOfDay, getSecondsOfDay } from '../time.ts';

/**
 * Tables are sold for the current service day in Europe/Copenhagen (docs/product/readings.md "Today only").
 * These helpers read a given instant in that zone; the clock itself is always passed in.
 */

// Made once, on first use: building an Intl formatter costs far more than using one, and the
// server reads the service day on every listing and hold. Not at import: a time-zone formatter
// took tens of milliseconds of a browser's start-up on pages that never read the service day
// (apps/web, ADR 0003).
let copenhagenFormat: Intl.DateTimeFormat | undefined;

const copenhagenParts = (now: Date) => {
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
  const twoDigits = (value: number) => String(value).padStart(2, '0');
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
