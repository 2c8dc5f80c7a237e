import { sql, type SQL } from 'drizzle-orm';

import { bookings, holds } from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';

/**
 * Covers held at the slot of the surrounding query (`time_slots` in its FROM): active holds whose
 * `expire_at` is still ahead of `now`, leaving out `exceptHoldId` (the visitor's own hold, which
 * must not block them). Expiry needs no job: a lapsed hold simply stops matching.
 */
export function coversHeldAtSlotSql(now: Date, exceptHoldId: string | null): SQL<number> {
  const except = exceptHoldId === null ? sql`` : sql` and ${holds.id} <> ${exceptHoldId}`;
  return sql<number>`coalesce((select sum(${holds.covers}) from ${holds}
    where ${holds.slotId} = ${timeSlots.id} and ${holds.status} = 'active'
      and ${holds.expireAt} > ${now.toISOString()}::timestamptz${except}), 0)`;
}

/** Covers sold to confirmed bookings at the slot of the surrounding query. */
export function coversBookedAtSlotSql(): SQL<number> {
  return sql<number>`coalesce((select sum(${bookings.covers}) from ${bookings}
    where ${bookings.slotId} = ${timeSlots.id} and ${bookings.status} = 'confirmed'), 0)`;
}
