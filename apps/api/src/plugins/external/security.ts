import type { IncomingMessage, ServerResponse } from 'node:http';

import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@tredjedel/domain';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

import { isHttpsSite, secureCookieOption } from '../../lib/https.ts';

/** @internal Exported for the tests that use it directly (test/plugins/response-headers.test.ts). */
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
 * (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
 *
 * @internal Exported for the tests that use it directly (test/plugins/response-headers.test.ts).
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

const HSTS_HEADER = 'strict-transport-security';

type TSecurityOptions = { publicUrl: string };

export default fp<TSecurityOptions>(
  async function securityPlugin(app: FastifyInstance, { publicUrl }) {
    const withHsts = computeSecurityHeaders();
    // HSTS only where the site is served over https (lib/https.ts): plain http never gets it.
    const withoutHsts = Object.fromEntries(Object.entries(withHsts).filter(([name]) => name !== HSTS_HEADER));
    const alwaysHttps = isHttpsSite(publicUrl);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(alwaysHttps || request.protocol === 'https' ? withHsts : withoutHsts);
      done();
    });
    await app.register(fastifyCookie);
    // Cookie-based double-submit tokens: the page carries the token, the cookie holds the secret.
    await app.register(fastifyCsrf, {
      cookieOpts: {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        signed: false,
        secure: secureCookieOption(publicUrl),
      },
      // A refused token is a visitor's stale page or a scan, not the server's fault: at warn a
      // scan would flood the log (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
      logLevel: 'debug',
      getToken: (request) => {
        const header = request.headers[CSRF_HEADER];
        return Array.isArray(header) ? header[0] : header;
      },
    });
  },
  { name: 'security' },
);
