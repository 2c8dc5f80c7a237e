import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TTestApp } from '../helper.ts';
import { buildStandInApp } from './stand-in-web-build.ts';

/**
 * The client's address, which every per-address limit counts by (lib/trusted-proxy.ts): behind the
 * proxy named in TRUST_PROXY (here `1`: loopback, nginx on the same machine) it is the
 * X-Forwarded-For entry that proxy added, never one the client wrote itself. nginx's
 * `$proxy_add_x_forwarded_for` (deploy/nginx.conf) appends the address it saw to the client's own
 * header. Counted here with the render budget (2 new pages a minute).
 */
describe('the client address behind a trusted proxy', () => {
  let ctx: TTestApp;
  let page = 0;

  beforeAll(async () => {
    ctx = await buildStandInApp('pglite', { TRUST_PROXY: ['loopback'], RATE_LIMIT_RENDER_PER_MINUTE: 2 });
  });
  afterAll(() => ctx.close());

  /** A page nobody asked for before, from `socket` with the given X-Forwarded-For. */
  async function newPage(socket: string, forwardedFor?: string) {
    page += 1;
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/odense/restauranter?search=p${page}`,
      remoteAddress: socket,
      ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
    });
    return answer.statusCode;
  }

  it('counts the address the proxy added, whatever the client wrote before it', async () => {
    // The client writes a new X-Forwarded-For each time; nginx appends its real address.
    expect(await newPage('127.0.0.1', '198.18.0.1, 203.0.113.9')).toBe(200);
    expect(await newPage('127.0.0.1', '198.18.0.2, 203.0.113.9')).toBe(200);
    expect(await newPage('127.0.0.1', '198.18.0.3, 203.0.113.9')).toBe(429);
    expect(await newPage('127.0.0.1', '203.0.113.9')).toBe(429);
    // Another client through the same proxy has its own budget.
    expect(await newPage('127.0.0.1', '203.0.113.10')).toBe(200);
  });

  it('believes no X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await newPage('198.51.100.7', '203.0.113.21')).toBe(200);
    expect(await newPage('198.51.100.7', '203.0.113.22')).toBe(200);
    expect(await newPage('198.51.100.7', '203.0.113.23')).toBe(429);
    expect(await newPage('198.51.100.7')).toBe(429);
  });
  it('counts a client that claims the address of the in-process calls', async () => {
    expect(await newPage('127.0.0.1', 'in-process')).toBe(200);
    expect(await newPage('127.0.0.1', 'in-process')).toBe(200);
    expect(await newPage('127.0.0.1', 'in-process')).toBe(429);
  });
});
