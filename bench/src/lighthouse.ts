// `npm run lighthouse`: Lighthouse (mobile: its default emulation and simulated throttling) on the
// home page, a listing and a detail page of the production build, with the JS each page loads.
// Targets (ADR 0008): performance 90 or more; accessibility, best practices and SEO 100. A missed
// target ends the run with exit code 1.
//
// The web app is built first (turbo skips it when nothing changed); the server runs on a fresh
// PGlite folder with the clock fixed, like the end-to-end tests. Chromium: CHROME_PATH or
// /usr/bin/chromium. LIGHTHOUSE_RUNS=n runs each page n times and reports the median run;
// LIGHTHOUSE_REPORT_DIR=folder keeps each page's full report there (JSON, for the Lighthouse viewer).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOW = '2026-11-22T18:00:00+01:00';
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type TCategory = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as TCategory[];
/** One page's audit may not take longer than this; Lighthouse's own waits are shorter still. */
const RUN_TIMEOUT_MS = 120_000;

type TResult = {
  page: string;
  path: string;
  scores: Record<TCategory, number>;
  jsGzipBytes: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}

function buildWeb() {
  process.stdout.write('Building the web app (turbo; cached when nothing changed)…\n');
  const build = spawnSync(
    process.execPath,
    [
      'scripts/pnpm.mjs',
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@tredjedel/web',
      '--output-logs=errors-only',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('The web build failed.');
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NOW,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v4/cities?local=da`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The server did not answer within two minutes.');
}

/** The first place linked from the listing: a detail page that exists in the seed. */
async function firstDetailPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/kobenhavn/restauranter`)).text();
  const match = /href="(\/restaurant\/[^"/?#]+)"/.exec(html);
  if (!match?.[1]) throw new Error('The listing links to no restaurant.');
  return match[1];
}

/** The gzip size (level 9, as a server would send it) of every script the page requested. */
async function scriptGzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

type TLhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label}: no result after ${RUN_TIMEOUT_MS} ms`)),
      RUN_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Lighthouse's own run errors that say "run again" (a trace without navigation start and the like). */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

async function audit(port: number, url: string, attempt = 1): Promise<TLhr> {
  const result = await withTimeout(
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Nothing outside localhost is reachable here: never wait long for the network to go quiet.
      maxWaitForLoad: 45_000,
      maxWaitForFcp: 30_000,
    }),
    url,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const error = result.lhr.runtimeError;
  if (error && RETRYABLE.has(error.code) && attempt < 3) {
    process.stdout.write(`  ${error.code}, again (attempt ${attempt + 1} of 3)\n`);
    return audit(port, url, attempt + 1);
  }
  if (error) throw new Error(`${url}: ${error.message}`);
  return result.lhr;
}

async function measure(port: number, origin: string, page: string, path: string): Promise<TResult> {
  const runs: TLhr[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(port, origin + path));
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)] as TLhr;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${page.toLowerCase()}.json`), JSON.stringify(lhr, null, 1));
  }
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scriptUrls = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => item.url);
  const score = (category: TCategory) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failedAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (item) => item && item.score !== null && item.score < 1 && item.scoreDisplayMode !== 'informative',
      )
      .map((item) => `${category}: ${item?.id} (${item?.displayValue ?? item?.score})`),
  );
  return {
    page,
    path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    jsGzipBytes: await scriptGzipBytes(scriptUrls),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failedAudits: [...new Set(failedAudits)],
  };
}

function printTable(results: TResult[]) {
  const header = ['Page', 'Path', 'Perf', 'A11y', 'Best pr.', 'SEO', 'JS gzip', 'LCP', 'TBT', 'CLS'];
  const rows = results.map((result) => [
    result.page,
    result.path,
    String(result.scores.performance),
    String(result.scores.accessibility),
    String(result.scores['best-practices']),
    String(result.scores.seo),
    `${(result.jsGzipBytes / 1024).toFixed(1)} KB`,
    `${(result.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(result.tbtMs)} ms`,
    result.cls.toFixed(3),
  ]);
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  process.stdout.write(
    [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join(
      '\n',
    ) + '\n',
  );
}

async function main() {
  if (!existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH}: install it or set CHROME_PATH.`);
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'tredjedel-lighthouse-'));
  const serverPort = await freePort();
  const origin = `http://127.0.0.1:${serverPort}`;
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServer(serverPort, dataDir);
    const pages: [string, string][] = [
      ['Home', '/'],
      ['Listing', '/kobenhavn/restauranter'],
      ['Detail', await firstDetailPath(origin)],
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    const results: TResult[] = [];
    for (const [page, path] of pages) {
      process.stdout.write(`Lighthouse (mobile) on ${path}…\n`);
      results.push(await measure(chrome.port, origin, page, path));
    }
    process.stdout.write('\n');
    printTable(results);
    const missed = results.flatMap((result) =>
      CATEGORIES.filter((category) => result.scores[category] < TARGETS[category]).map(
        (category) => `${result.page} ${category} ${result.scores[category]} < ${TARGETS[category]}`,
      ),
    );
    for (const result of results)
      for (const failed of result.failedAudits) process.stdout.write(`  ${result.page}: ${failed}\n`);
    if (missed.length > 0) {
      process.stdout.write(`\nTargets missed:\n  ${missed.join('\n  ')}\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(
        '\nAll targets met: performance ≥ 90, accessibility, best practices and SEO 100.\n',
      );
    }
  } finally {
    chrome?.kill();
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
