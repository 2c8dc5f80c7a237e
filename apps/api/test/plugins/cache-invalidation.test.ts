import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { getServiceDate } from '@tredjedel/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, products, timeSlots } from '../../src/db/schema.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../helper.ts';
import { holdBody, prepareBookable, type TBookable } from '../routes/api/v4/booking/booking-fixtures.ts';
import { cachedKeys, NGINX, send, SITE_HOST, startNginx, type TNginx } from './nginx-front.ts';

/**
 * A render entry with apps/web's contract: each place of a listing (`?city=…`) with its status, and
 * the head a page carries, every absolute address from the origin the server hands the render
 * (canonical, og:url, og:image, hreflang, JSON-LD), with the host and query it was rendered for.
 */
const ENTRY_SERVER = `
export async function render({ request, fetchApi, origin }) {
  const url = new URL(request.url);
  let items = '';
  if (url.searchParams.has('city')) {
    const answer = await fetchApi('/api/v4/products' + url.search);
    const list = await answer.json();
    items = list.data.map((item) => '<li data-id="' + item.id + '">' + item.status + '</li>').join('');
  }
  const page = origin + url.pathname;
  const head = '<link rel="canonical" href="' + page + '">'
    + '<meta property="og:url" content="' + page + '">'
    + '<meta property="og:image" content="' + origin + '/media/place.svg">'
    + ['da', 'en', 'x-default'].map((lang) => '<link rel="alternate" hreflang="' + lang + '" href="' + origin + (lang === 'en' ? '/en' : '') + url.pathname + '">').join('')
    + '<script type="application/ld+json">' + JSON.stringify({ '@type': 'Restaurant', url: page }) + '</script>';
  const seen = '<p id="rendered-for">' + encodeURIComponent(url.host + url.search) + '</p>';
  return new Response('<!doctype html><html><head>' + head + '</head><body><ul>' + items + '</ul>' + seen + '</body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
`;

/** Ports of this test's two servers, nginx in front of them, and an echo server behind a second nginx. */
const PORTS = [4211, 4212] as const;
const NGINX_PORT = 4213;
const ECHO_PORT = 4214;
const ECHO_NGINX_PORT = 4215;
/** The servers' PUBLIC_URL: the site deploy/nginx.conf serves. */
const PUBLIC_URL = `http://${SITE_HOST}`;

function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`)));
  });
}

/**
 * The `skip`th bookable place with one free table today (two covers): holding it sells the place
 * out. With the query of its city's listing of its kind.
 */
async function prepareLastTable(ctx: TTestApp, skip: number) {
  const place = await prepareBookable(ctx, 2, undefined, skip);
  const db = ctx.database.db;
  await db
    .update(timeSlots)
    .set({ covers: 0 })
    .where(
      and(
        eq(timeSlots.productId, place.productId),
        eq(timeSlots.serviceDate, getServiceDate(TEST_NOW)),
        ne(timeSlots.id, place.slotId),
      ),
    );
  const [row] = await db
    .select({ city: cities.slug, type: products.productType })
    .from(products)
    .innerJoin(cities, eq(cities.id, products.cityId))
    .where(eq(products.id, place.productId));
  return { place, listingQuery: `?city=${row?.city}&product_type=${row?.type}&per_page=60` };
}

/**
 * docs/design.md "Invalidation": several server processes on one PostgreSQL each keep listings and pages
 * for a moment; a hold taken through one must show in the others within a second (LISTEN/NOTIFY).
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('cache invalidation across two server processes', () => {
  let ctx: TTestApp;
  let tempDir: string;
  const servers: ChildProcess[] = [];
  let place: TBookable;
  let listingQuery: string;

  beforeAll(async () => {
    // Creates, migrates and seeds this file's database; the servers then share it.
    ctx = await buildTestApp('postgres');
    ({ place, listingQuery } = await prepareLastTable(ctx, 0));
    await ctx.database.db.execute(sql`select 1`);

    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-invalidation-'));
    fs.mkdirSync(path.join(tempDir, 'server'), { recursive: true });
    fs.mkdirSync(path.join(tempDir, 'client/assets'), { recursive: true });
    fs.writeFileSync(path.join(tempDir, 'server/entry-server.js'), ENTRY_SERVER);
    const env = {
      DATABASE_URL: ctx.config.DATABASE_URL ?? '',
      REDIS_URL: '',
      WEB_DIST: tempDir,
      NOW: TEST_NOW.toISOString(),
      // As deploy/README.md says: nginx on this machine, and the site's address.
      TRUST_PROXY: '1',
      PUBLIC_URL,
      // Processes on one database share one payment secret, or the second refuses to start (ADR 0202).
      PAYMENT_SECRET: ctx.config.PAYMENT_SECRET,
    };
    for (const port of PORTS) servers.push(await startServer(port, env));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await ctx.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }, 60_000);

  const base = (port: number) => `http://127.0.0.1:${port}`;
  async function statusInAnswer(port: number) {
    const answer = (await (await fetch(`${base(port)}/api/v4/products${listingQuery}`)).json()) as {
      data: { id: number; status: string }[];
    };
    return answer.data.find((item) => item.id === place.productId)?.status;
  }
  async function statusInPage(port: number) {
    const html = await (await fetch(`${base(port)}/kobenhavn/restauranter${listingQuery}`)).text();
    return new RegExp(`<li data-id="${place.productId}">([\\w-]+)</li>`).exec(html)?.[1];
  }

  it('a hold taken through one process sells the place out in the other’s listing answer and page within 1 s', async () => {
    const [first, second] = PORTS;
    // Both processes now keep the listing with the place in stock.
    for (const port of PORTS) {
      expect(await statusInAnswer(port)).toBe('in-stock');
      expect(await statusInPage(port)).toBe('in-stock');
    }
    // A visitor of the first process: a token from the no-store call, then the hold.
    const tokenAnswer = await fetch(`${base(first)}/api/v4/csrf-token`);
    const cookie = tokenAnswer.headers
      .getSetCookie()
      .map((item) => item.split(';')[0])
      .join('; ');
    const { token } = (await tokenAnswer.json()) as { token: string };
    const hold = await fetch(`${base(first)}/api/v4/booking/${place.productId}/hold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
      body: JSON.stringify(holdBody(place, 2)),
    });
    expect(hold.status).toBe(200);
    const heldAt = Date.now();
    // The second process's copies are still within their 2 s; only the notification drops them.
    let answerStatus: string | undefined;
    let pageStatus: string | undefined;
    while (Date.now() - heldAt < 1_000) {
      [answerStatus, pageStatus] = [await statusInAnswer(second), await statusInPage(second)];
      if (answerStatus === 'soldout' && pageStatus === 'soldout') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect({ answerStatus, pageStatus }).toEqual({ answerStatus: 'soldout', pageStatus: 'soldout' });
  }, 30_000);

  it('refuses a state-changing call without the token with a JSON 403', async () => {
    const forged = await fetch(`${base(PORTS[0])}/api/v4/booking/${place.productId}/hold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(holdBody(place, 2)),
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error?: string }).error).toBeTruthy();
  });
  /**
   * The production example (deploy/nginx.conf, deploy/README.md) in front of the two processes:
   * nginx keeps the shared page (s-maxage, stale-while-revalidate: 2 s each), so a hold shows there
   * within those 4 s; it keeps the booking steps as it keeps the listing, never a page of one
   * order or a token, never lets what one client writes into the page the next visitor gets, and
   * keeps operations data off the public server.
   */
  if (NGINX === undefined && !process.env.CI)
    it.skip('behind nginx with deploy/nginx.conf: needs nginx (apt-get install nginx)', () => undefined);
  describe.runIf(NGINX !== undefined || process.env.CI)('behind nginx with deploy/nginx.conf', () => {
    let nginx: TNginx | undefined;
    let held: TBookable;
    let heldListing: string;

    beforeAll(async () => {
      // A place of its own (the second bookable one), sold out by one hold like the first.
      let listingQuery: string;
      ({ place: held, listingQuery } = await prepareLastTable(ctx, 1));
      heldListing = `${listingQuery}&front=nginx`;
      nginx = await startNginx(PORTS, NGINX_PORT);
    }, 60_000);
    afterAll(() => nginx?.stop());

    /** A request to the site through nginx, as a visitor's browser sends it (Host: the site). */
    const viaNginx = (url: string, headers: Record<string, string> = {}) => send(NGINX_PORT, url, headers);

    async function pageThroughNginx() {
      const answer = await viaNginx(`/kobenhavn/restauranter${heldListing}`);
      return {
        cache: answer.headers['x-cache-status'],
        status: new RegExp(`<li data-id="${held.productId}">([\\w-]+)</li>`).exec(answer.body)?.[1],
      };
    }

    /** A visitor's CSRF token and its cookie, from the no-store call through nginx. */
    async function visitorToken() {
      const answer = await viaNginx('/api/v4/csrf-token');
      const cookie = (answer.headers['set-cookie'] ?? []).map((item) => item.split(';')[0]).join('; ');
      return { answer, cookie, token: (JSON.parse(answer.body) as { token: string }).token };
    }

    const holdThroughNginx = (headers: Record<string, string>) =>
      send(
        NGINX_PORT,
        `/api/v4/booking/${held.productId}/hold`,
        { 'content-type': 'application/json', ...headers },
        { method: 'POST', body: JSON.stringify(holdBody(held, 2)) },
      );

    /** A page as the site renders it: every absolute address on PUBLIC_URL, rendered for the site's host. */
    function expectSitePage(body: string, pathname: string) {
      const page = `${PUBLIC_URL}${pathname}`;
      expect(body).toContain(`<link rel="canonical" href="${page}">`);
      expect(body).toContain(`<meta property="og:url" content="${page}">`);
      expect(body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/place.svg">`);
      const alternates = [...body.matchAll(/hreflang="([\w-]+)" href="([^"]+)"/g)].map((match) => match[2]);
      expect(alternates).toEqual([page, `${PUBLIC_URL}/en${pathname}`, page]);
      const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(body)?.[1] ?? '{}';
      expect(JSON.parse(jsonLd)).toEqual({ '@type': 'Restaurant', url: page });
      expect(body).toContain(`<p id="rendered-for">${encodeURIComponent(SITE_HOST)}`);
    }

    it('keeps a shared page, and shows a hold taken through it within the page’s 4 s', async () => {
      expect(await pageThroughNginx()).toEqual({ cache: 'MISS', status: 'in-stock' });
      expect(await pageThroughNginx()).toEqual({ cache: 'HIT', status: 'in-stock' });
      const { cookie, token } = await visitorToken();
      const hold = await holdThroughNginx({ cookie, 'x-csrf-token': token });
      expect(hold.status).toBe(200);
      const heldAt = Date.now();
      let seen = await pageThroughNginx();
      while (seen.status !== 'soldout' && Date.now() - heldAt < 8_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await pageThroughNginx();
      }
      expect(seen.status).toBe('soldout');
      // s-maxage and stale-while-revalidate, 2 s each, and a moment for the refresh nginx starts.
      expect(Date.now() - heldAt).toBeLessThan(5_000);
    }, 30_000);

    it('keeps a booking step as it keeps the listing, and never a page of one order, a token or a state-changing answer', async () => {
      const step = () => viaNginx(`/book/step1/restaurant/nginx-test${heldListing}`);
      const [first, second] = [await step(), await step()];
      expect(second.headers['x-cache-status']).toBe('HIT');
      for (const answer of [first, second]) {
        expect(answer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d, /);
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
      expect(second.body).toBe(first.body);
      const order = () => viaNginx('/book/confirmation/42?token=nginx-secret');
      for (const answer of [await order(), await order()]) {
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['x-cache-status']).not.toBe('HIT');
      }
      const tokens = [(await visitorToken()).token, (await visitorToken()).token];
      expect(tokens[0]).not.toBe(tokens[1]);
      expect((await holdThroughNginx({})).status).toBe(403);
    });

    it('closes the connection for any host but the site’s, and keeps pages under the site’s host', async () => {
      for (const host of ['evil.example', '127.0.0.1', `${SITE_HOST}.evil.example`, `evil.${SITE_HOST}`])
        await expect(send(NGINX_PORT, '/kobenhavn/restauranter', { host }), host).rejects.toMatchObject({
          code: 'ECONNRESET',
        });
      expect((await viaNginx('/odense/restauranter?keyed=1')).status).toBe(200);
      // nginx writes the cache file as the answer ends: a moment after the visitor has it.
      await expect
        .poll(() => cachedKeys(nginx?.dir ?? ''), { timeout: 3_000 })
        .toContain(`http://${SITE_HOST}/odense/restauranter?keyed=1`);
    });

    it('never lets one client’s Host port, X-Forwarded-* or query reach the page the next visitor gets', async () => {
      const forgeries: Record<string, string>[] = [
        { 'x-forwarded-host': 'evil.example' },
        { 'x-forwarded-proto': 'https' },
        { 'x-forwarded-host': 'evil.example:8443', 'x-forwarded-proto': 'https', 'x-forwarded-port': '8443' },
        { forwarded: 'host=evil.example;proto=https' },
        { host: `${SITE_HOST}:8080` },
      ];
      for (const [round, headers] of forgeries.entries()) {
        // The forged request is the one that fills nginx's cache (and the servers' own) for this address.
        const url = `/aarhus/restauranter?round=${round}`;
        expect((await viaNginx(url, headers)).headers['x-cache-status'], JSON.stringify(headers)).toBe(
          'MISS',
        );
        const visitor = await viaNginx(url);
        expect(visitor.headers['x-cache-status']).toBe('HIT');
        expectSitePage(visitor.body, '/aarhus/restauranter');
        expect(visitor.body).not.toMatch(/evil|https:|8443|8080/);
      }
      const oddQueries = [
        '?"><script>evil()</script>',
        '?%22%3E%3Cb%3Eevil',
        '?&&=&',
        '?x=1&x=evil.example',
        '?',
      ];
      for (const query of oddQueries) {
        expect((await viaNginx(`/aalborg/restauranter${query}`)).status, query).toBeLessThan(500);
        const visitor = await viaNginx('/aalborg/restauranter');
        expectSitePage(visitor.body, '/aalborg/restauranter');
        expect(visitor.body).not.toContain('evil');
      }
      // Past nginx, a client the servers trust (TRUST_PROXY=1: loopback) still gets the site's page.
      for (const port of PORTS) {
        const forged = {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        };
        const direct = await send(port, `/odense/barer?direct=${port}`, forged);
        expectSitePage(direct.body, '/odense/barer');
        expect(direct.body).not.toContain('evil');
      }
    });

    it('forwards the site’s Host and its own X-Forwarded-For and -Proto, never a client’s X-Forwarded-Host or Forwarded', async () => {
      const seen: http.IncomingHttpHeaders[] = [];
      const echo = http.createServer((request, response) => {
        seen.push(request.headers);
        response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('ok');
      });
      await new Promise<void>((resolve) => echo.listen(ECHO_PORT, '127.0.0.1', resolve));
      const front = await startNginx([ECHO_PORT], ECHO_NGINX_PORT);
      try {
        seen.length = 0;
        await send(ECHO_NGINX_PORT, '/kobenhavn/restauranter', {
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '198.51.100.7',
          forwarded: 'for=198.51.100.7;host=evil.example;proto=https',
        });
        expect(seen).toHaveLength(1);
        expect(seen[0]).toMatchObject({
          host: SITE_HOST,
          'x-forwarded-proto': 'http',
          'x-forwarded-for': '198.51.100.7, 127.0.0.1',
        });
        expect(seen[0]).not.toHaveProperty('x-forwarded-host');
        expect(seen[0]).not.toHaveProperty('forwarded');
      } finally {
        await front.stop();
        await new Promise((resolve) => echo.close(resolve));
      }
    });

    it('refuses /metrics, /readyz and /healthz from outside; each process answers them on its own port', async () => {
      const outside = ['/metrics', '/metrics/', '/METRICS', '//metrics', '/%6Detrics', '/metrics?x=1'];
      for (const url of [...outside, '/api/../metrics', '/readyz', '/readyz/', '/healthz']) {
        const answer = await viaNginx(url);
        expect(answer.status, url).toBe(403);
        expect(answer.body, url).not.toContain('tredjedel_');
      }
      for (const port of PORTS) {
        expect((await send(port, '/metrics')).body).toContain('tredjedel_');
        expect((await send(port, '/readyz')).status).toBe(200);
      }
    });

    it('passes the servers’ Date through: their clock (NOW), which the browser counts a hold by', async () => {
      // NOW is days from the real time of any run, so the machine's time could not pass for it.
      expect(Math.abs(Date.now() - TEST_NOW.getTime())).toBeGreaterThan(60 * 60_000);
      for (const url of ['/api/v4/csrf-token', '/kobenhavn/restauranter?dated=1']) {
        const date = Date.parse(String((await viaNginx(url)).headers.date));
        expect(Math.abs(date - TEST_NOW.getTime()), url).toBeLessThan(10 * 60_000);
      }
    });
  });
});
