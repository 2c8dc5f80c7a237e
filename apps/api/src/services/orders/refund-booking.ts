import { eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { orders, type payments } from '../../db/schema-booking.ts';
import { bookingRefundMail } from '../mailer/templates.ts';
import { markRefundsDue, type TDueRefund } from '../payments/due-refunds.ts';
import type { TOrderDeps } from './order-deps.ts';
import { findPlaceToBookAgain, orderRecipient } from './order-records.ts';

/**
 * Paid after the hold lapsed, and the table or a gift code went to someone else: the guest must
 * not pay for a table they do not get, so the payment becomes due to be given back and the guest
 * is told, in the caller's transaction. The gateway is asked after it commits (ADR 0202).
 */
export async function refundUnfulfilledBooking(
  tx: TDatabase,
  deps: TOrderDeps,
  payment: Pick<typeof payments.$inferSelect, 'id' | 'orderId' | 'amount'>,
  now: Date,
): Promise<TDueRefund[]> {
  const due = await markRefundsDue(tx, { paymentId: payment.id }, now);
  await enqueueRefundMail(tx, deps, payment.orderId, payment.amount);
  return due;
}

async function enqueueRefundMail(tx: TDatabase, deps: TOrderDeps, orderId: number, amount: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const place = order && (await findPlaceToBookAgain(tx, deps.publicUrl, order));
  if (!order || !place) return;
  await deps.mailer.enqueue(tx, await bookingRefundMail({ ...orderRecipient(order), ...place, amount }));
}
