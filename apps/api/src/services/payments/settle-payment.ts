import type { FastifyBaseLogger } from 'fastify';

import { paymentEvents } from '../../db/schema-booking.ts';
import { applyPaymentCallback, type TCallbackOutcome } from '../orders/apply-payment-callback.ts';
import type { TOrderDeps } from '../orders/order-deps.ts';
import { markRefundsDue, refundDueNow } from './due-refunds.ts';
import type { TPaymentCallback } from './payment-provider.ts';

/**
 * Money that arrived for a payment we had already given up on (declined, or superseded when the
 * visitor started paying again from the same hold while the old hosted page stayed open): nothing
 * was sold for it, so it goes back through the gateway, asked after the commit (ADR 0202). Once:
 * the payment is then `refund_due`, later `refunded`.
 */
async function refundStrayPayment(
  deps: TOrderDeps,
  callback: TPaymentCallback,
  now: Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const marked = await deps.db.transaction(async (tx) => {
    const [payment] = await markRefundsDue(tx, { paymentId: callback.payment_id }, now, [
      'cancelled',
      'declined',
    ]);
    if (!payment) return null;
    await tx.insert(paymentEvents).values({
      paymentId: payment.id,
      status: 'refunded',
      isApplied: true,
      payload: callback,
      receivedAt: now,
    });
    return payment;
  });
  if (!marked) return false;
  await refundDueNow(deps, [marked], now, log);
  return true;
}

/**
 * A gateway's verified verdict on a payment, from any gateway and any path (its callback, its
 * webhook, the visitor's return): the idempotent outcome of ADR 0202, with what an operator must
 * see logged (ADR 0202), and the e-mails it wrote sent.
 */
export async function settlePayment(
  deps: TOrderDeps,
  callback: TPaymentCallback,
  now: Date,
  log: FastifyBaseLogger,
): Promise<TCallbackOutcome> {
  const outcome = await applyPaymentCallback(deps, callback, now);
  const paymentId = callback.payment_id;
  if (outcome.amountMismatch) {
    log.error(
      { paymentId, ...outcome.amountMismatch },
      'payment amount does not match the order total: not confirmed',
    );
  } else if (outcome.isApplied && outcome.paymentStatus === 'refund_due') {
    // Asked of the gateway now that the callback's transaction, and the slot's lock, are over (ADR 0202).
    const refunded = await refundDueNow(deps, outcome.dueRefunds, now, log);
    if (refunded > 0) outcome.paymentStatus = 'refunded';
    log.warn(
      { paymentId },
      `paid after the hold lapsed and the table was gone: payment ${refunded > 0 ? 'refunded' : 'refund due'}`,
    );
  } else if (
    !outcome.isApplied &&
    callback.status === 'paid' &&
    (outcome.paymentStatus === 'cancelled' || outcome.paymentStatus === 'declined') &&
    (await refundStrayPayment(deps, callback, now, log))
  ) {
    log.warn({ paymentId }, 'paid for an order no longer payable: payment refunded');
  }
  if (outcome.isApplied) {
    deps.mailer
      .deliverPending()
      .catch((error: unknown) => log.error({ err: error }, 'e-mail delivery failed'));
  }
  return outcome;
}
