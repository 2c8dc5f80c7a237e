import type { FastifyInstance } from 'fastify';
import { ZPartnerApplicationRequest, ZPartnerApplicationResponse } from '@tredjedel/domain';

import { applyAsPartner, partnerApplicationDeps } from '../../../../services/partners/apply-as-partner.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';

const SCHEMA = {
  tags: ['partners'],
  headers: CSRF_HEADERS,
  body: ZPartnerApplicationRequest,
  response: { 200: ZPartnerApplicationResponse, ...ERROR_RESPONSES },
};

/**
 * `POST partner-applications`: the partner page's way in (docs/decisions/0500-restaurants-console.md).
 * CSRF as every state-changing call, rate-limited per client address, a 422 naming each bad field.
 */
export default function partnerRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, orderDeps } = app;
  app.post(
    '/partner-applications',
    { onRequest: requireCsrf(app), schema: SCHEMA, config: { changesNoStock: true } },
    async (request) => {
      const body = parseBody(ZPartnerApplicationRequest, request.body);
      const answer = await applyAsPartner(partnerApplicationDeps(app), body, request.ip, clock.now());
      orderDeps.mailer
        .deliverPending()
        .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
      return answer;
    },
  );
  done();
}
