import { createHmac } from 'node:crypto';

import { z } from 'zod';

import type { TDatabase } from '../../db/database.ts';
import { isSameSecret } from '../../lib/same-secret.ts';

/** What we ask a gateway to charge. */
type TPaymentRequest = {
  orderId: number;
  /** Øre, DKK. */
  amount: number;
  lang: 'da' | 'en';
  /** The reference shown to the payer (the order number). */
  reference: string;
};

/**
 * Money to give back: all of a paid payment, when its order could not be confirmed or was cancelled.
 *
 * @internal Exported for the tests that use it directly (test/routes/api/v4/orders/cancel-booking.test.ts).
 */
export type TRefundRequest = { paymentId: string; amount: number };

/** A started payment: its id at the gateway and where to send the visitor to pay. */
type TStartedPayment = { paymentId: string; url: string };

/**
 * A payment gateway. `startPayment` runs inside the order's transaction (the built-in provider writes its
 * payment row there); a real gateway (QuickPay, Nets Easy, Stripe) would call out and store its id.
 * Its callback reaches `POST /pay/callback` signed, and the result is the same
 * {@link TPaymentCallback}.
 */
export type TPaymentProvider = {
  readonly name: string;
  startPayment(tx: TDatabase, request: TPaymentRequest): Promise<TStartedPayment>;
  /**
   * Gives a paid amount back at the gateway; throws if the gateway refuses or cannot be reached.
   * Called outside any transaction, after the one that decided the refund committed, and maybe
   * more than once for one payment (a retry after a crash): the gateway must then refund once
   * (Stripe's idempotency key). The payment row is the caller's (due-refunds.ts, ADR 0202).
   */
  refund(request: TRefundRequest): Promise<void>;
  /**
   * Gateways that notify us themselves (ADR 0202): verifies one notification on its raw body and
   * maps it to a callback, or to null for an event that says nothing final about a payment.
   * Throws {@link WebhookSignatureError} when the signature does not hold.
   */
  readWebhook?(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): TPaymentCallback | null;
  /** The visitor is back from the hosted page: the gateway's verdict now (null: not final yet). */
  fetchOutcome?(paymentId: string): Promise<TPaymentCallback | null>;
  /** The visitor left the hosted page: close it so it can no longer be paid, and give the verdict. */
  cancel?(paymentId: string): Promise<TPaymentCallback | null>;
};

/** A notification whose signature does not hold: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The body a gateway posts to our callback. */
export const ZPaymentCallback = z.object({
  payment_id: z.string().min(1).max(100),
  status: z.enum(['paid', 'declined']),
  amount: z.number().int().min(0),
  /** ISO 4217, any case; absent means DKK (the built-in gateway charges nothing else). */
  currency: z.string().length(3).optional(),
});
export type TPaymentCallback = z.infer<typeof ZPaymentCallback>;

export const SIGNATURE_HEADER = 'x-payment-signature';

/** HMAC-SHA256 of the raw body, hex, as gateways sign their callbacks. */
export function signPayload(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function isSignatureValid(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return isSameSecret(Buffer.from(signPayload(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}
