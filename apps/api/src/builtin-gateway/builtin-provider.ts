import { and, eq } from 'drizzle-orm';

import type { TDatabase } from '../db/database.ts';
import { orders, payments } from '../db/schema-booking.ts';
import { createRandomId } from '../services/booking/random-id.ts';
import type { TPaymentProvider } from '../services/payments/payment-provider.ts';

export const BUILTIN_PROVIDER_NAME = 'builtin';

/**
 * The gateway that needs no outside service: a hosted payment page on our own server
 * (`/pay/{paymentId}`, gateway-routes.ts) with Pay and Decline, which settles the payment as a
 * real gateway's verdict would and then sends the visitor back.
 */
export function createBuiltinProvider(publicUrl: string): TPaymentProvider {
  return {
    name: BUILTIN_PROVIDER_NAME,
    async startPayment(tx, request) {
      const paymentId = createRandomId(16);
      const url = `${publicUrl}/pay/${paymentId}`;
      await tx.insert(payments).values({
        id: paymentId,
        orderId: request.orderId,
        provider: BUILTIN_PROVIDER_NAME,
        amount: request.amount,
        url,
      });
      return { paymentId, url };
    },
    async refund() {
      // No money moved on the built-in page: there is nothing to give back at a gateway, and the
      // caller marks the payment refunded (due-refunds.ts).
    },
  };
}

export type TPaymentPageData = {
  paymentId: string;
  status: (typeof payments.$inferSelect)['status'];
  amount: number;
  orderId: number;
  /** The public order reference the page shows (ADR 0255). */
  reference: string;
  orderKind: 'booking' | 'giftcard';
  lang: 'da' | 'en';
};

export async function findPaymentPage(
  db: TDatabase,
  paymentId: string,
): Promise<TPaymentPageData | undefined> {
  const rows = await db
    .select({
      paymentId: payments.id,
      status: payments.status,
      amount: payments.amount,
      orderId: orders.id,
      reference: orders.reference,
      orderKind: orders.kind,
      lang: orders.lang,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    // Only the built-in gateway's payments have this page; another gateway's are paid there.
    .where(and(eq(payments.id, paymentId), eq(payments.provider, BUILTIN_PROVIDER_NAME)));
  return rows[0];
}
