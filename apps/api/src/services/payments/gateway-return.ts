import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { TDatabase } from '../../db/database.ts';
import { orders, payments } from '../../db/schema-booking.ts';
import { notFound } from '../../lib/http-errors.ts';
import { bookingConfirmationPath, giftcardConfirmationPath } from '../orders/links.ts';
import { findLinkedOrder } from '../orders/linked-order.ts';
import type { TOrderDeps } from '../orders/order-deps.ts';
import { getReturnPath } from '../orders/return-path.ts';
import { settlePayment } from './settle-payment.ts';

/** Whether `paymentId` is one of ours at the configured gateway (a webhook may name another shop's). */
export async function isKnownPayment(
  db: TDatabase,
  paymentId: string,
  providerName: string,
): Promise<boolean> {
  const [known] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.provider, providerName)));
  return known !== undefined;
}

/**
 * `GET /pay/return/{reference}?token=…[&cancel=1]`: the visitor is back from a hosted gateway's page.
 * A payment still pending is asked of the gateway (or closed, on cancel) rather than left to its
 * webhook, which may come later or not reach us, and settled; the answer is where to send the
 * visitor, absolute (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export async function returnFromGateway(
  deps: TOrderDeps,
  address: string,
  token: string,
  isCancel: boolean,
  now: Date,
  log: FastifyBaseLogger,
): Promise<string> {
  const { db, provider } = deps;
  // The order's reference, or the id a payment started before references carried (linked-order.ts).
  const order = await findLinkedOrder(db, address, token);
  if (!order) throw notFound(`No order ${address} for this link.`);
  const find = async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0];
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, provider.name)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (payment?.status === 'pending') {
    try {
      const callback = isCancel
        ? await provider.cancel?.(payment.id)
        : await provider.fetchOutcome?.(payment.id);
      if (callback) await settlePayment(deps, callback, now, log);
    } catch (error) {
      log.error(
        { err: error, paymentId: payment.id },
        'gateway not reached on return; its webhook will settle',
      );
    }
  }
  const current = (await find()) ?? order;
  let path: string;
  if (current.status === 'pending' && !isCancel) {
    // Still being paid (a slower payment method): the confirmation page says it is not yet confirmed.
    path =
      current.kind === 'giftcard'
        ? giftcardConfirmationPath(current.lang, current.reference, current.token)
        : bookingConfirmationPath(current.lang, current.reference, current.token);
  } else path = await getReturnPath(db, current);
  return `${deps.publicUrl}${path}`;
}
