import { sql } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';

/**
 * Covers of a slot that are spoken for: held by active holds plus sold to confirmed bookings. Call
 * it only after the slot's row is locked FOR UPDATE in the same transaction: under READ COMMITTED
 * this statement's snapshot starts after the lock was granted, so every hold committed by whoever
 * held the lock before is counted (ADR 0201). The one place the console asks this.
 */
export async function coversTakenAtLockedSlot(
  tx: TDatabase,
  slotId: number,
  now: Date,
): Promise<{ held: number; booked: number }> {
  // The slot's held-covers figure less its lapsed holds, by the database's one count
  // (`slot_covers_held`, migration 0014), as every hold write reads it.
  const result = await tx.execute<{ held: number; booked: number }>(sql`
    select
      slot_covers_held(s.id, s.covers_held, ${now.toISOString()}::timestamptz, null) as held,
      (select coalesce(sum(b.covers), 0)::integer from bookings b
        where b.slot_id = s.id and b.status = 'confirmed') as booked
    from time_slots s where s.id = ${slotId}`);
  const row = (result as { rows: { held: number; booked: number }[] }).rows[0];
  return { held: Number(row?.held ?? 0), booked: Number(row?.booked ?? 0) };
}
