import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HOLD_COOKIE_NAME,
  ZBookingCalculateRequest,
  ZBookingCalculateResponse,
  ZBookingGiftcodeDeleteParams,
  ZBookingGiftcodeDeleteQuery,
  ZBookingGiftcodeDeleteResponse,
  ZBookingGiftcodeRequest,
  ZBookingGiftcodeResponse,
  ZBookingGuestRequest,
  ZBookingGuestResponse,
  ZBookingHoldRequest,
  ZBookingHoldResponse,
  ZBookingHoldState,
  ZBookingHoldStateParams,
  ZBookingParams,
  ZBookingPaymentRequest,
  ZBookingPaymentResponse,
  type TBookingOrder,
} from '@tredjedel/domain';
import type { z } from 'zod';

import { notFound, parseRequestPart } from '../../../../lib/http-errors.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { calculateBooking } from '../../../../services/booking/calculate.ts';
import {
  attachGiftcode,
  getHoldState,
  removeGiftcode,
  updateGuest,
} from '../../../../services/booking/guest-service.ts';
import { secureCookieOption } from '../../../../lib/https.ts';
import { holdTable, isNewHoldRequest } from '../../../../services/booking/holds-service.ts';
import { startBookingPayment } from '../../../../services/orders/start-booking-payment.ts';
import {
  createRateLimitCounter,
  createRateLimitHook,
  rateLimitKey,
} from '../../../../services/rate-limit.ts';
import {
  clearHoldCookie,
  countGiftcodes,
  giftcodeRateRule,
  parseBody,
  requireCsrf,
  setHoldCookie,
} from './route-helpers.ts';
import { getVisitor } from './visitor-session.ts';

const MINUTE = 60_000;

/** A state-changing call on `/booking/:id`: CSRF header, the product id, a JSON body. */
function changing(body: z.ZodType, response: z.ZodType) {
  return {
    headers: CSRF_HEADERS,
    params: ZBookingParams,
    body,
    response: { 200: response, ...ERROR_RESPONSES },
  };
}

/** What each route takes and answers, for the OpenAPI document only (ADR 0245): handlers parse. */
const SCHEMA = {
  hold: changing(ZBookingHoldRequest, ZBookingHoldResponse),
  calculate: changing(ZBookingCalculateRequest, ZBookingCalculateResponse),
  guest: changing(ZBookingGuestRequest, ZBookingGuestResponse),
  giftcode: changing(ZBookingGiftcodeRequest, ZBookingGiftcodeResponse),
  giftcodeDelete: {
    headers: CSRF_HEADERS,
    params: ZBookingGiftcodeDeleteParams,
    querystring: ZBookingGiftcodeDeleteQuery,
    response: { 200: ZBookingGiftcodeDeleteResponse, ...ERROR_RESPONSES },
  },
  currentHold: { params: ZBookingParams, response: { 200: ZBookingHoldState, ...ERROR_RESPONSES } },
  holdState: { params: ZBookingHoldStateParams, response: { 200: ZBookingHoldState, ...ERROR_RESPONSES } },
  payment: changing(ZBookingPaymentRequest, ZBookingPaymentResponse),
};

/**
 * The booking calls of docs/product/spec.md §7 and docs/product/readings.md (hold, calculate, guest, gift codes, hold
 * read-back, payment). Every state-changing call needs the page's CSRF token; holds, gift-code
 * checks and payments are rate-limited per client. A hold answers only to the visitor session
 * that made it (ADR 0205): anyone else gets the 404 of an unknown hold.
 */
export default function bookingRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config } = app;
  const deps = app.orderDeps;
  const csrf = requireCsrf(app);
  const store = app.rateLimits;
  // One gift-code limit for every check, wherever it happens (ADR 0203): each code counts.
  const giftcodeRule = giftcodeRateRule(config);
  const giftcodeLimit = createRateLimitHook(store, clock, giftcodeRule);
  const countGiftcodeChecks = createRateLimitCounter(store, clock, giftcodeRule);
  const holdRule = { name: 'hold', max: config.RATE_LIMIT_HOLD_PER_MINUTE, windowMs: MINUTE };
  const countHolds = createRateLimitCounter(store, clock, holdRule);
  const paymentLimit = createRateLimitHook(store, clock, {
    name: 'payment',
    max: config.RATE_LIMIT_PAYMENT_PER_MINUTE,
    windowMs: MINUTE,
  });
  const isSecure = secureCookieOption(config.PUBLIC_URL);

  function withHoldCookie(reply: FastifyReply, order: Pick<TBookingOrder, 'hold_id' | 'expire_at'>) {
    setHoldCookie(reply, order.hold_id, order.expire_at, clock.now(), isSecure);
  }

  /** The body's hold_id, else the hold cookie (the server reads the same cookie, docs/product/readings.md). */
  function withCookieHoldId(request: FastifyRequest): unknown {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const cookie = request.cookies[HOLD_COOKIE_NAME];
    return body.hold_id === undefined || body.hold_id === null || body.hold_id === ''
      ? { ...body, ...(cookie ? { hold_id: cookie } : {}) }
      : body;
  }

  /**
   * Every hold request counts once against the hold rate limit, and a client over it gets the 429
   * before any other refusal (ADR 0203). With the database as the store, a new hold is counted by
   * its own statement (one round trip, ADR 0201); any other request, or one refused before that
   * statement ran, is counted apart, once.
   */
  app.post('/booking/:id/hold', { onRequest: csrf, schema: SCHEMA.hold }, async (request, reply) => {
    let isCounted = false;
    const countOnce = async () => {
      if (isCounted) return;
      isCounted = true;
      await countHolds(request, 1);
    };
    try {
      const { id } = parseRequestPart(ZBookingParams, request.params);
      const body = parseBody(ZBookingHoldRequest, withCookieHoldId(request));
      const visitor = getVisitor(request, reply, isSecure);
      const rate =
        store.isDatabase && isNewHoldRequest(body)
          ? { ...holdRule, key: rateLimitKey(holdRule, request), onCounted: () => (isCounted = true) }
          : null;
      if (!rate) await countOnce();
      const { order } = await holdTable(deps, id, body, visitor, clock.now(), rate);
      withHoldCookie(reply, order);
      return order;
    } catch (error) {
      await countOnce();
      throw error;
    }
  });

  app.post(
    '/booking/:id/calculate',
    { onRequest: csrf, schema: SCHEMA.calculate },
    async (request, reply) => {
      const { id } = parseRequestPart(ZBookingParams, request.params);
      const body = parseBody(ZBookingCalculateRequest, request.body);
      await countGiftcodeChecks(request, countGiftcodes(body.giftcodes));
      return calculateBooking(deps, id, body, getVisitor(request, reply, isSecure), clock.now());
    },
  );

  app.post('/booking/:id/guest', { onRequest: csrf, schema: SCHEMA.guest }, async (request, reply) => {
    const { id } = parseRequestPart(ZBookingParams, request.params);
    const body = parseBody(ZBookingGuestRequest, withCookieHoldId(request));
    await countGiftcodeChecks(request, countGiftcodes(body.giftcodes));
    const order = await updateGuest(deps, id, body, getVisitor(request, reply, isSecure), clock.now());
    withHoldCookie(reply, order);
    return order;
  });

  app.post(
    '/booking/:id/giftcode',
    { onRequest: csrf, preHandler: giftcodeLimit, schema: SCHEMA.giftcode },
    async (request, reply) => {
      const { id } = parseRequestPart(ZBookingParams, request.params);
      const body = parseBody(ZBookingGiftcodeRequest, withCookieHoldId(request));
      const order = await attachGiftcode(deps, id, body, getVisitor(request, reply, isSecure), clock.now());
      withHoldCookie(reply, order);
      return order;
    },
  );

  app.delete(
    '/booking/:id/giftcode/:code',
    { onRequest: csrf, schema: SCHEMA.giftcodeDelete },
    async (request, reply) => {
      const { id, code } = parseRequestPart(ZBookingGiftcodeDeleteParams, request.params);
      const query = parseRequestPart(ZBookingGiftcodeDeleteQuery, request.query);
      return removeGiftcode(deps, id, query.hold_id, code, getVisitor(request, reply, isSecure), clock.now());
    },
  );

  /**
   * The visitor's current hold at this product, from the HttpOnly hold cookie the page cannot read
   * (ADR 0205): how the booking page restores itself after a reload or a declined payment. No hold
   * (none, lapsed, paid, or not theirs): 404, and the cookie is cleared.
   */
  app.get('/booking/:id/hold', { schema: SCHEMA.currentHold }, async (request, reply) => {
    const { id } = parseRequestPart(ZBookingParams, request.params);
    // Personal details: never stored by shared caches.
    void reply.header('cache-control', 'no-store');
    const holdId = request.cookies[HOLD_COOKIE_NAME];
    try {
      if (!holdId) throw notFound('No hold to restore.');
      return await getHoldState(deps, id, holdId, getVisitor(request, reply, isSecure), clock.now());
    } catch (error) {
      if (holdId) clearHoldCookie(reply, isSecure);
      throw error;
    }
  });

  app.get('/booking/:id/hold/:hold_id', { schema: SCHEMA.holdState }, async (request, reply) => {
    const { id, hold_id: holdId } = parseRequestPart(ZBookingHoldStateParams, request.params);
    void reply.header('cache-control', 'no-store');
    return getHoldState(deps, id, holdId, getVisitor(request, reply, isSecure), clock.now());
  });

  app.post(
    '/booking/:id/payment',
    { onRequest: csrf, preHandler: paymentLimit, schema: SCHEMA.payment },
    async (request, reply) => {
      const { id } = parseRequestPart(ZBookingParams, request.params);
      const body = parseBody(ZBookingPaymentRequest, withCookieHoldId(request));
      const { isConfirmed, ...answer } = await startBookingPayment(
        deps,
        id,
        body,
        getVisitor(request, reply, isSecure),
        clock.now(),
        request.log,
      );
      if (isConfirmed) {
        clearHoldCookie(reply, isSecure);
        deps.mailer
          .deliverPending()
          .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
      } else {
        withHoldCookie(reply, answer.order);
      }
      return answer;
    },
  );

  done();
}
