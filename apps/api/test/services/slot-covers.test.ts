import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { TDatabase } from '../../src/db/database.ts';
import { createInventoryRepository, findSlotCovers } from '../../src/plugins/app/inventory-repository.ts';
import { takeHolds } from '../../src/services/booking/take-hold.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../helper.ts';
import { prepareBookable } from '../routes/api/v4/booking/booking-fixtures.ts';
import { holdRequests } from './hold-requests.ts';

const request = holdRequests('slotcovers', '10.4.0');

type TFigures = { slot_id: number; covers_held: number; covers_booked: number; covers_left: number };

/** A booking of `covers` at the slot in `status`, with the order and guest it belongs to. */
async function book(db: TDatabase, slotId: number, covers: number, status: string) {
  await db.execute(sql`
    with guest as (
      insert into guests (email, name, phone) values ('slotcovers-' || gen_random_uuid() || '@example.dk', 'Anna', '')
      returning id),
    placed as (
      insert into orders (kind, status, token, reference, lang, slot_id, num_person, guest_id, name, email, subtotal, total)
      select 'booking', 'paid', gen_random_uuid()::text, 'TD-' || gen_random_uuid(), 'da', ${slotId}, ${covers}, guest.id, 'Anna', 'a@example.dk', 0, 0
      from guest returning id, guest_id)
    insert into bookings (order_id, guest_id, slot_id, covers, status)
    select placed.id, placed.guest_id, ${slotId}, ${covers}, ${status} from placed`);
}

/**
 * The slots' figures three ways: the set function (migration 0025), the scalar functions every
 * hold write calls, and the rule as ADR 0201 states it, summed from the rows.
 */
async function figuresOf(db: TDatabase, slotIds: number[], now: Date, exceptHoldId: string | null) {
  const at = now.toISOString();
  const ids = `{${slotIds.join(',')}}`;
  const set = await db.execute<TFigures>(sql`
    select slot_id, covers_held, covers_booked, covers_left
    from slot_covers(${ids}::integer[], ${at}::timestamptz, ${exceptHoldId}::text) order by slot_id`);
  const scalar = await db.execute<TFigures>(sql`
    select s.id as slot_id, held.covers as covers_held,
      (select coalesce(sum(b.covers), 0)::integer from bookings b where b.slot_id = s.id and b.status = 'confirmed') as covers_booked,
      slot_covers_left(s.id, s.covers, held.covers) as covers_left
    from time_slots s
      cross join lateral (select slot_covers_held(s.id, s.covers_held, ${at}::timestamptz, ${exceptHoldId}::text) as covers) held
    where s.id = any (${ids}::integer[]) order by s.id`);
  const rule = await db.execute<TFigures>(sql`
    select s.id as slot_id, held.covers as covers_held, booked.covers as covers_booked,
      greatest(s.covers - held.covers - booked.covers, 0) as covers_left
    from time_slots s
      cross join lateral (select coalesce(sum(h.covers), 0)::integer as covers from holds h
        where h.slot_id = s.id and h.status = 'active' and h.expire_at > ${at}::timestamptz
          and h.id is distinct from ${exceptHoldId}::text) held
      cross join lateral (select coalesce(sum(b.covers), 0)::integer as covers from bookings b
        where b.slot_id = s.id and b.status = 'confirmed') booked
    where s.id = any (${ids}::integer[]) order by s.id`);
  const rows = (result: unknown) => (result as { rows: TFigures[] }).rows.map((row) => ({ ...row }));
  return { set: rows(set), scalar: rows(scalar), rule: rows(rule) };
}

describe.each(DATABASE_KINDS)('the covers of a set of slots in one pass on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.clock.set(TEST_NOW));

  it('answers what the scalar functions and the rule answer: lapsed holds, own holds, confirmed and cancelled bookings', async () => {
    const db = ctx.database.db;
    const lapsing = await prepareBookable(ctx, 20, '19:15:00');
    const booked = await prepareBookable(ctx, 12, '19:45:00');
    const full = await prepareBookable(ctx, 4, '20:15:00');
    const quiet = await prepareBookable(ctx, 6, '20:45:00');
    const slotIds = [lapsing.slotId, booked.slotId, full.slotId, quiet.slotId];

    // Holds that lapse while later ones at the same slots are still live: lapsed, still in the figure.
    const early = await takeHolds(db, [
      request(ctx, lapsing, 3),
      request(ctx, lapsing, 2),
      request(ctx, booked, 1),
    ]);
    expect(early.map((one) => one.refusal)).toEqual([null, null, null]);
    ctx.clock.advance(10 * 60_000);
    const late = await takeHolds(db, [
      request(ctx, booked, 2),
      request(ctx, booked, 4),
      request(ctx, full, 3),
    ]);
    expect(late.map((one) => one.refusal)).toEqual([null, null, null]);
    ctx.clock.advance(5 * 60_000 + 1);
    const now = ctx.clock.now();
    // A hold at `lapsing` locks its slot: the lapsed ones there leave the figure.
    const [last] = await takeHolds(db, [request(ctx, lapsing, 5)]);
    expect(last?.refusal).toBeNull();
    await book(db, booked.slotId, 3, 'confirmed');
    await book(db, booked.slotId, 2, 'cancelled');
    await book(db, booked.slotId, 5, 'pending');
    await book(db, full.slotId, 2, 'confirmed');
    // A lapsed hold at `booked` is still in its figure: the readers take it off by its expiry.
    const [figure] = (
      (await db.execute<{ covers_held: number }>(
        sql`select covers_held from time_slots where id = ${booked.slotId}`,
      )) as { rows: { covers_held: number }[] }
    ).rows;
    expect(figure?.covers_held).toBe(7);

    for (const exceptHoldId of [
      null,
      late[0]?.hold_id ?? null,
      late[2]?.hold_id ?? null,
      early[0]?.hold_id ?? null,
    ]) {
      const { set, scalar, rule } = await figuresOf(db, slotIds, now, exceptHoldId);
      expect(set).toEqual(rule);
      expect(scalar).toEqual(rule);
    }
    const { set } = await figuresOf(db, slotIds, now, late[0]?.hold_id ?? null);
    expect(set).toEqual([
      { slot_id: lapsing.slotId, covers_held: 5, covers_booked: 0, covers_left: 15 },
      { slot_id: booked.slotId, covers_held: 4, covers_booked: 3, covers_left: 5 },
      { slot_id: full.slotId, covers_held: 3, covers_booked: 2, covers_left: 0 },
      { slot_id: quiet.slotId, covers_held: 0, covers_booked: 0, covers_left: 6 },
    ]);

    // The readers: a place's slots (ids from a statement) and one slot alone agree with them.
    const slots = await createInventoryRepository(db).findSlots(
      booked.productId,
      now,
      late[0]?.hold_id ?? null,
    );
    expect(slots.find((slot) => slot.id === booked.slotId)).toMatchObject({ coversHeld: 4, coversLeft: 5 });
    expect(await findSlotCovers(db, full.slotId, now)).toEqual({ held: 3, booked: 2, left: 0 });
  });
});
