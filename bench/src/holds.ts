/**
 * Section: holds. `POST /api/v4/booking/{id}/hold` per second on PostgreSQL, with the
 * proof that no slot was ever overbooked: after the run, the active holds of every slot are
 * counted in the database and compared with its covers.
 *
 * Needs DATABASE_URL (a PostgreSQL server the bench may create and drop a database on): PGlite
 * has one connection, so it would measure a queue, not the locking. Runs the real server in its own
 * process; the load comes from this one.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { closeAgents, postJson } from './http-post.ts';
import { compiledServer, SHIPPED_LOG_LEVEL, startNodeProcess } from './processes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(ROOT, 'apps/api');
const requireFromApi = createRequire(path.join(API_DIR, 'package.json'));

export type TPgClient = {
  connect(): Promise<void>;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  end(): Promise<void>;
};
const pg = requireFromApi('pg') as {
  Client: new (options: { connectionString: string }) => TPgClient;
};

type TCsrfTokens = { secretSync(): string; create(secret: string): string };
let tokensOnce: TCsrfTokens | undefined;

/** Resolved once: a module lookup per attempt cost the cluster's load generator about 0.5 ms. */
function csrfTokens(): TCsrfTokens {
  if (!tokensOnce) {
    const requireFromPlugin = createRequire(requireFromApi.resolve('@fastify/csrf-protection'));
    const Tokens = requireFromPlugin('@fastify/csrf') as new () => TCsrfTokens;
    tokensOnce = new Tokens();
  }
  return tokensOnce;
}

/** A CSRF pair made as @fastify/csrf-protection makes it: secret in the `_csrf` cookie, token in the header. */
export function createCsrfPair(): { cookie: string; token: string } {
  const tokens = csrfTokens();
  const secret = tokens.secretSync();
  return { cookie: `_csrf=${secret}`, token: tokens.create(secret) };
}

export async function withClient<T>(url: string, work: (client: TPgClient) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type TTarget = {
  productId: number;
  menuId: number;
  /** The slot's service day (`YYYY-MM-DD`) and time. */
  serviceDate: string;
  time: string;
  timeEnd: string;
  covers: number;
};
/**
 * Bookable slots for a holds bench: three places with an unrestricted menu at 20:00 and 21:00,
 * each slot set to `coversAt(its position)` covers. Reading a place's times first makes the
 * server copy today's slots from its schedule.
 */
export async function prepareHoldTargets(
  url: string,
  base: string,
  coversAt: (position: number) => number,
): Promise<TTarget[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ product_id: number; menu_id: number }>(
      `select distinct on (m.product_id) m.product_id, m.id as menu_id
         from menus m join products p on p.id = m.product_id
        where not p.is_showcase and m.status = 'in-stock' and not m.limit_table_size
          and m.time_start <= '21:00' and m.time_end >= '21:00'
        order by m.product_id, m.id limit 3`,
    );
    const chosen: TTarget[] = [];
    for (const row of rows) {
      await fetch(`${base}/api/v4/products/${row.product_id}/stocks/times`);
      for (const time of ['20:00:00', '21:00:00']) {
        const covers = coversAt(chosen.length);
        const updated = await client.query<{ time_end: string; service_date: string }>(
          `update time_slots set covers = $1 where product_id = $2 and time = $3
           returning time_end::text, service_date::text`,
          [covers, row.product_id, time],
        );
        const slot = updated.rows[0];
        if (slot)
          chosen.push({
            productId: row.product_id,
            menuId: row.menu_id,
            serviceDate: slot.service_date,
            time,
            timeEnd: slot.time_end,
            covers,
          });
      }
    }
    return chosen;
  });
}

type THoldsFigures = {
  seconds: number;
  attempts: number;
  held: number;
  refused: number;
  otherErrors: number;
  holdsPerSecond: number;
  attemptsPerSecond: number;
  p50: number;
  p99: number;
  slots: number;
  overbooked: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** A run's answers as counts, rates and latency percentiles. */
export function summariseAttempts(
  latencies: readonly number[],
  counts: { held: number; refused: number; other: number },
  seconds: number,
) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    seconds,
    attempts: latencies.length,
    held: counts.held,
    refused: counts.refused,
    otherErrors: counts.other,
    holdsPerSecond: counts.held / seconds,
    attemptsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/**
 * Many concurrent visitors hold tables on a few slots, so they queue on the same row locks. The
 * first slot has room for only `SMALL_SLOT_TABLES` parties of two and fills up at once, after
 * which its requests are refused with "no available tables"; the others have room for the run.
 */
async function runHoldsBench(options: {
  databaseUrl: string;
  durationS: number;
  connections: number;
}): Promise<THoldsFigures> {
  const SLOT_COUNT = 6;
  const SMALL_SLOT_TABLES = 25;
  const TABLES_PER_SLOT = 5000;
  const admin = options.databaseUrl;
  const name = `tredjedel_bench_${randomBytes(4).toString('hex')}`;
  await withClient(admin, (client) => client.query(`create database ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let server: ChildProcess | undefined;
  try {
    const started = await startNodeProcess(
      API_DIR,
      compiledServer(),
      {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: SHIPPED_LOG_LEVEL,
        NOW: process.env.NOW ?? '2026-11-22T18:00:00+01:00',
        RATE_LIMIT_GIFTCODE_PER_MINUTE: '100000',
        RATE_LIMIT_PAYMENT_PER_MINUTE: '100000',
        // All load comes from one address (ADR 0205's per-address limits would refuse it).
        RATE_LIMIT_HOLD_PER_MINUTE: '10000000',
        HOLD_MAX_PER_ADDRESS: '10000000',
        HOLD_MAX_COVERS_PER_ADDRESS: '100000000',
      },
      /Tredjedel is running at (http:\/\/\S+)/,
    );
    server = started.child;
    const base = started.address;

    const targets = (
      await prepareHoldTargets(url.toString(), base, (position) =>
        position === 0 ? SMALL_SLOT_TABLES * 2 : TABLES_PER_SLOT * 2,
      )
    ).slice(0, SLOT_COUNT);
    if (targets.length === 0) throw new Error('no bookable slot found in the seed');

    const csrf = createCsrfPair();
    const headers = { 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrf-token': csrf.token };
    const latencies: number[] = [];
    const counts = { held: 0, refused: 0, other: 0 };
    const hold = async (target: TTarget) => {
      const body = JSON.stringify({
        seat: 2,
        time: target.time,
        time_end: target.timeEnd,
        menus: [{ id: target.menuId, count: 2 }],
        lang: 'da',
      });
      const startedAt = performance.now();
      const answer = await postJson(`${base}/api/v4/booking/${target.productId}/hold`, headers, body);
      latencies.push(performance.now() - startedAt);
      if (answer.status === 200) counts.held += 1;
      else if (answer.status === 409 && answer.body.includes('no available tables')) counts.refused += 1;
      else counts.other += 1;
    };

    // Warm-up (JIT, connection pool, prepared plans), then forget those holds and counters.
    const warmTarget = targets[1];
    if (warmTarget) for (let index = 0; index < 20; index += 1) await hold(warmTarget);
    await withClient(url.toString(), (client) => client.query(`delete from hold_menus; delete from holds;`));
    latencies.length = 0;
    counts.held = 0;
    counts.refused = 0;
    counts.other = 0;

    const deadline = performance.now() + options.durationS * 1000;
    const startedAt = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) {
          const target = targets[next % targets.length];
          next += 1;
          if (target) await hold(target);
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;

    const overbooked = await withClient(url.toString(), async (client) => {
      const { rows } = await client.query<{ id: number; covers: number; held: string }>(
        `select s.id, s.covers, coalesce(sum(h.covers), 0)::text as held
           from time_slots s left join holds h on h.slot_id = s.id and h.status = 'active'
          group by s.id, s.covers having coalesce(sum(h.covers), 0) > s.covers`,
      );
      return rows.length;
    });
    return { ...summariseAttempts(latencies, counts, seconds), slots: targets.length, overbooked };
  } finally {
    closeAgents();
    server?.kill();
    await withClient(admin, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

function printHoldsFigures(figures: THoldsFigures, connections: number): boolean {
  console.log('\n## Section: holds on PostgreSQL\n');
  console.log(
    '| concurrent visitors | slots | attempts/s | holds/s | refused (table gone) | other errors | p50 ms | p99 ms | overbooked slots |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${connections} | ${figures.slots} | ${figures.attemptsPerSecond.toFixed(0)} | ${figures.holdsPerSecond.toFixed(0)} | ${figures.refused} | ${figures.otherErrors} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.overbooked} |`,
  );
  const isOk = figures.overbooked === 0 && figures.otherErrors === 0;
  console.log(isOk ? 'Holds: zero overbookings.' : 'Holds: OVERBOOKED or failed requests.');
  return isOk;
}

/**
 * The section as `src/index.ts` runs it: skipped with a note without DATABASE_URL. Returns false
 * when a slot was overbooked or requests failed.
 */
export async function runHoldsSection(): Promise<boolean> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(
      '\nSection holds skipped: set DATABASE_URL to a PostgreSQL server (it creates and drops its own database).',
    );
    return true;
  }
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const figures = await runHoldsBench({
    databaseUrl,
    durationS: Number(process.env.BENCH_DURATION ?? 10),
    connections,
  });
  return printHoldsFigures(figures, connections);
}

/** Runs this section alone: `node --import tsx src/holds.ts` with DATABASE_URL set. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await runHoldsSection())) process.exitCode = 1;
}
