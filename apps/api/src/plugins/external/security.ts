import type { IncomingMessage, ServerResponse } from 'node:http';

import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: HelmetOptions = {
  // The server-rendered pages inline their preloaded data and hydration script; a nonce-based
  // CSP belongs with the web app's render entry (ADR 0006), so helmet keeps its other headers only.
  contentSecurityPolicy: false,
  // Generated images are loaded by the page from the same origin only; allow it explicitly.
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * helmet's headers depend on its options only, so they are computed once, by running its
 * middleware against a recording response, and then copied onto every reply. @fastify/helmet
 * rebuilds the middleware on every request, which cost a third of the API's throughput
 * (docs/decisions/0102-security-headers-computed-once.md).
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return headers;
}

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const securityHeaders = computeSecurityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    await app.register(fastifyCookie);
    // Cookie-based double-submit tokens: the page carries the token, the cookie holds the secret.
    await app.register(fastifyCsrf, {
      cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, signed: false },
      getToken: (request) => {
        const header = request.headers['x-csrf-token'];
        return Array.isArray(header) ? header[0] : header;
      },
    });
    // Opt-in per route: state-changing calls (issue 5) set `config.rateLimit`; reads stay unlimited.
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'rate_limited',
        message: `Too many requests; try again in ${context.after}.`,
      }),
    });
  },
  { name: 'security' },
);
