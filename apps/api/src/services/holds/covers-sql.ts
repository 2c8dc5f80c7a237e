import { sql, type SQL } from 'drizzle-orm';

/*
 * Written with explicit aliases on purpose: Drizzle leaves column names unqualified in the select
 * list of a one-table query, where "id" inside a subquery would resolve to the subquery's own
 * table. These fragments refer to the outer query's `time_slots` row by its full name.
 */

/**
 * Covers held at the slot of the surrounding query (`time_slots` in its FROM, unaliased): active
 * holds whose `expire_at` is still ahead of `now`, leaving out `exceptHoldId` (the visitor's own
 * hold, which must not block them). Expiry needs no job: a lapsed hold simply stops matching.
 */
export function coversHeldAtSlotSql(now: Date, exceptHoldId: string | null): SQL<number> {
  const except = exceptHoldId === null ? sql`` : sql` and held.id <> ${exceptHoldId}`;
  return sql<number>`coalesce((select sum(held.covers) from holds held
    where held.slot_id = "time_slots"."id" and held.status = 'active'
      and held.expire_at > ${now.toISOString()}::timestamptz${except}), 0)`;
}

/** Covers sold to confirmed bookings at the slot of the surrounding query. */
export function coversBookedAtSlotSql(): SQL<number> {
  return sql<number>`coalesce((select sum(sold.covers) from bookings sold
    where sold.slot_id = "time_slots"."id" and sold.status = 'confirmed'), 0)`;
}
