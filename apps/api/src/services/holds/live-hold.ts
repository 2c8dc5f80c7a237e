import { eq } from 'drizzle-orm';
import { HOLD_TTL_MS } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { holds } from '../../db/schema-booking.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { noAvailableTables } from './booking-errors.ts';
import {
  assertFits,
  getHoldOr404,
  isHoldActive,
  lockHold,
  lockSlot,
  type THold,
  type TLockedSlot,
} from './holds-service.ts';

/**
 * Runs `work` in one transaction with the hold's slot and then the hold locked (the lock order of
 * every booking write, so they cannot deadlock). A hold that lapsed is taken up again when its
 * table is still free, else "no available tables". `extend` renews a live hold for 15 minutes too
 * (starting a payment does, so the gateway round trip cannot outlast it).
 */
export async function withLiveHold<T>(
  db: TDatabase,
  productId: number,
  holdId: string,
  now: Date,
  work: (tx: TDatabase, hold: THold, slot: TLockedSlot) => Promise<T>,
  { extend = false }: { extend?: boolean } = {},
): Promise<T> {
  const found = await getHoldOr404(db, productId, holdId);
  return db.transaction(async (tx) => {
    const slot = await lockSlot(tx, { slotId: found.slotId }, now, found.id);
    const locked = await lockHold(tx, found.id);
    if (!slot || !locked) throw notFound('No such hold; choose a time again.');
    if (locked.status !== 'active') throw notFound('No such hold; choose a time again.');
    if (locked.slotId !== found.slotId) {
      throw new HttpError(409, 'conflict', 'The hold was changed by another request; please reload.');
    }
    let hold = locked;
    if (!isHoldActive(locked, now)) assertFits(slot, locked.covers, now);
    else if (slot.validUntil.getTime() < now.getTime()) throw noAvailableTables('soldout');
    if (extend || !isHoldActive(locked, now)) {
      const [renewed] = await tx
        .update(holds)
        .set({ expireAt: new Date(now.getTime() + HOLD_TTL_MS), updatedAt: now })
        .where(eq(holds.id, locked.id))
        .returning();
      if (renewed) hold = renewed;
    }
    return work(tx, hold, slot);
  });
}
