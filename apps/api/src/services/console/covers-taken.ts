import type { TDatabase } from '../../db/database.ts';
import { findSlotCovers } from '../../plugins/app/inventory-repository.ts';

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
  // By the database's one count (`slot_covers`, migration 0025), as every hold write reads it.
  const { held, booked } = await findSlotCovers(tx, slotId, now);
  return { held, booked };
}
