import fp from 'fastify-plugin';

import type { TPreparedBody } from '../../lib/http-cache.ts';

/** How long a computed listing page is reused at most. */
export const LISTING_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 500;
const QUARTER_HOUR_MS = 15 * 60_000;

type TEntry = TPreparedBody & { storedAt: number; expiresAt: number };

/**
 * Listing pages, computed once and reused for a moment. A listing is the same for every visitor and
 * read far more often than tables are sold, and each one costs several queries. Entries end:
 * - after LISTING_CACHE_TTL_MS, which bounds staleness when several server processes sell tables;
 * - at the next quarter hour, when slot `valid_until`s pass (arrivals are at :00, :30 and :45);
 * - on any state-changing request of this process (holds, orders, payments), via `invalidate`;
 * - when the clock moves backwards (tests and demos set it).
 */
export function createListingCache() {
  const entries = new Map<string, TEntry>();

  function get(key: string, now: Date): TPreparedBody | null {
    const entry = entries.get(key);
    const time = now.getTime();
    if (!entry) return null;
    if (time < entry.storedAt || time >= entry.expiresAt) {
      entries.delete(key);
      return null;
    }
    return entry;
  }

  function set(key: string, prepared: TPreparedBody, now: Date) {
    const time = now.getTime();
    const nextQuarter = Math.floor(time / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + QUARTER_HOUR_MS;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, {
      ...prepared,
      storedAt: time,
      expiresAt: Math.min(time + LISTING_CACHE_TTL_MS, nextQuarter),
    });
  }

  return { get, set, invalidate: () => entries.clear() };
}

export type TListingCache = ReturnType<typeof createListingCache>;

declare module 'fastify' {
  interface FastifyInstance {
    listingCache: TListingCache;
  }
}

export default fp(
  function listingCachePlugin(app, _options, done) {
    const cache = createListingCache();
    app.decorate('listingCache', cache);
    // Every change of stock arrives as a POST or DELETE (holds, orders, payment callbacks): drop
    // the cached listings once it has been answered, so this process never shows a stale status.
    app.addHook('onResponse', (request, _reply, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') cache.invalidate();
      next();
    });
    done();
  },
  { name: 'listing-cache' },
);
