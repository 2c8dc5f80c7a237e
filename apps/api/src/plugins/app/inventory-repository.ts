import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { getServiceDate, TABLE_DURATION_SECONDS } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { coverSchedules, materialisedDays, timeSlots } from '../../db/schema.ts';
import { copenhagenOffsetMinutes, isoWeekdayOf } from '../../lib/clock.ts';

export type TSlotRow = {
  id: number;
  time: string;
  timeEnd: string;
  covers: number;
  coversLeft: number;
  coversHeld: number;
  validUntil: Date;
};

/**
 * The seam for holds and orders (ADR 0201): every figure of a set of slots, by the database's one
 * count (`slot_covers`, migration 0025), over the sums the hold writes use too. Covers held are the slot's
 * figure less its holds that lapsed by `now` and less `exceptHoldId` (the visitor's own hold, which
 * must not block them); covers booked are its confirmed bookings; covers left what remains of its
 * capacity. Listings, detail, stock, the console and the waitlist all read it, so a change to holds
 * changes them all at once. Computed for the whole set in one pass, not once per slot row: join it
 * as a table (`slot_id, covers_held, covers_booked, covers_left`).
 *
 * `slotIds` is a statement answering one column of slot ids, or the ids themselves (the function
 * is then inlined into the statement).
 */
export function slotCoversSql(
  slotIds: SQLWrapper | readonly number[],
  now: Date,
  exceptHoldId: string | null = null,
): SQL {
  const ids = Array.isArray(slotIds)
    ? sql`${`{${slotIds.map((id) => Math.trunc(Number(id))).join(',')}}`}::integer[]`
    : sql`array(${slotIds as SQLWrapper})`;
  return sql`slot_covers(${ids}, ${now.toISOString()}::timestamptz, ${exceptHoldId}::text)`;
}

/** The figures of one slot (`slotCoversSql`), in a statement of their own. */
export async function findSlotCovers(
  db: TDatabase,
  slotId: number,
  now: Date,
): Promise<{ held: number; booked: number; left: number }> {
  const result = await db.execute<{ covers_held: number; covers_booked: number; covers_left: number }>(
    sql`select covers_held, covers_booked, covers_left from ${slotCoversSql([slotId], now)}`,
  );
  const row = (result as { rows: { covers_held: number; covers_booked: number; covers_left: number }[] })
    .rows[0];
  return {
    held: Number(row?.covers_held ?? 0),
    booked: Number(row?.covers_booked ?? 0),
    left: Number(row?.covers_left ?? 0),
  };
}

/** @internal Exported for the tests that use it directly (test/routes/api/v4/booking/booking-fixtures.ts, test/services/held-covers.test.ts). */
export function createInventoryRepository(db: TDatabase) {
  const knownDays = new Set<string>();

  /**
   * Copies the weekly schedule into the day's slots the first time a service day is read. Safe
   * under concurrency and across processes: both inserts ignore rows that already exist.
   */
  async function ensureServiceDay(date: string): Promise<void> {
    if (knownDays.has(date)) return;
    const existing = await db.select().from(materialisedDays).where(eq(materialisedDays.serviceDate, date));
    if (existing.length === 0) {
      const offset = `${copenhagenOffsetMinutes(date)} minutes`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into ${timeSlots} (product_id, service_date, time, time_end, covers, valid_until)
          select ${coverSchedules.productId}, ${date}::date, ${coverSchedules.time},
                 ${coverSchedules.time} + ${`${TABLE_DURATION_SECONDS} seconds`}::interval, ${coverSchedules.covers},
                 ((${date}::date + ${coverSchedules.time}) - ${offset}::interval) at time zone 'UTC'
          from ${coverSchedules}
          where ${coverSchedules.isoWeekday} = ${isoWeekdayOf(date)}
          on conflict (product_id, service_date, time) do nothing`);
        await tx.insert(materialisedDays).values({ serviceDate: date }).onConflictDoNothing();
      });
    }
    knownDays.add(date);
  }

  /** Today's slots of one product with what is left, ordered by arrival time. */
  async function findSlots(
    productId: number,
    now: Date,
    exceptHoldId: string | null = null,
  ): Promise<TSlotRow[]> {
    const today = getServiceDate(now);
    await ensureServiceDay(today);
    const ofTheDay = db
      .select({ id: timeSlots.id })
      .from(timeSlots)
      .where(and(eq(timeSlots.productId, productId), eq(timeSlots.serviceDate, today)));
    const rows = await db
      .select({
        id: timeSlots.id,
        time: timeSlots.time,
        timeEnd: timeSlots.timeEnd,
        covers: timeSlots.covers,
        coversLeft: sql<number>`covers.covers_left`.mapWith(Number),
        coversHeld: sql<number>`covers.covers_held`.mapWith(Number),
        validUntil: timeSlots.validUntil,
      })
      .from(timeSlots)
      .innerJoin(
        sql`${slotCoversSql(ofTheDay, now, exceptHoldId)} as covers`,
        sql`covers.slot_id = ${timeSlots.id}`,
      )
      .orderBy(asc(timeSlots.time));
    return rows;
  }

  return { ensureServiceDay, findSlots };
}

export type TInventoryRepository = ReturnType<typeof createInventoryRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    inventory: TInventoryRepository;
  }
}

export default fp(
  function inventoryRepositoryPlugin(app, _options, done) {
    app.decorate('inventory', createInventoryRepository(app.db));
    done();
  },
  { name: 'inventory-repository', dependencies: ['context'] },
);
