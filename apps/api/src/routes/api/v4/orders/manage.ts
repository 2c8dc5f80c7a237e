import type { FastifyInstance } from 'fastify';
import { ZManagedBooking, ZOrderCancelRequest, ZOrderParams, ZOrderQuery } from '@tredjedel/domain';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import { cancelBooking, getManagedBooking } from '../../../../services/orders/cancel-booking.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';

/** For the OpenAPI document only (ADR 0245): handlers parse. */
const SCHEMA = {
  manage: {
    params: ZOrderParams,
    querystring: ZOrderQuery,
    response: { 200: ZManagedBooking, ...ERROR_RESPONSES },
  },
  cancel: {
    headers: CSRF_HEADERS,
    params: ZOrderParams,
    body: ZOrderCancelRequest,
    response: { 200: ZManagedBooking, ...ERROR_RESPONSES },
  },
};

/**
 * The guest's own view of a booking and its cancellation, opened by the token in the
 * confirmation e-mail's link (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export default function orderManageRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { db, clock, orderDeps: deps } = app;
  const csrf = requireCsrf(app);

  app.get('/orders/:reference/manage', { schema: SCHEMA.manage }, async (request, reply) => {
    const { reference } = parseRequestPart(ZOrderParams, request.params);
    const query = parseRequestPart(ZOrderQuery, request.query);
    void reply.header('cache-control', 'no-store');
    return getManagedBooking(db, reference, query.token, query.local, clock.now());
  });

  // Stock changes: the cache-invalidation plugin drops listings and pages after this answer.
  app.post(
    '/orders/:reference/cancel',
    { onRequest: csrf, schema: SCHEMA.cancel },
    async (request, reply) => {
      const { reference } = parseRequestPart(ZOrderParams, request.params);
      const body = parseBody(ZOrderCancelRequest, request.body);
      const answer = await cancelBooking(deps, reference, body, clock.now(), request.log);
      void reply.header('cache-control', 'no-store');
      deps.mailer
        .deliverPending()
        .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
      // The covers are back: the first in line on the waitlist hears now, not at the next round
      // (ADR 0415).
      app
        .notifyWaitlist()
        .catch((error: unknown) => request.log.warn({ err: error }, 'waitlist: check failed'));
      return answer;
    },
  );

  done();
}
