import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { getServiceDate } from '@tredjedel/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, products, timeSlots } from '../../src/db/schema.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../helper.ts';
import { REPO_ROOT } from '../ops/server-process.ts';
import { holdBody, prepareBookable, type TBookable } from '../routes/api/v4/booking/booking-fixtures.ts';

/** A render entry with apps/web's contract that lists each place of the listing with its status. */
const ENTRY_SERVER = `
export async function render({ request, fetchApi }) {
  const url = new URL(request.url);
  const answer = await fetchApi('/api/v4/products' + url.search);
  const list = await answer.json();
  const items = list.data.map((item) => '<li data-id="' + item.id + '">' + item.status + '</li>').join('');
  return new Response('<!doctype html><html><body><ul>' + items + '</ul></body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
`;

/** Ports of this test's two servers and of nginx in front of them (apps/api README: tests use their own). */
const PORTS = [3611, 3612] as const;
const NGINX_PORT = 3613;
/** Debian's nginx (.ci/run and npm test install it): the deployment example runs in front of the servers. */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) =>
  fs.existsSync(file),
);

/**
 * deploy/nginx.conf as it is, moved onto this test's ports and a cache folder of its own, inside the
 * smallest main configuration that runs it.
 */
function nginxConfig(dir: string): string {
  const site = fs
    .readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(
      /^\s*server 127\.0\.0\.1:3001;\s*\n\s*server 127\.0\.0\.1:3002;/m,
      PORTS.map((port) => `    server 127.0.0.1:${port};`).join('\n'),
    )
    .replace('/var/cache/nginx/tredjedel', path.join(dir, 'cache'))
    .replace(/^\s*listen 80;\s*\n\s*listen \[::\]:80;/m, `    listen 127.0.0.1:${NGINX_PORT};`);
  if (!site.includes(`127.0.0.1:${PORTS[1]}`) || !site.includes(`listen 127.0.0.1:${NGINX_PORT}`))
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines this test moves');
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  return [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`,
    ),
    `  include ${dir}/site.conf;`,
    '}',
  ].join('\n');
}

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
      // Processes on one database share one payment secret, or the second refuses to start (ADR 0230).
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
   * within those 4 s, and it never keeps a per-visitor page or a token.
   */
  if (NGINX === undefined && !process.env.CI)
    it.skip('behind nginx with deploy/nginx.conf: needs nginx (apt-get install nginx)', () => undefined);
  describe.runIf(NGINX !== undefined || process.env.CI)('behind nginx with deploy/nginx.conf', () => {
    let nginx: ChildProcess | undefined;
    let nginxDir: string;
    let held: TBookable;
    let heldListing: string;
    const front = `http://127.0.0.1:${NGINX_PORT}`;

    beforeAll(async () => {
      if (!NGINX)
        throw new Error('nginx is not installed: .ci/run and npm test install it (apt-get install nginx)');
      // A place of its own (the second bookable one), sold out by one hold like the first.
      let listingQuery: string;
      ({ place: held, listingQuery } = await prepareLastTable(ctx, 1));
      heldListing = `${listingQuery}&front=nginx`;
      nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-nginx-'));
      // nginx started as root runs its workers as nobody: they must reach the cache folder.
      fs.chmodSync(nginxDir, 0o755);
      fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir));
      const checked = spawnSync(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-t'], {
        encoding: 'utf8',
      });
      expect(checked.status, checked.stderr).toBe(0);
      nginx = spawn(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if (
          await fetch(`${front}/api/v4/cities?local=da`).then(
            (answer) => answer.ok,
            () => false,
          )
        )
          return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('nginx did not answer');
    }, 60_000);

    afterAll(async () => {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx?.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
    });

    async function pageThroughNginx() {
      const answer = await fetch(`${front}/kobenhavn/restauranter${heldListing}`);
      const html = await answer.text();
      return {
        cache: answer.headers.get('x-cache-status'),
        status: new RegExp(`<li data-id="${held.productId}">([\\w-]+)</li>`).exec(html)?.[1],
      };
    }

    it('keeps a shared page, and shows a hold taken through it within the page’s 4 s', async () => {
      expect(await pageThroughNginx()).toEqual({ cache: 'MISS', status: 'in-stock' });
      expect(await pageThroughNginx()).toEqual({ cache: 'HIT', status: 'in-stock' });
      const tokenAnswer = await fetch(`${front}/api/v4/csrf-token`);
      const cookie = tokenAnswer.headers
        .getSetCookie()
        .map((item) => item.split(';')[0])
        .join('; ');
      const { token } = (await tokenAnswer.json()) as { token: string };
      const hold = await fetch(`${front}/api/v4/booking/${held.productId}/hold`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
        body: JSON.stringify(holdBody(held, 2)),
      });
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

    it('never keeps a booking step, a token or a state-changing answer', async () => {
      const step = () => fetch(`${front}/book/step1/restaurant/nginx-test${heldListing}`);
      const [first, second] = [await step(), await step()];
      for (const answer of [first, second]) {
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.headers.get('x-cache-status')).not.toBe('HIT');
        expect(answer.headers.getSetCookie().length).toBeGreaterThan(0);
      }
      expect(first.headers.getSetCookie()).not.toEqual(second.headers.getSetCookie());
      const tokens = await Promise.all(
        [1, 2].map(
          async () => ((await (await fetch(`${front}/api/v4/csrf-token`)).json()) as { token: string }).token,
        ),
      );
      expect(tokens[0]).not.toBe(tokens[1]);
      const forged = await fetch(`${front}/api/v4/booking/${held.productId}/hold`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(holdBody(held, 2)),
      });
      expect(forged.status).toBe(403);
    });
  });
});
