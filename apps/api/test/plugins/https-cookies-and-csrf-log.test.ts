import { Writable } from 'node:stream';

import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import app, { serverOptions } from '../../src/app.ts';
import { testConfig, type TConfig } from '../../src/config.ts';
import { openDatabase, type TDatabaseHandle } from '../../src/db/database.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { TEST_NOW } from '../helper.ts';

/**
 * `Secure` cookies and HSTS only where the site is served over https (src/lib/https.ts), and a
 * refused CSRF check logged below warn. Each app logs at debug into `lines`.
 */
async function buildApp(database: TDatabaseHandle, overrides: Partial<TConfig>) {
  const lines: { level: number; msg: string }[] = [];
  const config = testConfig({ LOG_LEVEL: 'debug', WEB_DIST: '/nonexistent/web-dist', ...overrides });
  const options = serverOptions(config);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      callback();
    },
  });
  const fastify = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
  // Unencapsulated, so a bare route beside it can call reply.generateCsrf() as the pages do,
  // without a web build.
  await fastify.register(fp(app), { config, clock: fixedClock(TEST_NOW), db: database.db });
  fastify.get('/test/csrf-token', (_request, reply) => ({ token: reply.generateCsrf() }));
  await fastify.ready();
  return { app: fastify, lines };
}

function csrfCookie(response: { cookies: { name: string; secure?: boolean }[] }) {
  return response.cookies.find((cookie) => cookie.name === '_csrf');
}

describe('https-only cookies and HSTS', () => {
  let database: TDatabaseHandle;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
  });
  afterAll(async () => {
    for (const item of apps) await item.close();
    await database.close();
  });

  async function appWith(overrides: Partial<TConfig>) {
    const built = await buildApp(database, overrides);
    apps.push(built.app);
    return built;
  }

  it('plain http: no HSTS and no Secure cookie', async () => {
    const { app: plain } = await appWith({ PUBLIC_URL: 'http://localhost:3000' });
    const response = await plain.inject({ method: 'GET', url: '/test/csrf-token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csrfCookie(response)).toMatchObject({ httpOnly: true });
    expect(csrfCookie(response)?.secure).toBeUndefined();
    // A client's X-Forwarded-Proto is not believed without TRUST_PROXY.
    const spoofed = await plain.inject({
      method: 'GET',
      url: '/test/csrf-token',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(csrfCookie(spoofed)?.secure).toBeUndefined();
  });

  it('an https PUBLIC_URL: HSTS and Secure cookies on every answer', async () => {
    const { app: https } = await appWith({ PUBLIC_URL: 'https://tredjedel.dk' });
    for (const url of ['/test/csrf-token', '/api/v4/nothing']) {
      const response = await https.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const response = await https.inject({ method: 'GET', url: '/test/csrf-token' });
    expect(csrfCookie(response)).toMatchObject({ secure: true, httpOnly: true });
  });

  it('behind a trusted proxy: https as the proxy reports it, per request', async () => {
    const { app: proxied } = await appWith({ TRUST_PROXY: ['loopback'] });
    const overHttps = await proxied.inject({
      method: 'GET',
      url: '/test/csrf-token',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csrfCookie(overHttps)).toMatchObject({ secure: true });
    const overHttp = await proxied.inject({
      method: 'GET',
      url: '/test/csrf-token',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(csrfCookie(overHttp)?.secure).toBeUndefined();
  });

  it('logs a refused CSRF check at debug, never at warn or above', async () => {
    const { app: logged, lines } = await appWith({});
    for (const headers of [{}, { cookie: '_csrf=wrong', 'x-csrf-token': 'forged' }]) {
      const response = await logged.inject({
        method: 'POST',
        url: '/api/v4/newsletter',
        payload: { email: 'scan@example.com' },
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'csrf' });
    }
    const refusals = lines.filter((line) => /csrf/i.test(line.msg));
    expect(refusals.map((line) => line.msg)).toEqual(['Missing csrf secret', 'Invalid csrf token']);
    // pino levels: 20 debug, 30 info, 40 warn.
    expect(refusals.every((line) => line.level <= 30)).toBe(true);
    expect(lines.filter((line) => line.level >= 40 && /csrf/i.test(line.msg))).toEqual([]);
  });
});
