/** How long a computed answer or page is reused at most. */
export const SHORT_LIVED_TTL_MS = 2_000;
const MAX_ENTRIES = 500;
const QUARTER_HOUR_MS = 15 * 60_000;

type TEntry<T> = { value: T; storedAt: number; expiresAt: number };

/** The next quarter hour after `time` (ms): when slots stop being bookable (arrivals at :00, :15 …). */
export const nextQuarterHour = (time: number): number =>
  Math.floor(time / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + QUARTER_HOUR_MS;

/**
 * Answers that are the same for every visitor, computed once and reused for a moment: listings
 * and content answers of the API, and rendered pages. They are read far more often than tables
 * are sold, and each costs several queries (and a page a render). Entries end:
 * - after SHORT_LIVED_TTL_MS, which bounds staleness when several server processes sell tables;
 * - at the next quarter hour, when slot `valid_until`s pass (arrivals are at :00, :30 and :45);
 * - on any successful state-changing request of any process (holds, orders, payments), via
 *   `invalidate` (plugins/app/cache-invalidation.ts);
 * - when the clock moves backwards (tests and demos set it).
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
