import { getAppliedGiftcodes, type TBookingPaymentResponse } from '@tredjedel/domain';
import { and, eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orders } from '../../db/schema-booking.ts';
import { toPaymentAnswer } from '../booking/booking-order.ts';
import { findHold } from '../booking/holds-service.ts';
import type { TVisitor } from '../booking/owner.ts';
import { bookingConfirmationPath, withBase } from './links.ts';
import { findLines } from './order-records.ts';

/**
 * A payment start for a hold its own visitor has already paid (the other tab was quicker): the
 * answer of that start, pointing at the confirmation page, instead of "no such hold" (ADR 0202).
 * Undefined when the hold is not this visitor's or not paid.
 */
export async function findPaidHoldAnswer(
  db: TDatabase,
  publicUrl: string,
  productId: number,
  holdId: string,
  visitor: TVisitor,
): Promise<TBookingPaymentResponse | undefined> {
  const hold = await findHold(db, productId, holdId, visitor);
  if (!hold || hold.status !== 'consumed') return undefined;
  const [row] = await db
    .select({ order: orders, bookingId: bookings.id })
    .from(orders)
    .innerJoin(bookings, eq(bookings.orderId, orders.id))
    .where(and(eq(orders.holdId, hold.id), eq(orders.status, 'confirmed')));
  const guestId = row?.order.guestId;
  if (!row || guestId === null || guestId === undefined) return undefined;
  const { order, bookingId } = row;
  const lines = await findLines(db, order.id, order.lang);
  const price = { line_items: lines, total: order.total, giftcards: getAppliedGiftcodes(lines) };
  return toPaymentAnswer(hold, price, {
    reference: order.reference,
    bookingId,
    guestId,
    paymentUrl: withBase(publicUrl, bookingConfirmationPath(order.lang, order.reference, order.token)),
  });
}
