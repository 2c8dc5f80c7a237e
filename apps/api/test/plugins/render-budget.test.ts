import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RATE_LIMITED_MSG } from '@tredjedel/domain';

import { DATABASE_KINDS, TEST_NOW, type TTestApp } from '../helper.ts';
import { buildStandInApp, rendersOf } from './stand-in-web-build.ts';

/**
 * The render budget (docs/decisions/0006-page-caching-shared-pages-answered-once.md): a client may make the server render at
 * most RATE_LIMIT_RENDER_PER_MINUTE pages whose address had nothing rendered at hand; answers from
 * a stored render, a stale one or a render under way cost nothing. 3 here.
 */
describe.each(DATABASE_KINDS)('work budgets per client: renders and API answers (%s)', (kind) => {
  let ctx: TTestApp;
  let step = 0;

  beforeAll(async () => {
    ctx = await buildStandInApp(kind, { RATE_LIMIT_RENDER_PER_MINUTE: 3, RATE_LIMIT_ANSWER_PER_MINUTE: 3 });
  });
  afterAll(() => ctx.close());

  /** Each test in a window of its own: the budget's minute and every stored page are behind it. */
  function nextWindow() {
    step += 1;
    ctx.clock.set(new Date(TEST_NOW.getTime() + step * 120_000));
  }
  const get = (url: string, client: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: client });

  it('answers a client past its budget a page in its language saying when to try again, and no one else', async () => {
    nextWindow();
    const attacker = '192.0.2.10';
    for (const n of [1, 2, 3])
      expect((await get(`/odense/restauranter?search=a${n}`, attacker)).statusCode).toBe(200);

    const refused = await get('/odense/restauranter?search=a4', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The site's own page for it, in its frame and the address's language (the web app's page at
    // /for-mange-sider, /en/too-many-pages), with the render's own headers, and without scripts:
    // the app would hydrate the address the browser shows and render that page after all.
    expect(refused.body).toContain('/for-mange-sider">');
    expect(refused.headers['x-rendered']).toBe('1');
    expect(refused.body).not.toContain('<script');

    const refusedInEnglish = await get('/en/odense/restaurants?search=a5', attacker);
    expect(refusedInEnglish.statusCode).toBe(429);
    expect(refusedInEnglish.body).toContain('/en/too-many-pages">');
    expect(refusedInEnglish.headers['cache-control']).toBe('no-store');

    // Rendered once per language on the server's own account, and kept: refusing again renders nothing.
    const refusedAgain = await get('/odense/restauranter?search=a6', attacker);
    expect(refusedAgain.statusCode).toBe(429);
    expect(rendersOf(refusedAgain.body)).toBe(rendersOf(refused.body));

    // The booking flow's pages are renders too.
    expect((await get('/book/1?a=6', attacker)).statusCode).toBe(429);

    // Another client renders the same address; the refused client then gets it from the store.
    const other = await get('/odense/restauranter?search=a4', '192.0.2.11');
    expect(other.statusCode).toBe(200);
    const stored = await get('/odense/restauranter?search=a4', attacker);
    expect(stored.statusCode).toBe(200);
    expect(rendersOf(stored.body)).toBe(rendersOf(other.body));

    // A minute later the client has its budget back.
    ctx.clock.advance(61_000);
    expect((await get('/odense/restauranter?search=a7', attacker)).statusCode).toBe(200);
  });

  it('counts nothing for pages answered from a stored render, a stale one or a render under way', async () => {
    nextWindow();
    const visitor = '192.0.2.20';
    const url = '/aarhus/restauranter?search=b1';
    const first = await get(url, visitor);
    expect(first.statusCode).toBe(200);
    // Fresh: answered from the store, ten times over.
    for (let n = 0; n < 10; n += 1)
      expect(rendersOf((await get(url, visitor)).body)).toBe(rendersOf(first.body));
    // Past its moment, within the stale window: the page before, while the next renders.
    ctx.clock.advance(2_500);
    expect(rendersOf((await get(url, visitor)).body)).toBe(rendersOf(first.body));
    // Five at once on an address nobody asked for: one render, which they share, counted once.
    const together = await Promise.all(
      Array.from({ length: 5 }, () => get('/aarhus/restauranter?search=b2&slow=1', visitor)),
    );
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((answer) => rendersOf(answer.body))).size).toBe(1);
    // Two renders counted (b1 and b2): one more is within the budget, the next is not.
    expect((await get('/aarhus/restauranter?search=b3', visitor)).statusCode).toBe(200);
    expect((await get('/aarhus/restauranter?search=b4', visitor)).statusCode).toBe(429);
  });

  it('never refuses a visitor for someone else’s budget', async () => {
    nextWindow();
    const spent = '192.0.2.30';
    for (const n of [1, 2, 3])
      expect((await get(`/vejle/restauranter?search=c${n}`, spent)).statusCode).toBe(200);
    // The spent client asks first, a new visitor a moment later, for the same new address: the
    // spent client is refused, the visitor waited for that answer and then gets the page rendered.
    const [refused, served] = await Promise.all([
      get('/vejle/restauranter?search=c4&slow=1', spent),
      get('/vejle/restauranter?search=c4&slow=1', '192.0.2.31'),
    ]);
    expect(refused.statusCode).toBe(429);
    expect(served.statusCode).toBe(200);
  });

  it('counts API answers computed anew per client, not cached ones, nor a page render’s own calls', async () => {
    nextWindow();
    const client = '192.0.2.40';
    const listing = (search: string) =>
      get(`/api/v4/products?city=kobenhavn&product_type=restaurant&search=${search}`, client);
    for (const search of ['d1', 'd2', 'd3']) expect((await listing(search)).statusCode).toBe(200);
    // Cached: no cost.
    for (let n = 0; n < 5; n += 1) expect((await listing('d1')).statusCode).toBe(200);
    const refused = await listing('d4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', msg: RATE_LIMITED_MSG });
    expect(Number(refused.json<{ retry_after: number }>().retry_after)).toBeGreaterThan(0);
    // Each stand-in render asks the API for the listing; past its moment each asks anew, in-process.
    // Four renders (by four visitors, each within their render budget): four answers computed,
    // none of them counted against anyone.
    for (const n of [1, 2, 3, 4]) {
      ctx.clock.advance(5_000);
      expect((await get(`/aalborg/restauranter?search=e${n}`, `192.0.2.${50 + n}`)).statusCode).toBe(200);
    }
    expect(
      (await get('/api/v4/products?city=kobenhavn&product_type=restaurant&search=e', '192.0.2.51'))
        .statusCode,
    ).toBe(200);
  });
});
