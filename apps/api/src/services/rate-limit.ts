import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITED_MSG } from '@tredjedel/domain';
import type * as IORedis from 'ioredis';

import type { TDatabase } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-errors.ts';
import { loadOnUse } from '../lib/load-on-use.ts';

const loadRedis = loadOnUse<typeof IORedis>('ioredis');

/** A fixed-window counter shared by every server process. */
export type TRateLimitStore = {
  /** Adds `by` (default 1) to the key's count in the current window. */
  hit(key: string, windowMs: number, now: Date, by?: number): Promise<{ count: number; resetAt: Date }>;
};

/**
 * Counters in the `rate_limits` table: one atomic upsert per hit (`count_rate_limit`, migration
 * 0015, whose window the hold statement counts with too), so concurrent requests on any number of
 * processes count exactly. Windows long gone are deleted by the retention plugin.
 */
function createDatabaseRateLimitStore(db: TDatabase): TRateLimitStore {
  return {
    async hit(key, windowMs, now, by = 1) {
      const result = await db.execute(sql`
        select count, reset_at from count_rate_limit(${key}::text, ${now.toISOString()}::timestamptz,
          ${windowMs}::integer, ${by}::integer)`);
      const [row] = (result as { rows: { count: number; reset_at: Date | string }[] }).rows;
      if (!row) return { count: by, resetAt: new Date(now.getTime() + windowMs) };
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
  };
}

/**
 * Fixed-window counter: the first hit of a window sets its expiry, every hit adds one; one script,
 * so a window and its count can never disagree, whatever the number of servers.
 */
const REDIS_HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/**
 * Counters in Redis when REDIS_URL is set. Redis keeps its own time for the windows, so these
 * follow the wall clock rather than the injected one.
 */
function createRedisRateLimitStore(url: string): TRateLimitStore & { close(): Promise<void> } {
  const redis = new (loadRedis().Redis)(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  return {
    async hit(key, windowMs, now, by = 1) {
      const [count, ttl] = (await redis.eval(
        REDIS_HIT_SCRIPT,
        1,
        `tredjedel:rate:${key}`,
        String(windowMs),
        String(by),
      )) as [number, number];
      return { count, resetAt: new Date(now.getTime() + ttl) };
    },
    async close() {
      await redis.quit();
    },
  };
}

/**
 * Redis when REDIS_URL is set, else the database; `close` ends the Redis connection with the server.
 * `isDatabase`: the counters live in the `rate_limits` table, so a statement of the request's own
 * may count instead of `hit` (the new hold's one round trip, docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
 */
export function createRateLimitStore(
  db: TDatabase,
  redisUrl: string | undefined,
): TRateLimitStore & { isDatabase: boolean; close(): Promise<void> } {
  if (redisUrl) return { ...createRedisRateLimitStore(redisUrl), isDatabase: false };
  return { ...createDatabaseRateLimitStore(db), isDatabase: true, close: () => Promise.resolve() };
}

export type TRateLimitRule = { name: string; max: number; windowMs: number };

/** The counter's key for one client (its address; trustProxy reads X-Forwarded-For). */
export function rateLimitKey(rule: TRateLimitRule, request: FastifyRequest): string {
  return `${rule.name}:${request.ip}`;
}

/** The 429 JSON answer past a rate limit, with the seconds until the window resets. */
export function rateLimited(now: Date, resetAt: Date): HttpError {
  const seconds = Math.max(Math.ceil((resetAt.getTime() - now.getTime()) / 1000), 1);
  return new HttpError(429, 'rate_limited', `Too many requests; try again in ${seconds} seconds.`, {
    msg: RATE_LIMITED_MSG,
    retry_after: seconds,
  });
}

/**
 * A preHandler that counts the client's calls of one kind and answers 429 JSON past `max` per
 * window (docs/product/readings.md, API conventions). The client is its address (trustProxy reads
 * X-Forwarded-For behind the load balancer).
 */
export function createRateLimitHook(store: TRateLimitStore, clock: Clock, rule: TRateLimitRule) {
  const count = createRateLimitCounter(store, clock, rule);
  return async function rateLimitHook(request: FastifyRequest): Promise<void> {
    await count(request, 1);
  };
}

/**
 * Counts `by` calls of one kind for the client (a request checking five gift codes is five gift-code
 * checks) and throws the 429 past `max` per window; `by` 0 counts nothing.
 */
export function createRateLimitCounter(store: TRateLimitStore, clock: Clock, rule: TRateLimitRule) {
  return async function countCalls(request: FastifyRequest, by: number): Promise<void> {
    if (by <= 0) return;
    const now = clock.now();
    const { count, resetAt } = await store.hit(rateLimitKey(rule, request), rule.windowMs, now, by);
    if (count > rule.max) throw rateLimited(now, resetAt);
  };
}
