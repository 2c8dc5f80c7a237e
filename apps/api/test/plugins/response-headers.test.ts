import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HELMET_OPTIONS, computeSecurityHeaders } from '../../src/plugins/external/security.ts';
import { buildTestApp, type TTestApp } from '../helper.ts';

/** helmet's own middleware on a real Node response, for comparison with the computed headers. */
async function headersHelmetSets(): Promise<Record<string, string>> {
  const middleware = helmet(HELMET_OPTIONS);
  const server = http.createServer((request, response) => {
    middleware(request, response, () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) {
        headers[name] = value;
      }
    }
    return headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('computes exactly the headers helmet sets on a live response', async () => {
    expect(computeSecurityHeaders()).toEqual(await headersHelmetSets());
    expect(computeSecurityHeaders()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
  });

  it.each([
    ['a listing', '/api/v4/products?city=kobenhavn&product_type=restaurant', 200],
    ['an unknown API path', '/api/v4/nothing', 404],
    ['a bad query', '/api/v4/products?city=kobenhavn&product_type=cafe', 400],
    ['a generated image', '/media/places/restaurant-kanalen/primary.svg', 200],
  ])('sends them on %s', async (_name, url, status) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    // Over plain http every header but HSTS (test/plugins/https-cookies-and-csrf-log.test.ts).
    const { 'strict-transport-security': hsts, ...overPlainHttp } = computeSecurityHeaders();
    expect(hsts).toBeDefined();
    expect(response.headers).toMatchObject(overPlainHttp);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('compression', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('compresses a cached API answer once per encoding, as the client accepts', async () => {
    const url = '/api/v4/products?city=kobenhavn&product_type=restaurant';
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const first = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(decode(first.rawPayload).toString('utf8')).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('compresses rendered answers on the fly and leaves small ones alone', async () => {
    const tags = await ctx.app.inject({
      method: 'GET',
      url: '/api/v4/tags',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(tags.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(tags.rawPayload).toString('utf8'))).toHaveProperty('data');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v4/nothing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });
});
