import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HOLD_COOKIE_NAME,
  ZBookingCalculateRequest,
  ZBookingGiftcodeDeleteParams,
  ZBookingGiftcodeDeleteQuery,
  ZBookingGiftcodeRequest,
  ZBookingGuestRequest,
  ZBookingHoldRequest,
  ZBookingHoldStateParams,
  ZBookingParams,
  ZBookingPaymentRequest,
  type TBookingOrder,
} from '@tredjedel/domain';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import { calculateBooking } from '../../../../services/holds/calculate.ts';
import {
  attachGiftcode,
  getHoldState,
  removeGiftcode,
  updateGuest,
} from '../../../../services/holds/guest-service.ts';
import { createOrMoveHold } from '../../../../services/holds/holds-service.ts';
import { createOrderDeps } from '../../../../services/orders/order-deps.ts';
import { startBookingPayment } from '../../../../services/orders/orders-service.ts';
import { createRateLimitHook, createRateLimitStore } from '../../../../services/orders/rate-limit.ts';
import { parseBody, requireCsrf, setHoldCookie } from './route-helpers.ts';

const MINUTE = 60_000;

/**
 * The booking calls of spec point 7 and CLARIFICATIONS (hold, calculate, guest, gift codes, hold
 * read-back, payment). Every state-changing call needs the page's CSRF token; gift-code checks and
 * payments are rate-limited per client.
 */
export default function bookingRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config } = app;
  const deps = createOrderDeps({ db: app.db, inventory: app.inventory, config });
  const csrf = requireCsrf(app);
  const store = createRateLimitStore(app.db, config.REDIS_URL);
  app.addHook('onClose', () => store.close());
  const giftcodeLimit = createRateLimitHook(store, clock, {
    name: 'giftcode',
    max: config.RATE_LIMIT_GIFTCODE_PER_MINUTE,
    windowMs: MINUTE,
  });
  const paymentLimit = createRateLimitHook(store, clock, {
    name: 'payment',
    max: config.RATE_LIMIT_PAYMENT_PER_MINUTE,
    windowMs: MINUTE,
  });
  const isSecure = (config.PUBLIC_URL ?? '').startsWith('https://');

  function withHoldCookie(reply: FastifyReply, order: Pick<TBookingOrder, 'hold_id' | 'expire_at'>) {
    setHoldCookie(reply, order.hold_id, order.expire_at, clock.now(), isSecure);
  }

  /** The body's hold_id, else the hold cookie (the server reads the same cookie, CLARIFICATIONS). */
  function withCookieHoldId(request: FastifyRequest): unknown {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const cookie = request.cookies[HOLD_COOKIE_NAME];
    return body.hold_id === undefined || body.hold_id === null || body.hold_id === ''
      ? { ...body, ...(cookie ? { hold_id: cookie } : {}) }
      : body;
  }

  app.post('/booking/:id/hold', { onRequest: csrf }, async (request, reply) => {
    const { id } = parseRequestPart(ZBookingParams, request.params);
    const body = parseBody(ZBookingHoldRequest, withCookieHoldId(request));
    const { order } = await createOrMoveHold(deps, id, body, clock.now());
    withHoldCookie(reply, order);
    return order;
  });

  app.post('/booking/:id/calculate', { onRequest: csrf }, async (request) => {
    const { id } = parseRequestPart(ZBookingParams, request.params);
    const body = parseBody(ZBookingCalculateRequest, request.body);
    return calculateBooking(deps, id, body, clock.now());
  });

  app.post('/booking/:id/guest', { onRequest: csrf, preHandler: giftcodeLimit }, async (request, reply) => {
    const { id } = parseRequestPart(ZBookingParams, request.params);
    const body = parseBody(ZBookingGuestRequest, withCookieHoldId(request));
    const order = await updateGuest(deps, id, body, clock.now());
    withHoldCookie(reply, order);
    return order;
  });

  app.post(
    '/booking/:id/giftcode',
    { onRequest: csrf, preHandler: giftcodeLimit },
    async (request, reply) => {
      const { id } = parseRequestPart(ZBookingParams, request.params);
      const body = parseBody(ZBookingGiftcodeRequest, withCookieHoldId(request));
      const order = await attachGiftcode(deps, id, body, clock.now());
      withHoldCookie(reply, order);
      return order;
    },
  );

  app.delete('/booking/:id/giftcode/:code', { onRequest: csrf }, async (request) => {
    const { id, code } = parseRequestPart(ZBookingGiftcodeDeleteParams, request.params);
    const query = parseRequestPart(ZBookingGiftcodeDeleteQuery, request.query);
    return removeGiftcode(deps, id, query.hold_id, code, clock.now());
  });

  app.get('/booking/:id/hold/:hold_id', async (request, reply) => {
    const { id, hold_id: holdId } = parseRequestPart(ZBookingHoldStateParams, request.params);
    const state = await getHoldState(deps, id, holdId, clock.now());
    // Personal details: never stored by shared caches.
    void reply.header('cache-control', 'no-store');
    return state;
  });

  app.post('/booking/:id/payment', { onRequest: csrf, preHandler: paymentLimit }, async (request, reply) => {
    const { id } = parseRequestPart(ZBookingParams, request.params);
    const body = parseBody(ZBookingPaymentRequest, withCookieHoldId(request));
    const { isConfirmed, ...answer } = await startBookingPayment(deps, id, body, clock.now());
    if (isConfirmed) {
      deps.mailer
        .deliverPending()
        .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
    } else {
      withHoldCookie(reply, answer.order);
    }
    return answer;
  });

  done();
}
