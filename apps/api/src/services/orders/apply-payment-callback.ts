import { eq } from 'drizzle-orm';

import { holds, orders, paymentEvents, payments } from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findAmountMismatch, type TAmountMismatch } from '../payments/amount-check.ts';
import type { TDueRefund } from '../payments/due-refunds.ts';
import type { TPaymentCallback } from '../payments/payment-provider.ts';
import { confirmBookingOrder } from './confirm-booking.ts';
import { confirmGiftcardOrder } from './confirm-giftcard.ts';
import { failOrder } from './fail-order.ts';
import type { TOrderDeps } from './order-deps.ts';
import type { TOrder } from './order-records.ts';
import { refundUnfulfilledBooking } from './refund-booking.ts';

export type TCallbackOutcome = {
  /** False for a replay: nothing changed. */
  isApplied: boolean;
  paymentStatus: (typeof payments.$inferSelect)['status'];
  orderStatus: TOrder['status'];
  /** Refunds this callback made due, for the caller to ask of the gateway after the commit (ADR 0202). */
  dueRefunds: TDueRefund[];
  /** A paid amount other than the order's total: not applied, for the caller to log. */
  amountMismatch: TAmountMismatch | null;
};

/**
 * The gateway's callback, already verified by its signature. Idempotent: the payment row is locked
 * and only a pending payment changes, so ten replays make one booking and one e-mail. The slot is
 * locked before the payment, the order every booking write keeps.
 */
export async function applyPaymentCallback(
  deps: TOrderDeps,
  callback: TPaymentCallback,
  now: Date,
): Promise<TCallbackOutcome> {
  const found = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, callback.payment_id));
  const first = found[0];
  if (!first) throw notFound('Unknown payment.');
  const outcome = await deps.db.transaction(async (tx) => {
    if (first.order.slotId !== null)
      await tx
        .select({ id: timeSlots.id })
        .from(timeSlots)
        .where(eq(timeSlots.id, first.order.slotId))
        .for('update');
    // Then the hold, before the payment and the order: the lock order of every hold write
    // (slot, hold, orders), so a hold change voiding this payment cannot deadlock with it.
    if (first.order.holdId !== null)
      await tx.select({ id: holds.id }).from(holds).where(eq(holds.id, first.order.holdId)).for('update');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, callback.payment_id))
      .for('update');
    if (!payment) throw notFound('Unknown payment.');
    const amountMismatch = findAmountMismatch(payment, first.order.total, callback);
    const isApplied = payment.status === 'pending' && amountMismatch === null;
    let paymentStatus = payment.status;
    let dueRefunds: TDueRefund[] = [];
    if (isApplied) {
      paymentStatus = callback.status;
      await tx
        .update(payments)
        .set({ status: callback.status, completedAt: now })
        .where(eq(payments.id, payment.id));
      if (callback.status === 'paid') {
        if (first.order.kind === 'booking') {
          const result = await confirmBookingOrder(tx, deps, payment.orderId, now);
          if (result === 'failed') {
            dueRefunds = await refundUnfulfilledBooking(tx, deps, payment, now);
            paymentStatus = 'refund_due';
          }
        } else await confirmGiftcardOrder(tx, deps, payment.orderId, now);
      } else {
        await failOrder(tx, payment.orderId);
      }
    }
    await tx.insert(paymentEvents).values({
      paymentId: payment.id,
      status: callback.status,
      isApplied,
      payload: callback,
      receivedAt: now,
    });
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
    return { isApplied, paymentStatus, order: order ?? first.order, amountMismatch, dueRefunds };
  });
  return {
    isApplied: outcome.isApplied,
    paymentStatus: outcome.paymentStatus,
    orderStatus: outcome.order.status,
    dueRefunds: outcome.dueRefunds,
    amountMismatch: outcome.amountMismatch,
  };
}
