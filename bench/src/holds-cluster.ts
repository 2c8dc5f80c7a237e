/**
 * Section: holds across three server processes on one PostgreSQL, as behind a load balancer
 * (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md): 40 concurrent visitors take holds on a few slots, each attempt from a new
 * visitor with its own cookie jar and client address (X-Forwarded-For, TRUST_PROXY=1), round-robin
 * over the processes. Reports holds/s, attempts/s, p50/p99 and the slots whose holds and bookings
 * exceed their covers (must be 0), and the CPU the servers and PostgreSQL spent per attempt (cpu.ts).
 * The servers and the bench database's PostgreSQL backends share core 0, the load generator has its
 * own (processes.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import os from 'node:os';

import { backendPids, cpuSnapshot, cpuSpentSince, pinBackends, residentMegabytes } from './cpu.ts';
import { createCsrfPair, prepareHoldTargets, summariseAttempts, type TTarget, withClient } from './holds.ts';
import { closeAgents, postJson, type TPostAnswer } from './http-post.ts';
import { compiledServer, describePinning, SHIPPED_LOG_LEVEL, startNodeProcess } from './processes.ts';
import { measureStatementCpu, type TStatementCpu } from './statement-cpu.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(ROOT, 'apps/api');
const BENCH_DIR = path.join(ROOT, 'bench');
const PROCESSES = 3;
const NOW = '2026-11-22T18:00:00+01:00';

type TClusterFigures = {
  /**
   * What answered: the product's hold route as configured by default (new holds batched, ADR 0201),
   * the same with each new hold sent alone (HOLD_BATCH_MAX=1, as before batching), or the bare
   * route sending the product's `take_holds` statement for one new hold per request, or the bare processes answering each
   * request with one `select 1` (no hold: the most this layout answers with a database round trip).
   */
  target: 'product' | 'product-alone' | 'bare' | 'round-trip';
  processes: number;
  connections: number;
  slots: number;
  seconds: number;
  attempts: number;
  held: number;
  refused: number;
  otherErrors: number;
  serverErrors: number;
  holdsPerSecond: number;
  attemptsPerSecond: number;
  p50: number;
  p99: number;
  overbooked: number;
  /** CPU milliseconds per attempt of the server processes and of PostgreSQL's backends (cpu.ts). */
  serverCpuPerAttempt: number | null;
  postgresCpuPerAttempt: number | null;
  /**
   * CPU milliseconds per attempt of the load generator itself (this process), on its own core: near
   * 1,000 / attempts/s it is the limit, not the servers.
   */
  loadGeneratorCpuPerAttempt: number;
  /** Each server process's resident memory (MB) at the end of the run (cpu.ts). */
  serverRssMb: number[];
  /** PostgreSQL backends pinned to the servers' core. */
  pinnedBackends: number;
  /** The machine's 1-minute load average at the end of the run. */
  loadAverage: number;
};

type TSend = (base: string, target: TTarget, visitorNumber: number) => Promise<TPostAnswer>;

/** The product's route: each attempt a new visitor, its own CSRF cookie (jar) and client address. */
const sendToProduct: TSend = (base, target, visitorNumber) => {
  const csrf = createCsrfPair();
  return postJson(
    `${base}/api/v4/booking/${target.productId}/hold`,
    {
      'content-type': 'application/json',
      cookie: csrf.cookie,
      'x-csrf-token': csrf.token,
      'x-forwarded-for': clientAddress(visitorNumber),
    },
    JSON.stringify({
      seat: 2,
      time: target.time,
      time_end: target.timeEnd,
      menus: [{ id: target.menuId, count: 2 }],
      lang: 'da',
    }),
  );
};

/** The bare route (bare-hold-server.ts): the same body and address, the service day in a header. */
const sendToBare: TSend = (base, target, visitorNumber) =>
  postJson(
    `${base}/hold/${target.productId}`,
    {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress(visitorNumber),
      'x-service-date': target.serviceDate,
    },
    bareBody(target),
  );

/** The floor: the bare processes' `select 1` route, the same body. */
const sendToRoundTrip: TSend = (base, target, visitorNumber) =>
  postJson(
    `${base}/round-trip`,
    { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(visitorNumber) },
    bareBody(target),
  );

/** The bare routes' body: the product's request without the fields only the product reads. */
function bareBody(target: TTarget): string {
  return JSON.stringify({ seat: 2, time: target.time, menus: [{ id: target.menuId, count: 2 }] });
}

function clientAddress(visitorNumber: number): string {
  return `10.${(visitorNumber >> 16) & 255}.${(visitorNumber >> 8) & 255}.${visitorNumber & 255}`;
}

/**
 * `connections` visitors in a loop for `durationS` against `bases` (round-robin), after a warm-up
 * at full concurrency that opens every process's pool connections; the holds of the warm-up are
 * deleted before the run, and the bench database's backends pinned to the servers' core.
 */
async function driveLoad(options: {
  target: TClusterFigures['target'];
  databaseUrl: string;
  databaseName: string;
  children: ChildProcess[];
  bases: string[];
  targets: TTarget[];
  send: TSend;
  durationS: number;
  connections: number;
}): Promise<TClusterFigures> {
  const { bases, targets, send } = options;
  const latencies: number[] = [];
  const counts = { held: 0, refused: 0, other: 0, server: 0 };
  let visitorNumber = 0;
  let next = 0;
  const attempt = async (measure: boolean) => {
    const target = targets[next % targets.length] as TTarget;
    const base = bases[next % bases.length] as string;
    next += 1;
    visitorNumber += 1;
    const startedAt = performance.now();
    const answer = await send(base, target, visitorNumber);
    if (!measure) return;
    latencies.push(performance.now() - startedAt);
    if (answer.status === 200) counts.held += 1;
    else if (answer.status === 409 || answer.status === 429) counts.refused += 1;
    else if (answer.status >= 500) counts.server += 1;
    else counts.other += 1;
  };

  for (let round = 0; round < 3; round += 1)
    await Promise.all(Array.from({ length: options.connections }, () => attempt(false)));
  const backends = await withClient(options.databaseUrl, async (client) => {
    await client.query(`delete from hold_menus; delete from holds; delete from rate_limits;`);
    return backendPids(client, options.databaseName);
  });
  const pinnedBackends = pinBackends(backends);
  const serverPids = options.children.flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  const serverCpuBefore = cpuSnapshot(serverPids);
  const postgresCpuBefore = cpuSnapshot(backends);
  const loadGeneratorCpuBefore = process.cpuUsage();

  const deadline = performance.now() + options.durationS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await attempt(true);
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const loadGeneratorCpu = process.cpuUsage(loadGeneratorCpuBefore);
  const serverCpu = serverCpuBefore.size > 0 ? cpuSpentSince(serverCpuBefore, serverPids) : null;
  const postgresCpu = await withClient(options.databaseUrl, async (client) => {
    const after = await backendPids(client, options.databaseName);
    return postgresCpuBefore.size > 0 ? cpuSpentSince(postgresCpuBefore, after) : null;
  });
  const loadAverage = os.loadavg()[0] ?? 0;
  const serverRssMb = serverPids.flatMap((pid) => residentMegabytes(pid) ?? []);

  const overbooked = await withClient(options.databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select s.id from time_slots s
        where coalesce((select sum(h.covers) from holds h where h.slot_id = s.id and h.status = 'active'), 0)
            + coalesce((select sum(b.covers) from bookings b where b.slot_id = s.id and b.status = 'confirmed'), 0)
            > s.covers`,
    );
    return rows.length;
  });
  const perAttempt = (cpu: number | null) => (cpu === null ? null : cpu / Math.max(latencies.length, 1));
  return {
    ...summariseAttempts(latencies, counts, seconds),
    target: options.target,
    processes: bases.length,
    connections: options.connections,
    slots: targets.length,
    serverErrors: counts.server,
    overbooked,
    serverCpuPerAttempt: perAttempt(serverCpu),
    postgresCpuPerAttempt: perAttempt(postgresCpu),
    loadGeneratorCpuPerAttempt:
      (loadGeneratorCpu.user + loadGeneratorCpu.system) / 1000 / Math.max(latencies.length, 1),
    pinnedBackends,
    serverRssMb,
    loadAverage,
  };
}

async function stopChildren(children: ChildProcess[]) {
  for (const child of children.splice(0)) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * The product's hold route on three processes, then, on the same database, slots and load, three
 * bare routes sending the same `take_holds` statement (bare-hold-server.ts): the limit the product
 * is measured against; last the same bare processes answering `select 1`, the floor of any route
 * that asks the database once per request in this layout.
 */
async function runClusterHoldsBench(options: {
  databaseUrl: string;
  durationS: number;
  connections: number;
}): Promise<{ rows: TClusterFigures[]; statement: TStatementCpu[] }> {
  const admin = options.databaseUrl;
  const name = `tredjedel_bench_${randomBytes(4).toString('hex')}`;
  await withClient(admin, (client) => client.query(`create database ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const children: ChildProcess[] = [];
  try {
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: SHIPPED_LOG_LEVEL,
      NOW: process.env.NOW ?? NOW,
      PAYMENT_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '1',
      RATE_LIMIT_GIFTCODE_PER_MINUTE: '100000',
      RATE_LIMIT_PAYMENT_PER_MINUTE: '100000',
    };
    // Started together: one migrates and seeds under the start-up lock, the others wait.
    const startProduct = async (extraEnv: Record<string, string>) => {
      const started = await Promise.all(
        Array.from({ length: PROCESSES }, () =>
          startNodeProcess(
            API_DIR,
            compiledServer(),
            { ...env, ...extraEnv },
            /Tredjedel is running at (http:\/\/\S+)/,
          ),
        ),
      );
      for (const { child } of started) children.push(child);
      return started.map(({ address }) => address.replace('localhost', '127.0.0.1'));
    };
    const aloneBases = await startProduct({ HOLD_BATCH_MAX: '1' });

    // Few slots, contended: three places at 20:00 and 21:00, room for the whole run except the
    // first, which fills within seconds and then refuses.
    const targets = await prepareHoldTargets(url.toString(), aloneBases[0] ?? '', (position) =>
      position === 0 ? 50 : 20_000,
    );
    if (targets.length === 0) throw new Error('no bookable slot found in the seed');
    const load = { ...options, databaseUrl: url.toString(), databaseName: name, children, targets };
    const alone = await driveLoad({
      ...load,
      target: 'product-alone',
      bases: aloneBases,
      send: sendToProduct,
    });
    await stopChildren(children);
    const batchedBases = await startProduct({});
    const product = await driveLoad({ ...load, target: 'product', bases: batchedBases, send: sendToProduct });
    await stopChildren(children);

    const bare = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        startNodeProcess(BENCH_DIR, 'src/bare-hold-server.ts', env, /bare hold route at (http:\/\/\S+)/),
      ),
    );
    for (const { child } of bare) children.push(child);
    const bareBases = bare.map(({ address }) => address);
    const limit = await driveLoad({ ...load, target: 'bare', bases: bareBases, send: sendToBare });
    const floor = await driveLoad({
      ...load,
      target: 'round-trip',
      bases: bareBases,
      send: sendToRoundTrip,
    });
    const statementTarget = targets[1] ?? targets[0];
    const statement = statementTarget
      ? await measureStatementCpu(url.toString(), statementTarget, new Date(env.NOW))
      : [];
    return { rows: [alone, product, limit, floor], statement };
  } finally {
    closeAgents();
    await stopChildren(children);
    await withClient(admin, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

const ROUTE_NAMES: Record<TClusterFigures['target'], string> = {
  'product-alone': 'product hold route, each new hold alone (HOLD_BATCH_MAX=1)',
  product: 'product hold route, new holds batched (default)',
  bare: 'bare route, one take_holds (one new hold) per request',
  'round-trip': 'bare route, one `select 1` per request (no hold: the floor)',
};

/** The hold statement alone on one connection (statement-cpu.ts): PostgreSQL CPU per hold. */
function printStatementFigures(statement: readonly TStatementCpu[]): void {
  if (statement.length === 0) return;
  console.log('\n| take_holds alone, one connection | calls | PostgreSQL CPU ms per hold |');
  console.log('|---|---:|---:|');
  for (const figures of statement)
    console.log(
      `| ${figures.holdsPerCall} new hold(s) per call | ${figures.calls} | ${figures.postgresCpuPerHold.toFixed(3)} |`,
    );
}

function printClusterFigures(rows: TClusterFigures[]): boolean {
  const [first] = rows;
  if (!first) return true;
  console.log(`\n## Section: holds across ${first.processes} processes on PostgreSQL\n`);
  const postgresPinning =
    first.pinnedBackends > 0 ? `, ${first.pinnedBackends} PostgreSQL backends with them` : '';
  console.log(
    `${describePinning()}${postgresPinning}; ${first.seconds.toFixed(1)} s per row; load average ${rows.map((row) => row.loadAverage.toFixed(1)).join(', ')}\n`,
  );
  const ms = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
  const bare = rows.find((row) => row.target === 'bare');
  console.log(
    '| route | processes | concurrent visitors | slots | attempts/s | of bare | holds/s | refused (409/429) | other 4xx | 5xx | p50 ms | p99 ms | overbooked slots | server CPU ms/attempt | PostgreSQL CPU ms/attempt | load generator CPU ms/attempt |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const figures of rows) {
    const ofBare = bare
      ? `${((100 * figures.attemptsPerSecond) / bare.attemptsPerSecond).toFixed(0)} %`
      : 'n/a';
    const route = ROUTE_NAMES[figures.target];
    console.log(
      `| ${route} | ${figures.processes} | ${figures.connections} | ${figures.slots} | ${figures.attemptsPerSecond.toFixed(0)} | ${ofBare} | ${figures.holdsPerSecond.toFixed(0)} | ${figures.refused} | ${figures.otherErrors} | ${figures.serverErrors} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.overbooked} | ${ms(figures.serverCpuPerAttempt)} | ${ms(figures.postgresCpuPerAttempt)} | ${ms(figures.loadGeneratorCpuPerAttempt)} |`,
    );
  }
  // The targets of bench/README.md's holds section, each read against this run's own limit.
  const product = rows.find((row) => row.target === 'product') ?? first;
  const ofBare = bare ? product.attemptsPerSecond / bare.attemptsPerSecond : null;
  const checks: [string, boolean][] = [
    [
      `batched attempts/s ≥ 90 % of the bare route: ${ofBare === null ? 'n/a' : `${(100 * ofBare).toFixed(0)} %`}`,
      ofBare !== null && ofBare >= 0.9,
    ],
    [`batched p99 < 100 ms: ${product.p99.toFixed(1)} ms`, product.p99 < 100],
    [
      `server CPU ≤ 0.6 ms per attempt: ${ms(product.serverCpuPerAttempt)} ms`,
      (product.serverCpuPerAttempt ?? Infinity) <= 0.6,
    ],
    [
      `PostgreSQL CPU ≤ 0.35 ms per attempt: ${ms(product.postgresCpuPerAttempt)} ms`,
      (product.postgresCpuPerAttempt ?? Infinity) <= 0.35,
    ],
    [`1,000 holds/s: ${product.holdsPerSecond.toFixed(0)}`, product.holdsPerSecond >= 1000],
  ];
  for (const [check, isMet] of checks) console.log(`Target, ${check}: ${isMet ? 'met' : 'NOT met'}.`);
  // The issue's memory row: a server on PostgreSQL after this load, compiled, as `npm start` runs it.
  const memory = product.serverRssMb;
  if (memory.length > 0) {
    const largest = Math.max(...memory);
    console.log(
      `Servers on PostgreSQL after the batched load: RSS ${memory.map((mb) => mb.toFixed(0)).join(' / ')} MB (target ≤ 150 MB): ${largest <= 150 ? 'on target' : 'ABOVE target'}.`,
    );
  }
  const isOk = rows.every((row) => row.overbooked === 0 && row.serverErrors === 0);
  console.log(isOk ? 'Cluster holds: zero overbookings, no 5xx.' : 'Cluster holds: OVERBOOKED or 5xx.');
  return isOk;
}

/** As `src/index.ts` runs it: skipped with a note without DATABASE_URL. */
export async function runClusterHoldsSection(): Promise<boolean> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nSection cluster holds skipped: set DATABASE_URL to a PostgreSQL server.');
    return true;
  }
  const { rows, statement } = await runClusterHoldsBench({
    databaseUrl,
    durationS: Number(process.env.BENCH_DURATION ?? 10),
    connections: Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 40),
  });
  const isOk = printClusterFigures(rows);
  printStatementFigures(statement);
  return isOk;
}

/** This section alone: `node --import tsx src/holds-cluster.ts` with DATABASE_URL set. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await runClusterHoldsSection())) process.exitCode = 1;
}
