import { and, eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { bookings, giftCardUses, orders, payments } from '../../db/schema-booking.ts';

/**
 * An order that will not be paid (declined, superseded by a newer payment of the same hold, or
 * voided because its hold changed, ADR 0205): its gift-card reservations are released, its booking
 * cancelled and its pending payment cancelled, so a later "paid" callback for it confirms nothing.
 * The hold is left alone: it stays until it expires, so the visitor can pay again.
 */
export async function failOrder(tx: TDatabase, orderId: number): Promise<string[]> {
  await tx
    .update(orders)
    .set({ status: 'failed' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
  await tx
    .update(giftCardUses)
    .set({ status: 'released' })
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'reserved')));
  await tx
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'pending')));
  const cancelled = await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return cancelled.map((payment) => payment.id);
}

/**
 * Voids every payment in flight for `holdId` (ADR 0205): the covers, menus and codes an order was
 * priced for are fixed once its payment starts, so any change to the hold ends that payment. The
 * caller holds the hold's row lock. Answers the ids of the payments it cancelled.
 */
export async function voidPendingOrders(tx: TDatabase, holdId: string): Promise<string[]> {
  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.holdId, holdId), eq(orders.status, 'pending')));
  const cancelled: string[] = [];
  for (const order of pending) cancelled.push(...(await failOrder(tx, order.id)));
  return cancelled;
}
