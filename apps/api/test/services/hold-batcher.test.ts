import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TDatabase } from '../../src/db/database.ts';
import { holds } from '../../src/db/schema-booking.ts';
import { createHoldBatcher } from '../../src/services/booking/hold-batcher.ts';
import { takeHolds } from '../../src/services/booking/take-hold.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../helper.ts';
import { prepareBookable } from '../routes/api/v4/booking/booking-fixtures.ts';
import { holdRequests } from './hold-requests.ts';

/** The database handle with a count of the statements sent through it (the real database answers). */
function countingStatements(db: TDatabase): { db: TDatabase; statements: () => number } {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (...args: Parameters<TDatabase['execute']>) => {
          statements += 1;
          return target.execute(...args);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, statements: () => statements };
}

/** A new hold of `covers` at `place`, from its own visitor and address unless given. */
const request = holdRequests('batchtest', '10.1.0');

async function coversHeld(db: TDatabase, slotId: number): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${holds.covers}), 0)`.mapWith(Number) })
    .from(holds)
    .where(and(eq(holds.slotId, slotId), eq(holds.status, 'active')));
  return row?.held ?? 0;
}

describe.each(DATABASE_KINDS)('new holds sent together (hold-batcher) on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('sends holds that arrive while one statement runs in one more statement, and never oversells', async () => {
    const place = await prepareBookable(ctx, 10, '18:00:00');
    const { db, statements } = countingStatements(ctx.database.db);
    const take = createHoldBatcher(db, { maxInFlight: 1, maxBatch: 64, releaseAfterMs: 60_000 });
    const requests = Array.from({ length: 12 }, () => request(ctx, place, 2));
    const answers = await Promise.all(requests.map((one) => take([one])));

    // The first went alone; the eleven that came while it ran went together.
    expect(statements()).toBe(2);
    const inserted = answers.filter(([answer]) => answer?.refusal === null).length;
    expect(inserted).toBe(5);
    expect(await coversHeld(ctx.database.db, place.slotId)).toBe(10);
    // Each answer is its own request's: those refused saw the covers held before them.
    for (const [answer] of answers.filter(([one]) => one?.refusal !== null)) {
      expect(answer?.refusal).toBe('no_table');
      expect([answer?.covers_held, answer?.covers_left]).toEqual([10, 0]);
    }
  });

  it('counts limits and the rate limit across the holds of one statement', async () => {
    const place = await prepareBookable(ctx, 40, '18:30:00');
    const oneVisitor = { owner_id: 'visitor-same', client_address: '10.2.0.1' };
    const answers = await takeHolds(ctx.database.db, [
      request(ctx, place, 2, { ...oneVisitor, holds_per_visitor: 2 }),
      request(ctx, place, 2, { ...oneVisitor, holds_per_visitor: 2 }),
      request(ctx, place, 2, { ...oneVisitor, holds_per_visitor: 2 }),
    ]);
    expect(answers.map((answer) => answer.refusal)).toEqual([null, null, 'hold_limit']);

    const rate = { rate_key: `hold:batch-${kind}`, rate_window_ms: 60_000, rate_max: 2 };
    const limited = await takeHolds(ctx.database.db, [
      request(ctx, place, 1, rate),
      request(ctx, place, 1, rate),
      request(ctx, place, 1, rate),
    ]);
    expect(limited.map((answer) => answer.rate_count)).toEqual([1, 2, 3]);
    expect(limited.map((answer) => answer.refusal)).toEqual([null, null, 'rate_limited']);
    // Past the rate limit nothing was looked up: no slot in the answer.
    expect(limited[2]?.slot).toBeNull();
  });

  it('a request the database refuses fails alone: the others of its statement are taken', async () => {
    const place = await prepareBookable(ctx, 20, '19:00:00');
    const take = createHoldBatcher(ctx.database.db, { maxInFlight: 1, maxBatch: 64, releaseAfterMs: 60_000 });
    const first = take([request(ctx, place, 2)]);
    // While the first runs, three wait: the middle one names a menu that does not exist.
    const waiting = [
      take([request(ctx, place, 2)]),
      take([request(ctx, place, 2, { menu_ids: [2_000_000_000] })]),
      take([request(ctx, place, 2)]),
    ];
    const settled = await Promise.allSettled([first, ...waiting]);
    expect(settled.map((one) => one.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await coversHeld(ctx.database.db, place.slotId)).toBe(6);
  });

  // PGlite is one session: a second transaction cannot wait beside a lock there, so this case is
  // defined on PostgreSQL only (not reported as skipped on PGlite).
  if (kind !== 'postgres') return;
  it('a statement waiting for a slot row kept locked does not hold back the holds after it', async () => {
    const locked = await prepareBookable(ctx, 10, '19:30:00');
    const free = await prepareBookable(ctx, 10, '19:30:00', 1);
    const take = createHoldBatcher(ctx.database.db, { maxInFlight: 1, maxBatch: 64, releaseAfterMs: 100 });
    let releaseLock = () => undefined as void;
    const lockHeld = new Promise<void>((resolve) => (releaseLock = resolve));
    let isLocked = () => undefined as void;
    const lockTaken = new Promise<void>((resolve) => (isLocked = resolve));
    // Another transaction keeps the slot row locked (as a cancellation does while it refunds).
    const holder = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from time_slots where id = ${locked.slotId} for update`);
      isLocked();
      await lockHeld;
    });
    await lockTaken;
    let isBlockedDone = false;
    const blocked = take([request(ctx, locked, 2)]).then((answer) => {
      isBlockedDone = true;
      return answer;
    });
    const [other] = await take([request(ctx, free, 2)]);
    expect(other?.refusal).toBeNull();
    expect(isBlockedDone).toBe(false);
    releaseLock();
    await holder;
    expect((await blocked)[0]?.refusal).toBeNull();
  });
});
