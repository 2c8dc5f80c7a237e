/**
 * How long a computed answer or page is reused at most: long enough that a burst of visitors costs
 * one computation, short enough that what changes without a request (a hold lapsing frees its
 * covers) shows within 2 s (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 */
export const SHORT_LIVED_TTL_MS = 2_000;
/** Bounds the memory one process spends; addresses asked for once cannot grow it without end (ADR 0006). */
const MAX_ENTRIES = 500;
const QUARTER_HOUR_MS = 15 * 60_000;

type TEntry<T> = { value: T; storedAt: number; expiresAt: number };

/**
 * The next quarter hour after `time` (ms). Arrivals are on the half hour and at 23:45
 * (docs/product/readings.md, "Time slot"), and a slot stops being bookable at its arrival, so a
 * kept answer never outlives a quarter hour boundary: it could offer a time that has passed.
 */
export const nextQuarterHour = (time: number): number =>
  Math.floor(time / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + QUARTER_HOUR_MS;

/**
 * Answers that are the same for every visitor, computed once and reused for a moment: listings
 * and content answers of the API, and rendered pages. They are read far more often than tables
 * are sold, and each costs several queries (and a page a render), so keeping them a moment is what
 * lets one process answer a crowd (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 * Entries end:
 * - after SHORT_LIVED_TTL_MS, which bounds how stale an answer can be;
 * - at the next quarter hour, when an arrival time stops being bookable (`nextQuarterHour`);
 * - on any successful POST or DELETE of any process (holds, orders, payments, the console), via
 *   `invalidate`, called by plugins/app/cache-invalidation.ts, so a visitor never sees a table
 *   that was sold before the page was asked for;
 * - when the clock moves backwards (tests and demos set NOW), since the entry was stored "later".
 */
export function createShortLivedCache<T>() {
  const entries = new Map<string, TEntry<T>>();

  function get(key: string, now: Date): T | null {
    const entry = entries.get(key);
    const time = now.getTime();
    if (!entry) return null;
    if (time < entry.storedAt || time >= entry.expiresAt) {
      entries.delete(key);
      return null;
    }
    return entry.value;
  }

  function set(key: string, value: T, now: Date) {
    const time = now.getTime();
    // The entry stored longest ago goes first (a Map keeps insertion order): answers asked for
    // again are stored again, so a run of addresses asked for once cannot push them all out.
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, {
      value,
      storedAt: time,
      expiresAt: Math.min(time + SHORT_LIVED_TTL_MS, nextQuarterHour(time)),
    });
  }

  return { get, set, invalidate: () => entries.clear() };
}

export type TShortLivedCache<T> = ReturnType<typeof createShortLivedCache<T>>;
