import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { orders } from '../../db/schema-booking.ts';
import { HttpError, notFound, parseRequestPart } from '../../lib/http-errors.ts';
import { getReturnPath } from '../../services/orders/return-path.ts';
import { BUILTIN_PROVIDER_NAME, findPaymentPage } from '../../services/payments/builtin-provider.ts';
import {
  isSignatureValid,
  signPayload,
  SIGNATURE_HEADER,
  ZPaymentCallback,
} from '../../services/payments/payment-provider.ts';
import { settlePayment } from '../../services/payments/settle-payment.ts';
import { registerGatewayRoutes } from './gateway.ts';
import { renderPaymentPage } from './page.ts';

const ZPaymentParams = z.object({
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'Unknown payment'),
});
const ZCompleteForm = z.object({ action: z.enum(['pay', 'decline']) });

/** The hosted page's strict policy: no script at all, its own inline style, the site's icon, forms to itself only. */
const PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The built-in gateway (docs/design.md "Payment"): the hosted page `/pay/{paymentId}` with Pay and Decline,
 * the gateway's side that signs and sends the callback, and our callback `POST /pay/callback`,
 * which trusts only a valid signature (no CSRF token: a gateway has none).
 */
export default function payRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config, db } = app;
  const deps = app.orderDeps;
  const secret = config.PAYMENT_SECRET;
  // With a real gateway configured, the page that pays without money must not answer (ADR 0202).
  const assertBuiltin = () => {
    if (deps.provider.name !== BUILTIN_PROVIDER_NAME) throw notFound('Unknown payment.');
  };

  // Scoped to these routes: the page posts a form, and the callback's signature covers the raw body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) => {
    try {
      const raw = String(body);
      parsed(null, { raw, json: JSON.parse(raw) as unknown });
    } catch {
      parsed(new HttpError(400, 'bad_request', 'Invalid JSON body'), undefined);
    }
  });

  async function returnPathOf(orderId: number): Promise<string> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('Unknown order.');
    return `${deps.publicUrl}${await getReturnPath(db, order)}`;
  }

  app.get('/pay/:paymentId', async (request, reply) => {
    assertBuiltin();
    const { paymentId } = parseRequestPart(ZPaymentParams, request.params);
    const payment = await findPaymentPage(db, paymentId);
    if (!payment) throw notFound('Unknown payment.');
    const continuePath = payment.status === 'pending' ? null : await returnPathOf(payment.orderId);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .send(renderPaymentPage(payment, continuePath));
  });

  /** The gateway's side of the page: sign the outcome, call our callback as a gateway would, send the visitor back. */
  app.post('/pay/:paymentId/complete', async (request, reply) => {
    assertBuiltin();
    const { paymentId } = parseRequestPart(ZPaymentParams, request.params);
    const { action } = parseRequestPart(ZCompleteForm, request.body);
    const payment = await findPaymentPage(db, paymentId);
    if (!payment) throw notFound('Unknown payment.');
    if (payment.status === 'pending') {
      const body = JSON.stringify({
        payment_id: paymentId,
        status: action === 'pay' ? 'paid' : 'declined',
        amount: payment.amount,
      });
      const answer = await app.inject({
        method: 'POST',
        url: '/pay/callback',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body) },
        payload: body,
      });
      if (answer.statusCode !== 200)
        throw new HttpError(502, 'gateway_error', 'The payment could not be completed.');
    }
    return reply.redirect(await returnPathOf(payment.orderId), 303);
  });

  app.post('/pay/callback', async (request) => {
    assertBuiltin();
    const { raw, json } = (request.body ?? {}) as { raw?: string; json?: unknown };
    const signature = request.headers[SIGNATURE_HEADER];
    if (
      typeof raw !== 'string' ||
      !isSignatureValid(secret, raw, Array.isArray(signature) ? signature[0] : signature)
    ) {
      throw new HttpError(403, 'signature', 'Invalid payment signature.');
    }
    const callback = parseRequestPart(ZPaymentCallback, json);
    const outcome = await settlePayment(deps, callback, clock.now(), request.log);
    return {
      applied: outcome.isApplied,
      payment_status: outcome.paymentStatus,
      order_status: outcome.orderStatus,
    };
  });

  registerGatewayRoutes(app, deps, clock);

  done();
}
