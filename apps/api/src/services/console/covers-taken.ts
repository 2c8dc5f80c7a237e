import { sql } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';

/**
 * Covers of a slot that are spoken for: held by active holds plus sold to confirmed bookings. Call
 * it only after the slot's row is locked FOR UPDATE in the same transaction: under READ COMMITTED
 * this statement's snapshot starts after the lock was granted, so every hold committed by whoever
 * held the lock before is counted (ADR 0201). The one place the console asks this, so a held-covers
 * column on the slot row can replace the sums without touching the callers.
 */
export async function coversTakenAtLockedSlot(
  tx: TDatabase,
  slotId: number,
  now: Date,
): Promise<{ held: number; booked: number }> {
  const result = await tx.execute<{ held: number; booked: number }>(sql`
    select
      (select coalesce(sum(h.covers), 0)::integer from holds h
        where h.slot_id = ${slotId} and h.status = 'active' and h.expire_at > ${now.toISOString()}::timestamptz) as held,
      (select coalesce(sum(b.covers), 0)::integer from bookings b
        where b.slot_id = ${slotId} and b.status = 'confirmed') as booked`);
  const row = (result as { rows: { held: number; booked: number }[] }).rows[0];
  return { held: Number(row?.held ?? 0), booked: Number(row?.booked ?? 0) };
}
