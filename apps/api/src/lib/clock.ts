/** The server's notion of "now". Injected so tests and demos can fix the hour of the day. */
export type Clock = { now(): Date };

export const TIME_ZONE = 'Europe/Copenhagen';

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and keeps ticking with real time (the NOW variable). */
export function startingAt(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

/** A clock that only moves when told to: for tests that jump in time. */
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

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export type TCopenhagenParts = {
  /** YYYY-MM-DD: the service day (tables are sold for today only, from midnight). */
  date: string;
  /** HH:MM:SS wall-clock time in Copenhagen. */
  time: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
};

export function copenhagenParts(instant: Date): TCopenhagenParts {
  const parts = Object.fromEntries(
    partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const get = (type: string) => parts[type] ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
    isoWeekday: WEEKDAYS[get('weekday')] ?? 1,
  };
}

/** The Copenhagen service day of an instant, YYYY-MM-DD. */
export function serviceDate(instant: Date): string {
  return copenhagenParts(instant).date;
}

/** ISO weekday (1 = Monday) of a YYYY-MM-DD calendar date. */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Minutes Copenhagen is ahead of UTC at noon of a service day. Slots run 10:00–23:45, well away
 * from the 02:00/03:00 daylight-saving switch, so the noon offset holds for every slot of the day.
 */
export function copenhagenOffsetMinutes(date: string): number {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const local = copenhagenParts(noonUtc);
  const [hours = '12', minutes = '00'] = local.time.split(':');
  return (Number(hours) - 12) * 60 + Number(minutes);
}

/** The instant of a Copenhagen wall-clock time on a service day. */
export function copenhagenInstant(date: string, time: string): Date {
  const utc = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  return new Date(utc.getTime() - copenhagenOffsetMinutes(date) * 60_000);
}
