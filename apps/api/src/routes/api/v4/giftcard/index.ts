import type { FastifyInstance } from 'fastify';
import {
  validateGiftcardBalanceCheck,
  ZGiftcardBalanceRequest,
  ZGiftcardBalanceResponse,
  ZGiftcardPaymentRequest,
  ZGiftcardPaymentResponse,
} from '@tredjedel/domain';

import { secureCookieOption } from '../../../../lib/https.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { checkGiftcardBalance } from '../../../../services/gift-cards/check-giftcard-balance.ts';
import { assertValid } from '../../../../services/booking/booking-errors.ts';
import { startGiftcardPayment } from '../../../../services/orders/start-giftcard-payment.ts';
import { createRateLimitCounter, createRateLimitHook } from '../../../../services/rate-limit.ts';
import { countGiftcodes, giftcodeRateRule, parseBody, requireCsrf } from '../booking/route-helpers.ts';
import { getVisitor } from '../booking/visitor-session.ts';

/** For the OpenAPI document only (ADR 0245): the handlers parse the bodies. */
const SCHEMA = {
  payment: {
    headers: CSRF_HEADERS,
    body: ZGiftcardPaymentRequest,
    response: { 200: ZGiftcardPaymentResponse, ...ERROR_RESPONSES },
  },
  balance: {
    headers: CSRF_HEADERS,
    body: ZGiftcardBalanceRequest,
    response: { 200: ZGiftcardBalanceResponse, ...ERROR_RESPONSES },
  },
};

/**
 * `POST giftcard/payment` (docs/product/spec.md §7): a gift-card order and the link to pay it;
 * `POST giftcard/balance`: what a code can still pay, for the public balance page.
 */
export default function giftcardRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config, db } = app;
  const deps = app.orderDeps;
  const paymentLimit = createRateLimitHook(app.rateLimits, clock, {
    name: 'payment',
    max: config.RATE_LIMIT_PAYMENT_PER_MINUTE,
    windowMs: 60_000,
  });
  const countGiftcodeChecks = createRateLimitCounter(app.rateLimits, clock, giftcodeRateRule(config));

  app.post(
    '/giftcard/payment',
    { onRequest: requireCsrf(app), preHandler: paymentLimit, schema: SCHEMA.payment },
    async (request, reply) => {
      const body = parseBody(ZGiftcardPaymentRequest, request.body);
      const visitor = getVisitor(request, reply, secureCookieOption(config.PUBLIC_URL));
      return startGiftcardPayment(deps, body, visitor, clock.now());
    },
  );

  app.post(
    '/giftcard/balance',
    { onRequest: requireCsrf(app), schema: SCHEMA.balance },
    async (request, reply) => {
      const body = parseBody(ZGiftcardBalanceRequest, request.body);
      assertValid(validateGiftcardBalanceCheck(body));
      // Counted like every code checked anywhere (ADR 0203), before the code is looked up.
      await countGiftcodeChecks(request, countGiftcodes([body.code]));
      void reply.header('cache-control', 'no-store');
      return checkGiftcardBalance(db, body.code, clock.now());
    },
  );

  done();
}
