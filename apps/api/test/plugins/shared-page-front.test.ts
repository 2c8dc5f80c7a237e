import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TTestApp } from '../helper.ts';
import { changeSomething, rendersOf, writeStandInBuild } from './stand-in-web-build.ts';

type TAnswer = { status: number; headers: Record<string, string>; body: Buffer };

/** Headers that describe the connection or the moment, not the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

type THeaderValue = string | number | string[] | undefined;

function answerOf(status: number, headers: Record<string, THeaderValue>, body: Buffer) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { status, headers: kept, body };
}

/** A request over a real socket, as a browser or nginx sends it: the front sees only these. */
function request(port: number, method: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<TAnswer>((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The front's answers so far, as Prometheus reads them from /metrics. */
async function frontAnswers(ctx: TTestApp): Promise<number> {
  const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  return [...metrics.matchAll(/^tredjedel_page_front_answers_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, [, value]) => sum + Number(value),
    0,
  );
}

/** Fastify's own answer to the same request, through inject (which never meets the front). */
async function fastifyAnswer(ctx: TTestApp, url: string, headers: Record<string, string>): Promise<TAnswer> {
  const answer = await ctx.app.inject({ method: 'GET', url, headers });
  return answerOf(answer.statusCode, answer.headers, answer.rawPayload);
}

describe('the shared-page front (docs/decisions/0006-page-caching-shared-pages-answered-once.md)', () => {
  let ctx: TTestApp;
  let proxied: TTestApp;
  let tempDir: string;
  let port: number;
  let proxiedPort: number;

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-front-'));
    writeStandInBuild(path.join(tempDir, 'dist'));
    ctx = await buildTestApp('pglite', { WEB_DIST: path.join(tempDir, 'dist') });
    proxied = await buildTestApp('pglite', {
      WEB_DIST: path.join(tempDir, 'dist'),
      TRUST_PROXY: ['loopback'],
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await proxied.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
    proxiedPort = (proxied.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await proxied?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('answers a shared page again with the bytes and headers Fastify sends, in every encoding and as 304', async () => {
    const url = '/kobenhavn/restauranter';
    const host = `127.0.0.1:${port}`;
    const first = await request(port, 'GET', url, { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    const before = await frontAnswers(ctx);
    const variants: Record<string, string>[] = [
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br, gzip' },
      {},
      { 'if-none-match': first.headers.etag ?? '' },
      { 'accept-encoding': 'gzip', 'if-none-match': '"another"' },
    ];
    for (const headers of variants) {
      const fromFront = await request(port, 'GET', url, headers);
      const fromFastify = await fastifyAnswer(ctx, url, { host, ...headers });
      expect(fromFront).toEqual(fromFastify);
    }
    expect(await frontAnswers(ctx)).toBe(before + variants.length);
    // One render served them all; the page is the shared one (no token, no cookie).
    const page = gunzipSync(first.body).toString();
    expect(
      rendersOf(gunzipSync((await request(port, 'GET', url, { 'accept-encoding': 'gzip' })).body).toString()),
    ).toBe(rendersOf(page));
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(page).toContain('<meta name="csrf" content="">');
  });

  it('leaves a page to Fastify once it expires, answers the page before while the next renders, and leaves it to Fastify after a change', async () => {
    const url = '/aarhus/restauranter?slow=1';
    const first = await request(port, 'GET', url);
    expect(rendersOf((await request(port, 'GET', url)).body.toString())).toBe(
      rendersOf(first.body.toString()),
    );
    // Past its moment, Fastify answers the first visitor (the page before) and starts the next
    // render; while it is under way (the stand-in takes 300 ms) the front answers the page before.
    ctx.clock.advance(2_000);
    const before = await frontAnswers(ctx);
    const meanwhile = await request(port, 'GET', url);
    expect(meanwhile.body.equals(first.body)).toBe(true);
    expect(await frontAnswers(ctx)).toBe(before);
    const stillRendering = await request(port, 'GET', url);
    expect(stillRendering.body.equals(first.body)).toBe(true);
    expect(await frontAnswers(ctx)).toBe(before + 1);
    // Once the render is done, Fastify answers the new page once, then the front does.
    const expired = await vi.waitFor(
      async () => {
        const answer = await request(port, 'GET', url);
        expect(rendersOf(answer.body.toString())).toBe(rendersOf(first.body.toString()) + 1);
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    const answeredByFront = await frontAnswers(ctx);
    expect((await request(port, 'GET', url)).body.equals(expired.body)).toBe(true);
    expect(await frontAnswers(ctx)).toBe(answeredByFront + 1);
    // A successful change of state (here a newsletter sign-up) drops every stored page at once.
    await changeSomething(ctx.app, 'front-test@example.dk');
    const changed = await request(port, 'GET', url);
    expect(rendersOf(changed.body.toString())).toBe(rendersOf(expired.body.toString()) + 1);
    expect(await frontAnswers(ctx)).toBe(answeredByFront + 1);
  });

  it('never answers the page before in the last seconds before a quarter hour, when a cache told so would keep it past it', async () => {
    const url = '/aalborg/restauranter?slow=1';
    // 5 s before a quarter hour: the page is stored; 3 s later it is past its moment with 2 s left.
    const was = ctx.clock.now();
    ctx.clock.set(new Date(Math.ceil(was.getTime() / 900_000) * 900_000 + 900_000 - 5_000));
    await request(port, 'GET', url);
    await request(port, 'GET', url);
    ctx.clock.advance(3_000);
    const before = await frontAnswers(ctx);
    await request(port, 'GET', url);
    await request(port, 'GET', url);
    // Both answered by Fastify, whose headers are made for the time of each answer.
    expect(await frontAnswers(ctx)).toBe(before);
    ctx.clock.set(was);
  });

  it('never answers HEAD, other methods, a page of one order or pages that set a cookie', async () => {
    const before = await frontAnswers(ctx);
    for (let round = 0; round < 2; round += 1) {
      expect((await request(port, 'HEAD', '/odense/restauranter')).status).toBe(200);
      expect((await request(port, 'POST', '/odense/restauranter')).status).toBe(404);
      const order = await request(port, 'GET', '/book/confirmation/42?token=secret');
      expect(order.headers['cache-control']).toBe('no-store');
      const withCookie = await request(port, 'GET', '/odense/barer?set-cookie=1');
      expect(withCookie.headers['set-cookie']).toBe('consent=1; Path=/');
    }
    expect(await frontAnswers(ctx)).toBe(before);
  });

  it('answers the booking and gift-card steps as it answers the listing: the same bytes for every visitor, no cookie', async () => {
    for (const url of ['/book/step1/restaurant/front-step', '/en/gavekort/step2']) {
      const first = await request(port, 'GET', url, { cookie: 'hold_id=abc; _csrf=mine' });
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(first.body.toString()).toContain('<meta name="csrf" content="">');
      expect(first.body.toString()).not.toContain('hold_id=abc');
      const before = await frontAnswers(ctx);
      const second = await request(port, 'GET', url, { cookie: 'hold_id=xyz' });
      expect(await frontAnswers(ctx)).toBe(before + 1);
      expect(second).toEqual(first);
    }
  });

  it('keeps protocols apart (HSTS only to https, behind a trusted proxy), and gives every Host the site’s one page', async () => {
    const url = '/aalborg/barer';
    const https = { 'x-forwarded-proto': 'https', host: 'tredjedel.example' };
    const plain = { 'x-forwarded-proto': 'http', host: 'tredjedel.example' };
    const forged = { 'x-forwarded-proto': 'https', host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    let first: TAnswer | undefined;
    for (let round = 0; round < 2; round += 1) {
      const overHttps = await request(proxiedPort, 'GET', url, https);
      first ??= overHttps;
      expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=/);
      // The page names the site's address (PUBLIC_URL, here its default), not the request's.
      expect(overHttps.body.toString()).toContain('<p id="host">localhost:3000</p>');
      const overHttp = await request(proxiedPort, 'GET', url, plain);
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      const elsewhere = await request(proxiedPort, 'GET', url, forged);
      expect(elsewhere.body.equals(first.body)).toBe(true);
      expect(elsewhere.body.toString()).not.toContain('evil.example');
    }
    // One render (the same bytes) for every host; only the first https and http answers came from Fastify.
    expect(await frontAnswers(proxied)).toBe(4);
  });

  it('dates every answer, its own and Fastify’s, by the app’s clock (NOW), not the machine’s', async () => {
    const url = '/odense/takeaway';
    await request(port, 'GET', url);
    const before = await frontAnswers(ctx);
    const fromFront = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(await frontAnswers(ctx)).toBe(before + 1);
    const fromApi = await fetch(`http://127.0.0.1:${port}/api/v4/csrf-token`);
    for (const answer of [fromFront, fromApi])
      expect(answer.headers.get('date')).toBe(ctx.clock.now().toUTCString());
  });

  it('logs its answers at info as Fastify logs requests, with the visitor’s address behind a proxy', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      'pglite',
      { WEB_DIST: path.join(tempDir, 'dist'), TRUST_PROXY: ['loopback'], LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      await logged.app.listen({ port: 0, host: '127.0.0.1' });
      const loggedPort = (logged.app.server.address() as { port: number }).port;
      // The client's own entry first, then the address the proxy saw (lib/trusted-proxy.ts).
      const headers = { 'x-forwarded-for': '198.18.0.1, 203.0.113.7' };
      await request(loggedPort, 'GET', '/odense/restauranter?token=secret', headers);
      lines.length = 0;
      await request(loggedPort, 'GET', '/odense/restauranter?token=secret', headers);
      const completed = lines
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string; remoteAddress?: string } })
        .filter((line) => line.msg === 'request completed');
      expect(completed).toHaveLength(1);
      expect(completed[0]?.req).toMatchObject({
        url: '/odense/restauranter?token=[redacted]',
        remoteAddress: '203.0.113.7',
      });
    } finally {
      await logged.close();
    }
  });
});
