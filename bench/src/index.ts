/**
 * `npm run bench`: measures the product against a bare Fastify route on the same machine, in one
 * run. Each server runs in its own process, pinned apart from the load generator where the machine
 * allows (processes.ts). Section 1: the listing API; section 2: pages; then holds, and holds across
 * three processes (holds-cluster.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { residentMegabytes } from './cpu.ts';
import { runClusterHoldsSection } from './holds-cluster.ts';
import { runHoldsSection } from './holds.ts';
import { runPagesAgainstNginx } from './pages.ts';
import { memoryOf } from './server-probe.ts';
import { ensureWrk, measureWithWrk, type TMeasured } from './wrk.ts';
import {
  describePinning,
  processTreeCpuMs,
  SHIPPED_LOG_LEVEL,
  startApiServer,
  startNodeProcess,
  stopAllProcesses,
} from './processes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type TFigures = {
  name: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU per answered request (/proc), or null off Linux. */
  cpuMsPerRequest: number | null;
  /** The 1-minute load average when the row ended: the figures are only as quiet as the machine. */
  load: number;
};

/** Each row's server: its process, whose CPU time /proc reports (every row names its own). */
let measuredPid: number | undefined;

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  pid = measuredPid,
): Promise<TFigures> {
  // A short warm-up so JIT, PGlite's caches and the day's slots are in place before measuring.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = processTreeCpuMs(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const cpuAfter = processTreeCpuMs(pid);
  return {
    name,
    url,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : (cpuAfter - cpuBefore) / result.requests.total,
    load: os.loadavg()[0] ?? 0,
  };
}

function printTable(title: string, rows: TFigures[]) {
  console.log(`\n## ${title}\n`);
  console.log('| target | req/s | p50 ms | p99 ms | errors | server CPU ms/request | load average |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.cpuMsPerRequest?.toFixed(3) ?? 'n/a'} | ${row.load.toFixed(2)} |`,
    );
}

/**
 * The request log's cost (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md): the
 * shared listing page (gzip) from the server as shipped (LOG_LEVEL info) against a second server at
 * `warn`, alternating, in the same run, with wrk so the server and not the load generator is the
 * limit (autocannon kept it near 0.6 of a core). Target: the log costs at most 10 % of the
 * listing's req/s. CPU per request (from /proc) is the steadier figure on a busy machine. Then the
 * `warn` server's database, migrated and seeded, serves a third start: "ready to serve ≤ 2 s".
 */
async function runRequestLogSection(apiAddress: string, apiPid: number | undefined) {
  if (SHIPPED_LOG_LEVEL !== 'info') {
    console.log(`\n## Request log\n\nSkipped: LOG_LEVEL=${SHIPPED_LOG_LEVEL}, not the shipped info.`);
    return;
  }
  const wrk = ensureWrk();
  if (!wrk) {
    console.log('\n## Request log\n\nSkipped: wrk could not be installed (apt-get install wrk).');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-bench-warn-'));
  try {
    const quiet = await startApiServer(dataDir, { logLevel: 'warn', port: '0' });
    const url = '/kobenhavn/restauranter';
    const gzip = { 'accept-encoding': 'gzip' };
    const options = { connections: CONNECTIONS, durationS: DURATION_S, runs: 1 };
    const rows: { name: string; figures: TMeasured }[] = [];
    for (let round = 1; round <= 2; round += 1) {
      rows.push({
        name: `listing page, LOG_LEVEL=info (round ${round})`,
        figures: await measureWithWrk(wrk, `${apiAddress}${url}`, gzip, {
          ...options,
          serverPids: apiPid === undefined ? [] : [apiPid],
        }),
      });
      rows.push({
        name: `the same, LOG_LEVEL=warn (round ${round})`,
        figures: await measureWithWrk(wrk, `${quiet.address}${url}`, gzip, {
          ...options,
          serverPids: quiet.child.pid === undefined ? [] : [quiet.child.pid],
        }),
      });
    }
    console.log('\n## Request log: info (as shipped) against warn (wrk, gzip)\n');
    console.log('| target | req/s | p50 ms | p99 ms | errors | server CPU ms/request | load average |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const { name, figures } of rows)
      console.log(
        `| ${name} | ${figures.rps.toFixed(0)} | ${figures.p50.toFixed(2)} | ${figures.p99.toFixed(2)} | ${figures.errors} | ${figures.cpuMsPerRequest?.toFixed(4) ?? 'n/a'} | ${(os.loadavg()[0] ?? 0).toFixed(2)} |`,
      );
    const sum = (offset: number, of: (figures: TMeasured) => number) =>
      rows.filter((_, index) => index % 2 === offset).reduce((total, row) => total + of(row.figures), 0);
    const cost = 1 - sum(0, (row) => row.rps) / sum(1, (row) => row.rps);
    console.log(
      `\nthe log at info costs ${(cost * 100).toFixed(1)} % of the listing's req/s (target ≤ 10 %): ${cost <= 0.1 ? 'on target' : 'ABOVE target'}`,
    );
    const cpu = (offset: number) => sum(offset, (row) => row.cpuMsPerRequest ?? 0);
    if (cpu(1) > 0)
      console.log(
        `the log at info costs ${((cpu(0) / cpu(1) - 1) * 100).toFixed(1)} % more server CPU per request`,
      );
    quiet.child.kill();
    await new Promise((resolve) => quiet.child.once('exit', resolve));
    await measureReadyToServe(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The issue's "ready to serve ≤ 2 s after start on a migrated database": a server started on
 * `dataDir` (migrated and seeded by an earlier server), timed from its start to the first 200 of
 * `/readyz` (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md). Twice: pinned to
 * the servers' core like every other row here, and on every core as `npm start` runs it (PGlite
 * opens on its own thread while the server loads, ADR 0001 "Start-up").
 */
async function measureReadyToServe(dataDir: string) {
  for (const isPinned of [true, false]) {
    const startedAt = performance.now();
    const server = await startApiServer(dataDir, { logLevel: 'warn', port: '0', isPinned });
    for (;;) {
      const ready = await fetch(`${server.address}/readyz`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - startedAt) / 1000;
    // Its memory when ready, beside the measured server's (which migrated and seeded in-process).
    const rss = residentMegabytes(server.child.pid);
    const cores = isPinned ? "on the servers' core" : 'on every core';
    console.log(
      `\nready to serve after start on a migrated PGlite database, ${cores}: ${seconds.toFixed(2)} s (target ≤ 2 s): ${seconds <= 2 ? 'on target' : 'ABOVE target'}; RSS when ready ${rss?.toFixed(0) ?? 'n/a'} MB; load average ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
    );
    server.child.kill();
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

/**
 * Section 2 (docs/design.md "Rendering speed"): a listing page, shared by every visitor and rendered once
 * per moment, against booking step 1, shared the same way since its token and clock come from the
 * API (docs/decisions/0006-page-caching-shared-pages-answered-once.md); both as a browser asks for
 * them (brotli), and the listing uncompressed to show what compression costs.
 */
async function runPagesSection(apiAddress: string, listingApi: TFigures) {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/server/entry-server.js'))) {
    console.log('\n## Section 2: pages\n\nSkipped: the web app is not built (npm run build).');
    return;
  }
  const browser = { 'accept-encoding': 'br, gzip' };
  const shared = await measure(
    'listing page /kobenhavn/restauranter',
    `${apiAddress}/kobenhavn/restauranter`,
    browser,
  );
  const sharedRaw = await measure('the same, uncompressed', `${apiAddress}/kobenhavn/restauranter`);
  const step = await measure(
    'booking step 1 (shared like the listing)',
    `${apiAddress}/book/step1/restaurant/kokkeriet-bryggen`,
    browser,
  );
  printTable('Section 2: pages', [shared, sharedRaw, step]);
  const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
  console.log(
    `\nbooking step 1: ${percent(step.rps / shared.rps)} of the listing page's req/s (target ≥ 50 %)`,
  );
  console.log(`shared listing page: ${percent(shared.rps / listingApi.rps)} of the listing API's req/s`);
  console.log(`compression's share of a shared page: ${percent(1 - shared.rps / sharedRaw.rps)}`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-bench-'));
  try {
    const [api, bare] = await Promise.all([
      startApiServer(dataDir),
      startNodeProcess(
        path.join(ROOT, 'bench'),
        'src/bare-server.ts',
        process.env,
        /bare route at (http:\/\/\S+)/,
      ),
    ]);
    const apiAddress = api.address;
    const bareAddress = bare.address;
    console.log(
      `Tredjedel bench: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${os.cpus().length} cores, Node ${process.version}; ${describePinning()}; server compiled (apps/api/dist/server.js), LOG_LEVEL=${SHIPPED_LOG_LEVEL}; load average at start ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );

    // Section 1: the listing API against a bare route.
    const bareFigures = await measure('bare Fastify route', `${bareAddress}/bare`, {}, bare.child.pid);
    measuredPid = api.child.pid;
    const listing = await measure(
      'GET /api/v4/products (København restaurants)',
      `${apiAddress}/api/v4/products?city=kobenhavn&product_type=restaurant`,
    );
    printTable('Section 1: listing API', [bareFigures, listing]);
    const ratio = listing.rps / bareFigures.rps;
    console.log(`\nratio: ${(ratio * 100).toFixed(1)} % of the bare route (target ≥ 40 %)`);
    console.log(`p99: ${listing.p99} ms (target < 20 ms)`);
    const isOnTarget = ratio >= 0.4 && listing.p99 < 20 && listing.errors === 0;
    console.log(isOnTarget ? 'Section 1 on target.' : 'Section 1 BELOW target.');
    await runPagesSection(apiAddress, listing);
    await runRequestLogSection(apiAddress, api.child.pid);
    await runPagesAgainstNginx(apiAddress, api.child.pid);
    // The memory row: the compiled server on PGlite after the load of sections 1 and 2.
    const rss = residentMegabytes(api.child.pid);
    if (rss !== null)
      console.log(
        `\nserver on PGlite after the load above: RSS ${rss.toFixed(0)} MB (target ≤ 300 MB): ${rss <= 300 ? 'on target' : 'ABOVE target'}; ${await memoryOf(apiAddress)}`,
      );
    await runHoldsSection();
    await runClusterHoldsSection();
  } finally {
    stopAllProcesses();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
