import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { orders, payments } from '../../db/schema-booking.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound, parseRequestPart } from '../../lib/http-errors.ts';
import { findLinkedOrder } from '../../services/orders/linked-order.ts';
import { bookingConfirmationPath, giftcardConfirmationPath } from '../../services/orders/links.ts';
import type { TOrderDeps } from '../../services/orders/order-deps.ts';
import { getReturnPath } from '../../services/orders/return-path.ts';
import { WebhookSignatureError } from '../../services/payments/payment-provider.ts';
import { settlePayment } from '../../services/payments/settle-payment.ts';

const ZWebhookParams = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,30}$/, 'Unknown gateway') });
/** The order's public reference; a decimal id from a payment started before the move (linked-order.ts). */
const ZReturnParams = z.object({ order: z.string().min(1).max(20) });
const ZReturnQuery = z.object({
  token: z.string().min(1).max(100),
  cancel: z.enum(['1']).optional(),
});

/**
 * A hosted gateway's two ways back to us (ADR 0202), for whichever provider is configured:
 * `POST /pay/webhook/{provider}`, trusted only through the gateway's signature over the raw body
 * (no CSRF token: a gateway has none), and `GET /pay/return/{reference}?token=…[&cancel=1]`, where
 * the visitor lands; both settle the payment through the same idempotent outcome. Registered
 * inside the pay routes, whose JSON parser keeps the raw body.
 */
export function registerGatewayRoutes(app: FastifyInstance, deps: TOrderDeps, clock: Clock): void {
  const { db, provider } = deps;

  app.post('/pay/webhook/:provider', async (request) => {
    const { provider: name } = parseRequestPart(ZWebhookParams, request.params);
    if (name !== provider.name || !provider.readWebhook) throw notFound('No webhook for this gateway.');
    const { raw } = (request.body ?? {}) as { raw?: unknown };
    if (typeof raw !== 'string')
      throw new HttpError(400, 'bad_request', 'Expected the JSON body the gateway sends.');
    let callback;
    try {
      callback = provider.readWebhook(raw, request.headers);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ gateway: name, reason: error.message }, 'payment webhook refused: bad signature');
      throw new HttpError(400, 'signature', 'Invalid webhook signature.');
    }
    if (!callback) return { received: true, applied: false };
    const [known] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, callback.payment_id), eq(payments.provider, provider.name)));
    if (!known) {
      // Another shop or environment on the same account: acknowledged, so the gateway stops retrying.
      request.log.warn(
        { gateway: name, paymentId: callback.payment_id },
        'payment webhook for an unknown payment',
      );
      return { received: true, applied: false };
    }
    const outcome = await settlePayment(deps, callback, clock.now(), request.log);
    return {
      received: true,
      applied: outcome.isApplied,
      payment_status: outcome.paymentStatus,
      order_status: outcome.orderStatus,
    };
  });

  app.get('/pay/return/:order', async (request, reply) => {
    const { order: address } = parseRequestPart(ZReturnParams, request.params);
    const { token, cancel } = parseRequestPart(ZReturnQuery, request.query);
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
        // Ask the gateway rather than wait for its webhook, which may come later or not reach us.
        const callback = cancel
          ? await provider.cancel?.(payment.id)
          : await provider.fetchOutcome?.(payment.id);
        if (callback) await settlePayment(deps, callback, clock.now(), request.log);
      } catch (error) {
        request.log.error(
          { err: error, paymentId: payment.id },
          'gateway not reached on return; its webhook will settle',
        );
      }
    }
    const now = (await find()) ?? order;
    let path: string;
    if (now.status === 'pending' && !cancel) {
      // Still being paid (a slower payment method): the confirmation page says it is not yet confirmed.
      path =
        now.kind === 'giftcard'
          ? giftcardConfirmationPath(now.lang, now.reference, now.token)
          : bookingConfirmationPath(now.lang, now.reference, now.token);
    } else path = await getReturnPath(db, now);
    return reply.header('cache-control', 'no-store').redirect(`${deps.publicUrl}${path}`, 303);
  });
}
