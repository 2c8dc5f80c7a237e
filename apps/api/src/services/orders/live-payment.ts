import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orders, payments } from '../../db/schema-booking.ts';
import type { TPaymentProvider } from '../payments/payment-provider.ts';
import type { TOrder } from './order-records.ts';

/** A hold's order whose payment is still in flight, with the hosted page it was given. */
export type TLivePayment = { order: TOrder; bookingId: number; paymentId: string; url: string };

/**
 * The payment in flight for `holdId`, if any (ADR 0202). The caller holds the hold's row lock, so
 * no other start can begin or void one meanwhile.
 */
export async function findLivePayment(tx: TDatabase, holdId: string): Promise<TLivePayment | undefined> {
  const [row] = await tx
    .select({ order: orders, bookingId: bookings.id, paymentId: payments.id, url: payments.url })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .innerJoin(bookings, eq(bookings.orderId, orders.id))
    .where(
      and(
        eq(orders.holdId, holdId),
        eq(orders.status, 'pending'),
        eq(payments.status, 'pending'),
        isNotNull(payments.url),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.url ? { ...row, url: row.url } : undefined;
}

/** What a second start must match to be answered with the same payment: whom, and how much. */
export type TCheckoutIdentity = Pick<
  TOrder,
  'name' | 'email' | 'phone' | 'lang' | 'total' | 'coopCode' | 'billingZipcode' | 'specialRequests'
>;

/**
 * Whether a new start asks for the very order already being paid. The hold cannot have changed
 * (a change voids its payment, ADR 0205), so the same person, language and total is the same
 * order; anything else is a new order and the old payment is voided.
 */
export function isSameCheckout(order: TOrder, wanted: TCheckoutIdentity): boolean {
  return (
    order.name === wanted.name &&
    order.email === wanted.email &&
    order.phone === wanted.phone &&
    order.lang === wanted.lang &&
    order.total === wanted.total &&
    order.coopCode === wanted.coopCode &&
    order.billingZipcode === wanted.billingZipcode &&
    order.specialRequests === wanted.specialRequests
  );
}

/**
 * Closes, at the gateway, the hosted pages of payments a new start voided, so they can no longer
 * be paid (Stripe expires the session; the built-in page refuses any payment not pending). After
 * the commit; a page that could not be closed is still safe: money arriving for a voided payment
 * is given back (settle-payment.ts).
 */
export async function closeVoidedPayments(
  provider: TPaymentProvider,
  paymentIds: readonly string[],
  log: FastifyBaseLogger | undefined,
): Promise<void> {
  if (!provider.cancel) return;
  for (const paymentId of paymentIds) {
    try {
      await provider.cancel(paymentId);
    } catch (error) {
      log?.warn({ err: error, paymentId }, 'voided payment not closed at the gateway');
    }
  }
}
