import { z } from 'zod';

import { TIME_INTERVAL_SECONDS, TIME_OPTION_FIRST, TIME_OPTION_LAST } from './constants.ts';

const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** A time of day as HH:MM:SS (24-hour clock). */
export const ZTimeOfDay = z.string().regex(TIME_OF_DAY_PATTERN, 'Expected HH:MM:SS');

/** The "no time chosen" value of the booking form. */
export const NO_TIME = '0';

export const isValidTimeOfDay = (value: unknown): value is string =>
  typeof value === 'string' && TIME_OF_DAY_PATTERN.test(value);

/** Seconds since midnight of an HH:MM:SS value (which must be valid). */
export const getSecondsOfDay = (time: string): number => {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:MM:SS of seconds since midnight; values past midnight wrap (a table given back at 01:00). */
export const formatSecondsOfDay = (totalSeconds: number): string => {
  const wrapped = ((totalSeconds % 86_400) + 86_400) % 86_400;
  return `${pad(Math.floor(wrapped / 3600))}:${pad(Math.floor((wrapped % 3600) / 60))}:${pad(wrapped % 60)}`;
};

const FILTER_TIME_PATTERN = /^(\d{1,2})[.:](\d{2})$/;

/**
 * Reads a filter time written as H.MM, HH.MM, H:MM or HH:MM (docs/product/spec.md §5) and returns HH:MM:00,
 * or null when it is not a time of day.
 */
export const parseFilterTime = (value: string): string | null => {
  const match = FILTER_TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}:00`;
};

/** HH:MM of an HH:MM:SS value, as the address query writes it. */
export const formatFilterTime = (time: string): string => time.slice(0, 5);

/** True when `time` lies within [start, end], all HH:MM:SS. */
export const isTimeWithin = (time: string, start: string, end: string): boolean =>
  time >= start && time <= end;

/** The time filter's options: every half hour from 10:00 to 23:30, then 23:45. */
export const getTimeOptions = (): string[] => {
  const options: string[] = [];
  const last = getSecondsOfDay(TIME_OPTION_LAST);
  for (let seconds = getSecondsOfDay(TIME_OPTION_FIRST); seconds < last; seconds += TIME_INTERVAL_SECONDS) {
    options.push(formatSecondsOfDay(seconds));
  }
  options.push(TIME_OPTION_LAST);
  return options;
};
