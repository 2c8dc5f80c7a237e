/**
 * `pnpm --filter @tredjedel/bench bench`: measures the product against a bare Fastify route on the
 * same machine. Each server runs in its own process so the load generator does not share its event
 * loop. Section 1 (issue 4): the listing API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { runHoldsSection } from './holds.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill();
});

/** Starts a Node process and resolves with the first http address it prints. */
function startProcess(cwd: string, script: string, env: NodeJS.ProcessEnv, pattern: RegExp): Promise<string> {
  // Run from the package folder so `--import tsx` resolves that package's own tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.join(ROOT, cwd),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

type TFigures = { name: string; url: string; rps: number; p50: number; p99: number; errors: number };

async function measure(name: string, url: string): Promise<TFigures> {
  // A short warm-up so JIT, PGlite's caches and the day's slots are in place before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    url,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function printTable(title: string, rows: TFigures[]) {
  console.log(`\n## ${title}\n`);
  console.log('| target | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-bench-'));
  try {
    const [apiAddress, bareAddress] = await Promise.all([
      startProcess(
        'apps/api',
        'src/server.ts',
        {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          NOW: process.env.NOW ?? '2026-11-22T18:00:00+01:00',
        },
        /Tredjedel is running at (http:\/\/\S+)/,
      ),
      startProcess('bench', 'src/bare-server.ts', process.env, /bare route at (http:\/\/\S+)/),
    ]);
    console.log(
      `Tredjedel bench: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${os.cpus().length} cores, Node ${process.version}`,
    );

    // Section 1 (issue 4): the listing API against a bare route.
    const bare = await measure('bare Fastify route', `${bareAddress}/bare`);
    const listing = await measure(
      'GET /api/v4/products (København restaurants)',
      `${apiAddress}/api/v4/products?city=kobenhavn&product_type=restaurant`,
    );
    printTable('Section 1: listing API', [bare, listing]);
    const ratio = listing.rps / bare.rps;
    console.log(`\nratio: ${(ratio * 100).toFixed(1)} % of the bare route (target ≥ 40 %)`);
    console.log(`p99: ${listing.p99} ms (target < 20 ms)`);
    const isOnTarget = ratio >= 0.4 && listing.p99 < 20 && listing.errors === 0;
    console.log(isOnTarget ? 'Section 1 on target.' : 'Section 1 BELOW target.');
    await runHoldsSection();
  } finally {
    for (const child of children) child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
