import type { FastifyInstance } from 'fastify';
import { ZGiftcardPaymentRequest, ZGiftcardPaymentResponse } from '@tredjedel/domain';

import { secureCookieOption } from '../../../../lib/https.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { startGiftcardPayment } from '../../../../services/orders/start-giftcard-payment.ts';
import { createRateLimitHook } from '../../../../services/rate-limit.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';
import { getVisitor } from '../booking/visitor-session.ts';

/** For the OpenAPI document only (ADR 0245): the handler parses the body. */
const SCHEMA = {
  headers: CSRF_HEADERS,
  body: ZGiftcardPaymentRequest,
  response: { 200: ZGiftcardPaymentResponse, ...ERROR_RESPONSES },
};

/** `POST giftcard/payment` (docs/product/spec.md §7): a gift-card order and the link to pay it. */
export default function giftcardRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config } = app;
  const deps = app.orderDeps;
  const paymentLimit = createRateLimitHook(app.rateLimits, clock, {
    name: 'payment',
    max: config.RATE_LIMIT_PAYMENT_PER_MINUTE,
    windowMs: 60_000,
  });

  app.post(
    '/giftcard/payment',
    { onRequest: requireCsrf(app), preHandler: paymentLimit, schema: SCHEMA },
    async (request, reply) => {
      const body = parseBody(ZGiftcardPaymentRequest, request.body);
      const visitor = getVisitor(request, reply, secureCookieOption(config.PUBLIC_URL));
      return startGiftcardPayment(deps, body, visitor, clock.now());
    },
  );

  done();
}
