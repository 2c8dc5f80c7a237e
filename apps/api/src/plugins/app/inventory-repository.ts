import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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

/*
 * Written with the table's full name on purpose: Drizzle leaves column names unqualified in the
 * select list of a one-table query, and these fragments may sit inside subqueries.
 */

/**
 * The seam for holds and orders (ADR 0201). Covers held by live holds of the surrounding query's
 * `time_slots` row, leaving out `exceptHoldId` (the visitor's own hold, which must not block them):
 * the slot's figure less its holds that lapsed by `now`, by the database's one count
 * (`slot_covers_held`, migration 0014), which the hold writes use too.
 */
export function coversHeldSql(now: Date, exceptHoldId: string | null): SQL<number> {
  return sql<number>`slot_covers_held("time_slots"."id", "time_slots"."covers_held", ${now.toISOString()}::timestamptz, ${exceptHoldId}::text)`;
}

/**
 * Covers still free at a slot: capacity minus holds and confirmed bookings (`slot_covers_left`,
 * migration 0014). Every availability read goes through this (listings, detail, stocks), so a
 * change to holds changes them all at once.
 */
export function coversLeftSql(now: Date, exceptHoldId: string | null = null): SQL<number> {
  return sql<number>`slot_covers_left("time_slots"."id", "time_slots"."covers", ${coversHeldSql(now, exceptHoldId)})`;
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
    const rows = await db
      .select({
        id: timeSlots.id,
        time: timeSlots.time,
        timeEnd: timeSlots.timeEnd,
        covers: timeSlots.covers,
        coversLeft: coversLeftSql(now, exceptHoldId).mapWith(Number),
        // Wrapped so Drizzle keeps table names: in single-table selects it drops them from a
        // field's top-level columns, which would make the holds subquery's "id" ambiguous.
        coversHeld: sql<number>`${coversHeldSql(now, exceptHoldId)}`.mapWith(Number),
        validUntil: timeSlots.validUntil,
      })
      .from(timeSlots)
      .where(and(eq(timeSlots.productId, productId), eq(timeSlots.serviceDate, today)))
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
