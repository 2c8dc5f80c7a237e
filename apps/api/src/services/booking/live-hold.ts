import { eq } from 'drizzle-orm';
import { getServiceInstant } from '@tredjedel/domain';

import { voidPendingOrders } from '../orders/fail-order.ts';
import type { TDatabase } from '../../db/database.ts';
import { timeSlots } from '../../db/schema.ts';
import { consoleSlotClosures } from '../../db/schema-console.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { noAvailableTables } from './booking-errors.ts';
import { assertRoom, getHoldOr404, isHoldActive, lockHold, lockSlot, type THold } from './holds-service.ts';
import type { TVisitor } from './owner.ts';

/**
 * Runs `work` in one transaction with the visitor's hold's slot and then the hold locked (the lock
 * order of every booking write: slot, hold, then orders and payments, so they cannot deadlock). A
 * hold that lapsed is taken up again when its table is still free, else "no available tables";
 * its expiry never moves (the 15 minutes run from creation, ADR 0205). Every change to a hold
 * voids the payment in flight for it, since that order was priced for the hold as it was
 * (ADR 0205). Starting a payment passes `keepsPayment`: it answers with the payment in flight when
 * the order is the same, and voids it itself otherwise (ADR 0202).
 */
export async function withLiveHold<T>(
  db: TDatabase,
  productId: number,
  holdId: string,
  visitor: TVisitor,
  now: Date,
  work: (tx: TDatabase, hold: THold) => Promise<T>,
  { keepsPayment = false }: { keepsPayment?: boolean } = {},
): Promise<T> {
  const found = await getHoldOr404(db, productId, holdId, visitor);
  return db.transaction(async (tx) => {
    const slot = await lockSlot(tx, found.slotId, now, found.id, found.covers);
    const locked = await lockHold(tx, found.id);
    if (!slot || !locked) throw notFound('No such hold; choose a time again.');
    if (locked.status !== 'active') throw notFound('No such hold; choose a time again.');
    if (locked.slotId !== found.slotId || locked.covers !== found.covers) {
      throw new HttpError(409, 'conflict', 'The hold was changed by another request; please reload.');
    }
    // A lapsed hold is no longer counted at its slot (slot_room): it needs the room again.
    if (!isHoldActive(locked, now)) assertRoom(slot, now, locked.covers);
    else if (slot.validUntil.getTime() < now.getTime() && !(await isClosedAfterHold(tx, locked, now)))
      throw noAvailableTables('soldout');
    if (!keepsPayment) await voidPendingOrders(tx, locked.id);
    return work(tx, locked);
  });
}

/**
 * A time the place closed in the console after this hold was taken, whose arrival has not passed:
 * the hold keeps its 15 minutes and can still be paid (ADR 0205's promise; closing takes no new
 * holds, docs/decisions/0500-restaurants-console.md). A time that merely passed stays refused.
 */
async function isClosedAfterHold(tx: TDatabase, hold: THold, now: Date): Promise<boolean> {
  const [closed] = await tx
    .select({ closedAt: consoleSlotClosures.closedAt, date: timeSlots.serviceDate, time: timeSlots.time })
    .from(consoleSlotClosures)
    .innerJoin(timeSlots, eq(timeSlots.id, consoleSlotClosures.slotId))
    .where(eq(consoleSlotClosures.slotId, hold.slotId));
  return (
    closed !== undefined &&
    closed.closedAt.getTime() >= hold.createdAt.getTime() &&
    getServiceInstant(closed.date, closed.time).getTime() > now.getTime()
  );
}
