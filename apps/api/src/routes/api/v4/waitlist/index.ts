import type { FastifyInstance } from 'fastify';
import {
  ZBookingParams,
  ZWaitlistRequest,
  ZWaitlistResponse,
  type TWaitlistResponse,
} from '@tredjedel/domain';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import { createRateLimitHook } from '../../../../services/rate-limit.ts';
import { joinWaitlist } from '../../../../services/waitlist/join-waitlist.ts';
import { waitlistOptOutSecretOf } from '../../../../services/waitlist/opt-out-link.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';

const HOUR = 60 * 60_000;

/** For the OpenAPI document only (ADR 0245): the handler parses. */
const SCHEMA = {
  headers: CSRF_HEADERS,
  params: ZBookingParams,
  body: ZWaitlistRequest,
  response: { 200: ZWaitlistResponse, ...ERROR_RESPONSES },
};

/**
 * `POST booking/{id}/waitlist` (docs/decisions/0415-waitlist-for-a-sold-out-time.md): "tell me if a
 * table frees up" for a sold-out or held time of today. CSRF like every state-changing call, and
 * limited per client address and hour; a bad address, a missing consent or an unknown or passed
 * time is a 422 with the field's error key, a time the party can book now a 409.
 */
export default function waitlistRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config } = app;
  const joinDeps = {
    db: app.db,
    inventory: app.inventory,
    mailer: app.orderDeps.mailer,
    publicUrl: config.PUBLIC_URL,
    optOutSecret: waitlistOptOutSecretOf(config),
  };
  const waitlistLimit = createRateLimitHook(app.rateLimits, clock, {
    name: 'waitlist',
    max: config.RATE_LIMIT_WAITLIST_PER_HOUR,
    windowMs: HOUR,
  });

  app.post(
    '/booking/:id/waitlist',
    { onRequest: requireCsrf(app), preHandler: waitlistLimit, schema: SCHEMA },
    async (request): Promise<TWaitlistResponse> => {
      const { id } = parseRequestPart(ZBookingParams, request.params);
      const body = parseBody(ZWaitlistRequest, request.body);
      return joinWaitlist(joinDeps, {
        productId: id,
        request: body,
        clientAddress: request.ip,
        now: clock.now(),
      });
    },
  );

  done();
}
