import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound, parseRequestPart } from '../../lib/http-errors.ts';
import type { TOrderDeps } from '../../services/orders/order-deps.ts';
import { isKnownPayment, returnFromGateway } from '../../services/payments/gateway-return.ts';
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
    if (!(await isKnownPayment(db, callback.payment_id, provider.name))) {
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
    const target = await returnFromGateway(
      deps,
      address,
      token,
      cancel !== undefined,
      clock.now(),
      request.log,
    );
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
