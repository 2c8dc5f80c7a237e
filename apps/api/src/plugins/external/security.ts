import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(fastifyHelmet, {
      // The server-rendered pages inline their preloaded data and hydration script; a nonce-based
      // CSP belongs with the web app's render entry, so helmet keeps its other headers only.
      contentSecurityPolicy: false,
      // Generated images are loaded by the page from the same origin only; allow it explicitly.
      crossOriginResourcePolicy: { policy: 'same-origin' },
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
