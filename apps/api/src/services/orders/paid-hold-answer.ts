import type { TBookingPaymentResponse } from '@tredjedel/domain';
import { and, eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orders } from '../../db/schema-booking.ts';
import { findHold } from '../holds/holds-service.ts';
import type { TVisitor } from '../holds/owner.ts';
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
  const link = withBase(publicUrl, bookingConfirmationPath(order.lang, order.reference, order.token));
  return {
    hold_id: hold.id,
    booking: { id: bookingId, guest_id: guestId },
    payment_link: link,
    order: {
      hold_id: hold.id,
      order_id: order.reference,
      booking_id: bookingId,
      guest_id: guestId,
      expire_at: hold.expireAt.toISOString(),
      payment_url: link,
      line_items: lines,
      total: order.total,
      giftcards: lines
        .filter((line) => line.type === 'giftcode')
        .map((line) => ({ code: line.code ?? '', amount: -line.amount })),
      cards: order.coopCode ? [{ card_number: order.coopCode, card_type: 'coop' }] : [],
      billing_zipcode: order.billingZipcode,
    },
  };
}
