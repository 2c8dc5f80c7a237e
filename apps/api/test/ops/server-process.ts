import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(API_DIR, '../..');

/** The environment every spawned server gets: fixed clock, no web build, quiet logs. */
export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    LOG_LEVEL: 'warn',
    NOW: '2026-11-22T18:00:00+01:00',
    WEB_DIST: '/nonexistent/web-dist',
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_GIFTCODE_PER_MINUTE: '100000',
    RATE_LIMIT_PAYMENT_PER_MINUTE: '100000',
    ...extra,
  };
}

export type TServerProcess = {
  child: ChildProcess;
  /** Resolves with http://127.0.0.1:port once the server prints its address (every one, for a cluster). */
  addresses: Promise<string[]>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; stdout: string }>;
  output(): string;
};

/**
 * Spawns `node <args>` in `cwd` and collects its output; `count` addresses are awaited (one per
 * server process it starts).
 */
export function spawnServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  count = 1,
  cwd = API_DIR,
): TServerProcess {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const addresses = new Promise<string[]>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = [...stdout.matchAll(/Tredjedel is running at http:\/\/localhost:(\d+)/g)].map(
        (match) => `http://127.0.0.1:${match[1]}`,
      );
      if (found.length >= count) resolve(found);
    });
    child.on('exit', () => reject(new Error(`server exited before listening:\n${stdout}\n${stderr}`)));
  });
  addresses.catch(() => undefined);
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
    stdout: string;
  }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, stderr, stdout }));
  });
  return { child, addresses, exit, output: () => `${stdout}\n${stderr}` };
}

/** `node --import tsx src/server.ts`: the source of what npm start runs compiled (docs/decisions/0001-workspace-toolchain-and-running-the-server.md). */
export function startServer(env: Record<string, string>): TServerProcess {
  return spawnServer(['--import', 'tsx', 'src/server.ts'], serverEnv(env));
}

/** A throwaway PostgreSQL database on DATABASE_URL's server. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL ?? '';
  const name = `tredjedel_ops_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/csrf-protection'));
const Tokens = requireFromPlugin('@fastify/csrf') as new () => {
  secretSync(): string;
  create(secret: string): string;
};
const tokens = new Tokens();

/**
 * One simulated visitor over real HTTP: its own cookie jar (the CSRF cookie, the hold cookie and
 * any session cookie the server sets) and its own CSRF token, as a browser would have.
 */
export class Visitor {
  static #count = 0;
  readonly cookies = new Map<string, string>();
  readonly csrfToken: string;
  /**
   * The client address a trusted proxy would report (servers with TRUST_PROXY=1): each visitor its
   * own, so the per-address hold limits (ADR 0205) see many people, as they would in production.
   * A documentation prefix (RFC 3849): a header value only, never an address anything is sent to.
   */
  readonly address = `2001:db8::${(Visitor.#count += 1).toString(16)}`;

  constructor() {
    const secret = tokens.secretSync();
    this.cookies.set('_csrf', secret);
    this.csrfToken = tokens.create(secret);
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers; text: string }> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie,
        'x-csrf-token': this.csrfToken,
        'x-forwarded-for': this.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = {};
    }
    return { status: response.status, json, headers: response.headers, text };
  }
}

export const PARTY = { name: 'Anna Jensen', email: 'anna@example.dk', phone: '+4520123456' };

export type TSlotTarget = { productId: number; menuId: number; time: string; timeEnd: string };

/**
 * `count` bookable places with an unrestricted menu at each of `times`, their slots set to
 * `covers`: the server makes the day's slots when their times are first read.
 */
export async function prepareSlots(
  databaseUrl: string,
  base: string,
  { places, times, covers }: { places: number; times: string[]; covers: number },
): Promise<TSlotTarget[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ product_id: number; menu_id: number }>(
      `select distinct on (m.product_id) m.product_id, m.id as menu_id
         from menus m join products p on p.id = m.product_id
        where not p.is_showcase and m.status = 'in-stock' and not m.limit_table_size
          and m.time_start <= $1::time and m.time_end >= $2::time
        order by m.product_id, m.id limit $3`,
      [times[0], times[times.length - 1], places],
    );
    const targets: TSlotTarget[] = [];
    for (const row of rows) {
      await fetch(`${base}/api/v4/products/${row.product_id}/stocks/times`);
      for (const time of times) {
        const updated = await client.query<{ time_end: string }>(
          `update time_slots set covers = $1 where product_id = $2 and time = $3 returning time_end::text`,
          [covers, row.product_id, time],
        );
        const slot = updated.rows[0];
        if (slot)
          targets.push({ productId: row.product_id, menuId: row.menu_id, time, timeEnd: slot.time_end });
      }
    }
    if (targets.length === 0) throw new Error('no bookable slot in the seed');
    return targets;
  } finally {
    await client.end();
  }
}

/** The guest step's body for a hold at `target`: the party's details, no codes, no newsletter. */
export function guestRequest(target: TSlotTarget, seat: number, holdId: string) {
  return {
    ...PARTY,
    hold_id: holdId,
    lang: 'da',
    is_newsletter: false,
    seat,
    time: target.time,
    time_end: target.timeEnd,
    menus: [{ id: target.menuId, count: seat }],
    giftcodes: [],
  };
}

export function holdRequest(target: TSlotTarget, seat: number, holdId?: string) {
  return {
    seat,
    time: target.time,
    time_end: target.timeEnd,
    menus: [{ id: target.menuId, count: seat }],
    lang: 'da',
    ...(holdId ? { hold_id: holdId } : {}),
  };
}

/** Hold, guest details and payment start over HTTP; the hosted page's id of the payment. */
export async function holdAndPay(visitor: Visitor, base: string, target: TSlotTarget, seat = 2) {
  const held = await visitor.request(
    'POST',
    `${base}/api/v4/booking/${target.productId}/hold`,
    holdRequest(target, seat),
  );
  if (held.status !== 200) throw new Error(`hold: ${held.status} ${held.text}`);
  const holdId = String(held.json.hold_id);
  const guest = await visitor.request(
    'POST',
    `${base}/api/v4/booking/${target.productId}/guest`,
    guestRequest(target, seat, holdId),
  );
  if (guest.status !== 200) throw new Error(`guest: ${guest.status} ${guest.text}`);
  const paid = await visitor.request('POST', `${base}/api/v4/booking/${target.productId}/payment`, {
    hold_id: holdId,
    lang: 'da',
    ...PARTY,
  });
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${paid.text}`);
  const link = String(paid.json.payment_link);
  // `order_id` carries the order's public reference (ADR 0255).
  const order = paid.json.order as { order_id: string; total: number };
  return { holdId, paymentId: link.split('/').pop() ?? '', reference: order.order_id, total: order.total };
}

/** Stops a process and waits for it. */
export async function stop(server: TServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exit;
}
