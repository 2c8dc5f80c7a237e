import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { sharedPageCacheControl } from '../../src/page-host/web-pages.ts';
import { TEST_NOW, buildTestApp, type TTestApp } from '../helper.ts';
import { changeSomething, rendersOf, writeStandInBuild } from './stand-in-web-build.ts';

describe('web pages plugin (pglite)', () => {
  let ctx: TTestApp;
  let tempDir: string;
  let webDist: string;

  const writeBuild = () => writeStandInBuild(webDist);

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-web-'));
    // The server starts before the web app is built; the build appears later (first test).
    webDist = path.join(tempDir, 'dist');
    ctx = await buildTestApp('pglite', { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('answers 503 with instructions while the web app is not built, and serves the build once it appears', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/kobenhavn/restauranter' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain(
      'The web app is not built yet: run npm start (or node scripts/pnpm.mjs exec turbo run build --filter=@tredjedel/web)',
    );
    writeBuild();
    expect((await ctx.app.inject({ method: 'GET', url: '/kobenhavn/restauranter' })).statusCode).toBe(200);
  });

  it('serves hashed assets for a year and other client files normally', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe('icon');
    expect(icon.headers['cache-control']).not.toContain('immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('renders shared pages with data fetched in-process, no token, the render time and a policy of script hashes', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/kobenhavn/restauranter',
      headers: { host: 'tredjedel.test:3000', cookie: 'hold_id=abc' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-rendered']).toBe('1');
    expect(page.body.match(/href="\/restaurant\//g)).toHaveLength(6);
    expect(page.body).toContain(`<time>${TEST_NOW.toISOString()}</time>`);
    // Rendered on the page-render thread, not the serving thread (thread 0).
    expect(page.body).toMatch(/<p id="thread">[1-9]\d*<\/p>/);
    // The site's address (PUBLIC_URL, here its default), never the one the request names.
    expect(page.body).toContain('<p id="host">localhost:3000</p>');
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/kobenhavn/restauranter">');
    // A page shared by every visitor is rendered without anyone's cookies, and sets none.
    expect(page.body).toContain('<p id="cookie"></p>');
    expect(page.body).toContain('<meta name="csrf" content="">');
    expect(page.headers['set-cookie']).toBeUndefined();
    const inline = 'window.$page="/kobenhavn/restauranter"';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(page.headers['content-security-policy']).not.toContain('nonce');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('gives two visitors the same bytes, stored compressed, and 304 to a visitor who has them', async () => {
    const url = '/aalborg/restauranter';
    const first = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'hold_id=a; _csrf=x' } });
    const second = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'hold_id=b' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(first.rawPayload)).toBe(true);
    expect(rendersOf(gzip.body === '' ? '' : gunzipSync(gzip.rawPayload).toString())).toBe(
      rendersOf(first.body),
    );
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"other", ${String(first.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('passes the cookies a render sets through, and never shares such a page', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/odense/barer?set-cookie=1' });
    expect(([] as string[]).concat(first.headers['set-cookie'] ?? [])).toContain('consent=1; Path=/');
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await ctx.app.inject({ method: 'GET', url: '/odense/barer?set-cookie=1' });
    expect(rendersOf(second.body)).toBe(rendersOf(first.body) + 1);
  });

  it('renders a shared page once for a moment, then again, and again after a change of stock', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/aarhus/barer' });
    ctx.clock.advance(1_000);
    const second = await ctx.app.inject({ method: 'GET', url: '/aarhus/barer' });
    expect(second.body).toBe(first.body);
    // A moment later it is rendered again; whoever asks meanwhile gets the page before at once.
    ctx.clock.advance(2_000);
    const meanwhile = await ctx.app.inject({ method: 'GET', url: '/aarhus/barer' });
    expect(meanwhile.body).toBe(first.body);
    // Once the render started in the background is done (on its thread), its page is answered.
    const later = await vi.waitFor(
      async () => {
        const answer = await ctx.app.inject({ method: 'GET', url: '/aarhus/barer' });
        expect(rendersOf(answer.body)).toBe(rendersOf(second.body) + 1);
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(later.body).toContain(`<time>${new Date(TEST_NOW.getTime() + 3_000).toISOString()}</time>`);
    // Long after (twice its moment), nobody gets the old page: the visitor waits for the render.
    ctx.clock.advance(4_000);
    const muchLater = await ctx.app.inject({ method: 'GET', url: '/aarhus/barer' });
    expect(rendersOf(muchLater.body)).toBe(rendersOf(later.body) + 1);
    // A refused POST changes nothing, so it drops nothing (nor can it be used to empty caches).
    await ctx.app.inject({ method: 'POST', url: '/api/v4/newsletter', payload: {} });
    const afterRefused = await ctx.app.inject({ method: 'GET', url: '/aarhus/barer' });
    expect(rendersOf(afterRefused.body)).toBe(rendersOf(muchLater.body));
    const tokenAnswer = await ctx.app.inject({ method: 'GET', url: '/api/v4/csrf-token' });
    expect(tokenAnswer.headers['cache-control']).toBe('no-store');
    await changeSomething(ctx.app, 'pages-test@example.dk');
    const afterChange = await ctx.app.inject({ method: 'GET', url: '/aarhus/barer' });
    expect(rendersOf(afterChange.body)).toBe(rendersOf(muchLater.body) + 1);
    ctx.clock.set(TEST_NOW);
  });

  it('renders a shared page once for visitors who ask at the same time, and never answers or keeps one older than a change', async () => {
    const url = '/esbjerg/restauranter?slow=1';
    const get = async () => rendersOf((await ctx.app.inject({ method: 'GET', url })).body);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const together = await Promise.all(Array.from({ length: 5 }, get));
    expect(new Set(together).size).toBe(1);
    const first = together[0] ?? 0;
    // Past its moment and the stale window: visitors wait for the render. A change while it is
    // under way: those waiting get it, and a visitor after the change gets a render begun after it.
    ctx.clock.advance(5_000);
    const waiting = get();
    await pause(50);
    await changeSomething(ctx.app, 'pages-race-1@example.dk');
    // The change drops pages once its answer has gone out (an onResponse hook), before any next request.
    await pause(10);
    const afterChange = get();
    expect(await waiting).toBe(first + 1);
    expect(await afterChange).toBe(first + 2);
    // A render that a change overtook is not kept: the next visitor gets a new one.
    ctx.clock.advance(5_000);
    const overtaken = get();
    await pause(50);
    await changeSomething(ctx.app, 'pages-race-2@example.dk');
    expect(await overtaken).toBe(first + 3);
    expect(await get()).toBe(first + 4);
    // Nor is a page past its moment answered stale once a change was made.
    ctx.clock.advance(2_500);
    await changeSomething(ctx.app, 'pages-race-3@example.dk');
    await pause(10);
    expect(await get()).toBe(first + 5);
    ctx.clock.set(TEST_NOW);
  });

  it('renders the booking and gift-card steps once for every visitor, with no token and no cookie of anyone', async () => {
    for (const url of ['/book/step1/restaurant/x', '/en/gavekort/step2']) {
      const first = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'hold_id=abc' } });
      // The render never sees the visitor's cookies: their hold reaches the browser through the API.
      expect(first.body).toContain('<p id="cookie"></p>');
      expect(first.body).not.toContain('hold_id=abc');
      // No token in the page and no secret cookie: the browser asks GET /api/v4/csrf-token first.
      expect(first.body).toContain('<meta name="csrf" content="">');
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(first.body).toContain(`<time>${ctx.clock.now().toISOString()}</time>`);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
      expect(first.headers['content-security-policy']).toContain("'sha256-");
      // Another visitor holding another table gets the same bytes.
      const second = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'hold_id=xyz; td_visitor=v' },
      });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
    }
  });

  it('renders a step once for visitors who open it at the same time, and again after a change of stock', async () => {
    const url = '/book/step1/restaurant/together?slow=1';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.inject({ method: 'GET', url })),
    );
    expect(new Set(answers.map((answer) => rendersOf(answer.body))).size).toBe(1);
    await changeSomething(ctx.app, 'steps-change@example.dk');
    const afterChange = await ctx.app.inject({ method: 'GET', url });
    expect(rendersOf(afterChange.body)).toBe(rendersOf(answers[0]?.body ?? '') + 1);
  });

  it('answers a page of one order (read with its link’s token) to its link only: no-store, no token, no cookie', async () => {
    const url = '/en/book/manage/42?token=secret';
    const first = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'hold_id=abc' } });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.body).toContain('<meta name="csrf" content="">');
    expect(first.body).toContain('<p id="cookie"></p>');
  });

  it('passes the render status through, answers HEAD, and hides render errors behind a 500 page', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const boom = await ctx.app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).toContain('Something went wrong');
  });

  it('keeps /api answers JSON and other methods out of rendering', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v4/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    const post = await ctx.app.inject({ method: 'POST', url: '/kobenhavn/restauranter' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('web pages in development (WEB_DEV=1, Vite on apps/web)', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite', {
      WEB_DEV: true,
      WEB_DIST: path.resolve(import.meta.dirname, '../../../web/dist'),
    });
  }, 60_000);
  afterAll(() => ctx.close());

  it('renders a page from the sources, with Vite’s client and the app’s entry as scripts', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/kobenhavn/restauranter' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Restauranter i København');
    expect(page.body).toContain('src="/@vite/client"');
    expect(page.body).toContain('src="/src/entry-client.tsx"');
    // No policy in development: React Refresh's preamble is inline and HMR uses a websocket.
    expect(page.headers['content-security-policy']).toBeUndefined();
  }, 60_000);

  it('links the stylesheet in the page, which Vite answers as CSS (hydration would drop an injected style)', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/en/kobenhavn/restaurants' });
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    expect(href).toMatch(/styles\.css$/);
    const stylesheet = await ctx.app.inject({
      method: 'GET',
      url: href ?? '',
      headers: { accept: 'text/css' },
    });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toContain('text/css');
    expect(stylesheet.body).toContain('.td-consent');
  }, 60_000);

  it('lets Vite answer its own paths and keeps the API to itself', async () => {
    const entry = await ctx.app.inject({ method: 'GET', url: '/src/entry-client.tsx' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toContain('javascript');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v4/tags' });
    expect(api.headers['content-type']).toContain('application/json');
  }, 60_000);
});

describe('how long a shared cache may keep a page', () => {
  it('keeps a page 2 s and serves it stale 2 s more, never past the next quarter hour', () => {
    const at = (time: string) => sharedPageCacheControl(new Date(`2026-11-22T17:${time}Z`));
    expect(at('10:00.000')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
    expect(at('14:56.000')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
    expect(at('14:56.500')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=1');
    expect(at('14:58.000')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=0');
    expect(at('14:59.000')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=0');
    expect(at('14:59.999')).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
    expect(at('15:00.000')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
  });
});
