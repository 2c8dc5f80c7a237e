import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Clock } from '../lib/clock.ts';
import { HttpError, notFound, parseRequestPart } from '../lib/http-errors.ts';
import type { TCallbackOutcome } from '../services/orders/apply-payment-callback.ts';
import type { TOrderDeps } from '../services/orders/order-deps.ts';
import { findReturnAddress } from '../services/orders/return-path.ts';
import {
  isSignatureValid,
  SIGNATURE_HEADER,
  ZPaymentCallback,
  type TPaymentCallback,
} from '../services/payments/payment-provider.ts';
import { settlePayment } from '../services/payments/settle-payment.ts';
import { BUILTIN_PROVIDER_NAME, findPaymentPage } from './builtin-provider.ts';
import { renderPaymentPage } from './payment-page.ts';

const ZPaymentParams = z.object({
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'Unknown payment'),
});
const ZCompleteForm = z.object({ action: z.enum(['pay', 'decline']) });

/** The hosted page's strict policy: no script at all, its own inline style, the site's icon, forms to itself only. */
const PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The label the payments metric counts a settled verdict under (plugins/ops/metrics.ts). */
const outcomeLabel = (outcome: TCallbackOutcome): string =>
  outcome.isApplied ? outcome.paymentStatus : 'replayed';

/**
 * The built-in gateway (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md),
 * which moves no money: the hosted page `/pay/{paymentId}` with Pay and Decline, whose form settles
 * the payment directly, as a gateway's verdict, and sends the visitor back; and the signed callback
 * `POST /pay/callback`, which a gateway posting its verdict to us uses, trusting only a valid
 * signature (no CSRF token: a gateway has none). Both answer 404 while another gateway is
 * configured, since this page pays without money. Registered inside the pay routes, whose parsers
 * read the form and keep the callback's raw body.
 */
export function registerBuiltinGateway(app: FastifyInstance, deps: TOrderDeps, clock: Clock, secret: string) {
  const { db } = deps;
  const assertBuiltin = () => {
    if (deps.provider.name !== BUILTIN_PROVIDER_NAME) throw notFound('Unknown payment.');
  };

  app.get('/pay/:paymentId', async (request, reply) => {
    assertBuiltin();
    const { paymentId } = parseRequestPart(ZPaymentParams, request.params);
    const payment = await findPaymentPage(db, paymentId);
    if (!payment) throw notFound('Unknown payment.');
    const continueUrl =
      payment.status === 'pending' ? null : await findReturnAddress(db, deps.publicUrl, payment.orderId);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .send(renderPaymentPage(payment, continueUrl));
  });

  /** Pay or Decline: the verdict settled as any gateway's is, then the visitor sent back. */
  app.post('/pay/:paymentId/complete', async (request, reply) => {
    assertBuiltin();
    const { paymentId } = parseRequestPart(ZPaymentParams, request.params);
    const { action } = parseRequestPart(ZCompleteForm, request.body);
    const payment = await findPaymentPage(db, paymentId);
    if (!payment) throw notFound('Unknown payment.');
    if (payment.status === 'pending') {
      const verdict: TPaymentCallback = {
        payment_id: paymentId,
        status: action === 'pay' ? 'paid' : 'declined',
        amount: payment.amount,
      };
      try {
        request.paymentOutcome = outcomeLabel(await settlePayment(deps, verdict, clock.now(), request.log));
      } catch (error) {
        request.paymentOutcome = 'error';
        request.log.error({ err: error, paymentId }, 'built-in payment not settled');
        throw new HttpError(502, 'gateway_error', 'The payment could not be completed.');
      }
    }
    return reply.redirect(await findReturnAddress(db, deps.publicUrl, payment.orderId), 303);
  });

  app.post('/pay/callback', async (request) => {
    assertBuiltin();
    request.paymentOutcome = 'error';
    const { raw, json } = (request.body ?? {}) as { raw?: string; json?: unknown };
    const signature = request.headers[SIGNATURE_HEADER];
    if (
      typeof raw !== 'string' ||
      !isSignatureValid(secret, raw, Array.isArray(signature) ? signature[0] : signature)
    ) {
      request.paymentOutcome = 'bad_signature';
      throw new HttpError(403, 'signature', 'Invalid payment signature.');
    }
    const callback = parseRequestPart(ZPaymentCallback, json);
    const outcome = await settlePayment(deps, callback, clock.now(), request.log);
    request.paymentOutcome = outcomeLabel(outcome);
    return {
      applied: outcome.isApplied,
      payment_status: outcome.paymentStatus,
      order_status: outcome.orderStatus,
    };
  });
}
