import { ZCsrfTokenResponse, type TCsrfTokenResponse } from '@tredjedel/domain';
import type { FastifyInstance } from 'fastify';

import { ERROR_RESPONSES } from '../../openapi.ts';

/** For the OpenAPI document only (ADR 0245). */
const SCHEMA = { response: { 200: ZCsrfTokenResponse, ...ERROR_RESPONSES } };

/**
 * `GET csrf-token`: the token for X-CSRF-TOKEN, with the secret cookie it is checked against
 * (double submit, ADR 0006). Pages shared by every visitor carry no token, so the browser asks here
 * before its first state-changing call. Never stored: the token belongs to one visitor.
 */
export default function csrfRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.get('/csrf-token', { schema: SCHEMA }, async (_request, reply): Promise<TCsrfTokenResponse> => {
    reply.header('cache-control', 'no-store');
    return { token: reply.generateCsrf() };
  });
  done();
}
