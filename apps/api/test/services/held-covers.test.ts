import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { TDatabase } from '../../src/db/database.ts';
import { holds } from '../../src/db/schema-booking.ts';
import { timeSlots } from '../../src/db/schema.ts';
import { createInventoryRepository } from '../../src/plugins/app/inventory-repository.ts';
import { takeHolds } from '../../src/services/booking/take-hold.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../helper.ts';
import { prepareBookable } from '../routes/api/v4/booking/booking-fixtures.ts';
import { holdRequests } from './hold-requests.ts';

/** A hold of `covers` at `place` from its own visitor, or the visitor `owner`'s hold moved. */
const request = holdRequests('heldcovers', '10.3.0');

/** The slot's stored figure beside the sum it stands for (ADR 0201). */
async function figureOf(db: TDatabase, slotId: number) {
  const [row] = await db
    .select({
      figure: timeSlots.coversHeld,
      counted: sql<number>`(select coalesce(sum(h.covers), 0) from holds h
        where h.slot_id = ${slotId} and h.status = 'active' and h.is_counted)`.mapWith(Number),
    })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  return row;
}

describe.each(DATABASE_KINDS)('the covers held as a figure on the slot row on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.clock.set(TEST_NOW));

  it('follows every change to the slot holds: taken, moved, consumed, deleted', async () => {
    const db = ctx.database.db;
    const place = await prepareBookable(ctx, 10, '18:15:00');
    const taken = await takeHolds(db, [
      request(ctx, place, 2),
      request(ctx, place, 2),
      request(ctx, place, 2),
    ]);
    expect(taken.map((one) => one.refusal)).toEqual([null, null, null]);
    expect(await figureOf(db, place.slotId)).toEqual({ figure: 6, counted: 6 });

    // The first visitor moves their hold to a party of 4 at the same time: their own 2 make room.
    const [first] = await db
      .select()
      .from(holds)
      .where(eq(holds.id, taken[0]?.hold_id ?? ''));
    const [moved] = await takeHolds(db, [
      request(ctx, place, 4, { owner_id: first?.ownerId ?? '', move_hold_id: first?.id ?? null }),
    ]);
    expect([moved?.refusal, moved?.is_moved, moved?.hold_id]).toEqual([null, true, first?.id]);
    expect(await figureOf(db, place.slotId)).toEqual({ figure: 8, counted: 8 });

    await db
      .update(holds)
      .set({ status: 'consumed' })
      .where(eq(holds.id, taken[1]?.hold_id ?? ''));
    expect(await figureOf(db, place.slotId)).toEqual({ figure: 6, counted: 6 });
    await db.delete(holds).where(eq(holds.id, taken[2]?.hold_id ?? ''));
    expect(await figureOf(db, place.slotId)).toEqual({ figure: 4, counted: 4 });
  });

  it('stops counting a lapsed hold for readers at once, and takes it out when the slot is next locked', async () => {
    const db = ctx.database.db;
    const place = await prepareBookable(ctx, 10, '18:45:00');
    await takeHolds(db, [request(ctx, place, 3), request(ctx, place, 3)]);
    const inventory = createInventoryRepository(db);
    const slotOf = async () =>
      (await inventory.findSlots(place.productId, ctx.clock.now())).find((slot) => slot.id === place.slotId);
    expect(await slotOf()).toMatchObject({ coversLeft: 4, coversHeld: 6 });

    ctx.clock.advance(15 * 60_000 + 1);
    // Nobody wrote since: the figure still has them, the readers do not.
    expect(await figureOf(db, place.slotId)).toEqual({ figure: 6, counted: 6 });
    expect(await slotOf()).toMatchObject({ coversLeft: 10, coversHeld: 0 });

    // The next hold at the slot takes the lapsed ones out of the figure under the slot's lock.
    const [next] = await takeHolds(db, [request(ctx, place, 8)]);
    expect(next?.refusal).toBeNull();
    expect(await figureOf(db, place.slotId)).toEqual({ figure: 8, counted: 8 });
    expect(await slotOf()).toMatchObject({ coversLeft: 2, coversHeld: 8 });
  });
});
