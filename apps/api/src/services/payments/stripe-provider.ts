import { formatMoney } from '@tredjedel/domain';
import type Stripe from 'stripe';

import { payments } from '../../db/schema-booking.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { loadOnUse } from '../../lib/load-on-use.ts';
import { gatewayReturnUrl, loadCheckoutOrder, type TCheckoutOrder } from './checkout-order.ts';
import { WebhookSignatureError, type TPaymentCallback, type TPaymentProvider } from './payment-provider.ts';

const STRIPE_PROVIDER_NAME = 'stripe';

const loadStripe = loadOnUse<typeof Stripe>('stripe');

/**
 * Stripe refuses an `expires_at` under 30 minutes from the session's creation; a minute more keeps
 * clear of the clocks' difference. A booking's hold (15 minutes) ends first: a payment made after
 * it goes through the lapsed-hold path of ADR 0202 (table checked again, else refunded). ADR 0202.
 */
const STRIPE_MIN_SESSION_MS = 31 * 60_000;
const STRIPE_MAX_SESSION_MS = 23 * 60 * 60_000;

export type TStripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Origin the visitor comes back to (PUBLIC_URL). */
  publicUrl: string;
  /** stripe-mock or a test stand-in instead of api.stripe.com. */
  apiBase?: string | undefined;
  /** Wall-clock milliseconds; Stripe judges `expires_at` by its own clock, not the app's. */
  wallClock?: () => number;
  /** Where Stripe's refusals are logged (the answer to the visitor says only that it failed). */
  onError?: (error: unknown, message: string) => void;
};

/** The SDK client, pointed at `apiBase` when given (host, port and protocol options). */
function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  const StripeClient = loadStripe();
  return new StripeClient(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * Checkout line items. Stripe's lines cannot be negative, so an order paid partly with gift codes
 * becomes one line for the order with the breakdown in its description (ADR 0202); without codes
 * each menu, the fee and the cards are lines of their own. Prices include VAT.
 */
function toStripeLineItems(order: TCheckoutOrder, reference: string) {
  const price = (name: string, unitAmount: number, description?: string) => ({
    currency: 'dkk',
    unit_amount: unitAmount,
    tax_behavior: 'inclusive' as const,
    product_data: { name, ...(description ? { description } : {}) },
  });
  if (order.deductions.length === 0) {
    return order.lines.map((line) => ({
      price_data: price(line.title, line.unitAmount),
      quantity: line.quantity,
    }));
  }
  const kr = (ore: number) => formatMoney(ore, order.lang);
  const parts = [
    ...order.lines.map((line) =>
      line.quantity === 1
        ? `${line.title} ${kr(line.unitAmount)}`
        : `${line.quantity} × ${line.title} ${kr(line.unitAmount)}`,
    ),
    ...order.deductions.map((deduction) => `${deduction.title} −${kr(deduction.amount)}`),
  ];
  const name = order.lang === 'da' ? `Ordre ${reference}` : `Order ${reference}`;
  return [{ price_data: price(name, order.total, parts.join(' · ')), quantity: 1 }];
}

/** A Checkout Session's state as the callback every gateway maps to (null: not final yet). */
function sessionOutcome(session: Stripe.Checkout.Session, eventType?: string): TPaymentCallback | null {
  const base = {
    payment_id: session.id,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'dkk',
  };
  switch (eventType ?? session.status) {
    case 'checkout.session.completed':
    case 'complete':
      // Card payments are paid at completion; slower methods finish with an async_payment event.
      return session.payment_status === 'paid' ? { ...base, status: 'paid' } : null;
    case 'checkout.session.async_payment_succeeded':
      return { ...base, status: 'paid' };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
    case 'expired':
      return { ...base, status: 'declined' };
    default:
      return null;
  }
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Stripe Checkout (ADR 0202): `start` creates a Checkout Session for the order and keeps its id
 * as the payment's id; Stripe's webhook and the visitor's return both end in the same idempotent
 * callback as the built-in gateway; refunds go through Stripe's refunds call.
 */
export function createStripeProvider(options: TStripeProviderOptions): TPaymentProvider {
  const stripe = createStripeClient(options.secretKey, options.apiBase);
  const wallClock = options.wallClock ?? Date.now;
  return {
    name: STRIPE_PROVIDER_NAME,
    async startPayment(tx, request) {
      const order = await loadCheckoutOrder(tx, request.orderId);
      const lineItems = toStripeLineItems(order, request.reference);
      const sum = lineItems.reduce((total, item) => total + item.price_data.unit_amount * item.quantity, 0);
      if (sum !== request.amount || order.total !== request.amount)
        throw new Error(`order ${order.orderId}: line items ${sum} øre, payment ${request.amount} øre`);
      const lifetime = Math.min(
        Math.max(STRIPE_MIN_SESSION_MS, order.holdRemainingMs ?? 0),
        STRIPE_MAX_SESSION_MS,
      );
      const metadata = {
        order_id: String(order.orderId),
        order_reference: request.reference,
        order_kind: order.kind,
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: lineItems,
            currency: 'dkk',
            client_reference_id: request.reference,
            metadata,
            payment_intent_data: {
              metadata,
              description: `Tredjedel ${order.lang === 'da' ? 'ordre' : 'order'} ${request.reference}`,
            },
            customer_email: order.email,
            locale: request.lang,
            success_url: gatewayReturnUrl(options.publicUrl, order, 'done'),
            cancel_url: gatewayReturnUrl(options.publicUrl, order, 'cancel'),
            expires_at: Math.floor((wallClock() + lifetime) / 1000),
          },
          // One Checkout Session per order, even when the call is sent twice (ADR 0202); the
          // order's random token keeps the key apart from other shops on the same account.
          { idempotencyKey: `checkout-${order.orderId}-${order.token}` },
        );
      } catch (error) {
        // Rolls the order back: nothing is reserved for a payment that could not start.
        options.onError?.(error, 'checkout session not created');
        throw new HttpError(502, 'gateway_error', 'The payment could not be started. Please try again.');
      }
      if (!session.url) throw new HttpError(502, 'gateway_error', 'The payment could not be started.');
      await tx.insert(payments).values({
        id: session.id,
        orderId: order.orderId,
        provider: STRIPE_PROVIDER_NAME,
        amount: request.amount,
        url: session.url,
      });
      return { paymentId: session.id, url: session.url };
    },
    async refund(request) {
      // Throws when Stripe refuses: the refund stays due and is asked again later (ADR 0202).
      try {
        const session = await stripe.checkout.sessions.retrieve(request.paymentId);
        const paymentIntent =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!paymentIntent) throw new Error(`payment ${request.paymentId} has no PaymentIntent to refund`);
        await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amount,
            metadata: { payment_id: request.paymentId },
          },
          { idempotencyKey: `refund-${request.paymentId}-${request.amount}` },
        );
      } catch (error) {
        options.onError?.(error, 'refund not made; it stays due and is asked again later');
        throw new HttpError(502, 'gateway_error', 'The refund could not be made; retry later.');
      }
    },
    readWebhook(rawBody, headers) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headerValue(headers['stripe-signature']),
          options.webhookSecret,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
      }
      if (!event.type.startsWith('checkout.session.')) return null;
      return sessionOutcome(event.data.object as Stripe.Checkout.Session, event.type);
    },
    async fetchOutcome(paymentId) {
      return sessionOutcome(await stripe.checkout.sessions.retrieve(paymentId));
    },
    async cancel(paymentId) {
      try {
        return sessionOutcome(await stripe.checkout.sessions.expire(paymentId));
      } catch (error) {
        // Only open sessions can be expired: it was paid or expired meanwhile, so ask what it is.
        if (!(error instanceof loadStripe().errors.StripeInvalidRequestError)) throw error;
        return sessionOutcome(await stripe.checkout.sessions.retrieve(paymentId));
      }
    },
  };
}
