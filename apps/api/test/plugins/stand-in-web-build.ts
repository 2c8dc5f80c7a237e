import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { buildTestApp, type TTestApp } from '../helper.ts';

/**
 * A stand-in for apps/web's server build with the same contract: it calls the API through
 * `fetchApi` and echoes what the plugin passed, so the test sees every input and output.
 */
const ENTRY_SERVER = `
import { threadId } from 'node:worker_threads';
let renders = 0;
export async function render({ request, fetchApi, csrfToken, serverTime, origin }) {
  const url = new URL(request.url);
  renders += 1;
  const renderNumber = renders;
  if (url.pathname === '/boom') throw new Error('render failed');
  // A render that takes a while, to see what happens while it is under way.
  if (url.searchParams.has('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  const api = await fetchApi('/api/v4/products?city=kobenhavn&product_type=restaurant');
  const list = await api.json();
  const body = '<!doctype html><html lang="da"><body>'
    + list.data.map((item) => '<a href="/restaurant/' + item.slug + '">' + item.name + '</a>').join('')
    + '<meta name="csrf" content="' + csrfToken + '"><time>' + serverTime + '</time>'
    + '<p id="host">' + url.host + '</p><link rel="canonical" href="' + origin + url.pathname + '"><p id="cookie">' + (request.headers.get('cookie') ?? '') + '</p>'
    + '<script>window.$page=' + JSON.stringify(url.pathname) + '</script><script type="module" src="/assets/app-1a2b3c.js"></script>'
    + '<p id="renders">' + renderNumber + '</p><p id="thread">' + threadId + '</p><p>' + 'Bytes enough to be worth compressing. '.repeat(40) + '</p></body></html>';
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-rendered': '1' });
  if (url.searchParams.has('set-cookie')) headers.append('set-cookie', 'consent=1; Path=/');
  return new Response(url.pathname === '/missing' ? 'gone' : body, { status: url.pathname === '/missing' ? 404 : 200, headers });
}
`;

/** How many renders the stand-in had made when it rendered this page. */
export const rendersOf = (body: string) => Number(/<p id="renders">(\d+)<\/p>/.exec(body)?.[1]);

/** Writes a stand-in build into `webDist` the way `pnpm --filter @tredjedel/web build` lays one out. */
export function writeStandInBuild(webDist: string) {
  fs.mkdirSync(path.join(webDist, 'client/assets'), { recursive: true });
  fs.mkdirSync(path.join(webDist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'client/assets/app-1a2b3c.js'), 'console.log("app")');
  fs.writeFileSync(path.join(webDist, 'client/favicon.ico'), 'icon');
  fs.writeFileSync(path.join(webDist, 'server/entry-server.js'), ENTRY_SERVER);
}

/**
 * A successful change of state (a newsletter sign-up with the CSRF token and its cookie), which
 * drops every stored page of the process.
 */
export async function changeSomething(app: FastifyInstance, email: string) {
  const tokenAnswer = await app.inject({ method: 'GET', url: '/api/v4/csrf-token' });
  const secret = ([] as string[]).concat(tokenAnswer.headers['set-cookie'] ?? [])[0]?.split(';')[0] ?? '';
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/v4/newsletter',
    headers: { cookie: secret, 'x-csrf-token': tokenAnswer.json<{ token: string }>().token },
    payload: { email, lang: 'da' },
  });
  expect(subscribed.statusCode).toBe(200);
}

/**
 * An app on a fresh database that serves a stand-in build from a folder of its own (`overrides`
 * set the rest of its configuration); `close` removes the folder too.
 */
export async function buildStandInApp(
  kind: 'pglite' | 'postgres',
  overrides: Parameters<typeof buildTestApp>[1] = {},
): Promise<TTestApp> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-stand-in-'));
  writeStandInBuild(path.join(tempDir, 'dist'));
  const ctx = await buildTestApp(kind, { WEB_DIST: path.join(tempDir, 'dist'), ...overrides });
  return {
    ...ctx,
    close: async () => {
      await ctx.close();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
