// `npm run lighthouse`: Lighthouse (mobile: its default emulation and simulated throttling) on the
// home page, a listing, a detail page and booking step 1 of the production build, with the JS each
// page loads. Targets (ADR 0003): 100 in performance, accessibility, best practices and SEO. A
// missed target ends the run with exit code 1.
//
// The web app is built first (turbo skips it when nothing changed); the server runs on a fresh
// PGlite folder with the clock fixed, like the end-to-end tests. Chromium: CHROME_PATH or
// /usr/bin/chromium. Each page is audited LIGHTHOUSE_RUNS times (3 unless told) and every score
// is the median of those runs, per category; LIGHTHOUSE_PORT=n serves on that port instead of a
// free one; LIGHTHOUSE_REPORT_DIR=folder keeps each page's median-performance report there (JSON,
// for the Lighthouse viewer); LIGHTHOUSE_BUILD=0 skips the build and audits apps/web/dist as it is.
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
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
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
const TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type TCategory = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as TCategory[];
/** One page's audit may not take longer than this; Lighthouse's own waits are shorter still. */
const RUN_TIMEOUT_MS = 120_000;

type TResult = {
  page: string;
  path: string;
  /** The median of the runs, per category. */
  scores: Record<TCategory, number>;
  /** What was left out of a score on purpose, with Lighthouse's own score. */
  exemptNotes: string[];
  /** Each run's scores, "perf/a11y/best-practices/seo" (Lighthouse's own). */
  runScores: string[];
  jsGzipBytes: number;
  /** Medians of the runs. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every audit that failed in any run, with its value in each run it failed. */
  failedAudits: string[];
  /** Lighthouse's CPU benchmark of the machine during the runs (median): lower is a busier machine. */
  benchmarkIndex: number;
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

/** Step 1 of booking the place at `detailPath` (/restaurant/<slug>): /book/step1/restaurant/<slug>. */
function bookingStep1Path(detailPath: string): string {
  return `/book/step1${detailPath}`;
}

type TPage = { page: string; path: string; exempt?: TExempt };

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

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Audits a page fails on purpose, left out of its category's score as Lighthouse would weigh the
 * rest; the table says so beside the score. A booking step asks search engines not to index it
 * (robots noindex), which is what the SEO audit "is-crawlable" flags (ADR 0003).
 */
type TExempt = Partial<Record<TCategory, string[]>>;
const NOT_INDEXED: TExempt = { seo: ['is-crawlable'] };

/** A category's score (0-100): Lighthouse's own, or without the page's exempt audits. */
function categoryScore(lhr: TLhr, category: TCategory, exempt: TExempt = {}): number {
  const left = exempt[category] ?? [];
  const refs = lhr.categories[category]?.auditRefs ?? [];
  if (!refs.some((ref) => left.includes(ref.id)))
    return Math.round((lhr.categories[category]?.score ?? 0) * 100);
  // Lighthouse's weighting: the weighted mean of the scored audits (weight 0 and unscored ones out).
  const scored = refs
    .filter((ref) => ref.weight > 0 && !left.includes(ref.id))
    .map((ref) => ({ weight: ref.weight, score: lhr.audits[ref.id]?.score }))
    .filter((item): item is { weight: number; score: number } => typeof item.score === 'number');
  const weight = scored.reduce((sum, item) => sum + item.weight, 0);
  return weight === 0
    ? 100
    : Math.round((scored.reduce((sum, item) => sum + item.weight * item.score, 0) / weight) * 100);
}

/** "category: id" with the value of each run it failed in, e.g. "performance: total-blocking-time (610 ms, 480 ms)". */
function groupFailedAudits(perRun: [string, string][][]): string[] {
  const values = new Map<string, string[]>();
  for (const run of perRun)
    for (const [audit, value] of run) values.set(audit, [...(values.get(audit) ?? []), value]);
  return [...values].map(([audit, list]) => `${audit} (${list.join(', ')})`);
}

/** The audits with weight in a category that did not pass, as ["category: id", value]. */
function failedAuditsOf(lhr: TLhr): [string, string][] {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (item) => item && item.score !== null && item.score < 1 && item.scoreDisplayMode !== 'informative',
      )
      .map((item): [string, string] => [
        `${category}: ${item?.id}`,
        String(item?.displayValue ?? item?.score),
      ]),
  );
}

async function measure(port: number, origin: string, { page, path, exempt = {} }: TPage): Promise<TResult> {
  const runs: TLhr[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(port, origin + path));
  const byPerformance = [...runs].sort(
    (a, b) => categoryScore(a, 'performance') - categoryScore(b, 'performance'),
  );
  const medianRun = byPerformance[Math.floor(byPerformance.length / 2)] as TLhr;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(
      join(reportDir, `${page.toLowerCase().replace(/\W+/g, '-')}.json`),
      JSON.stringify(medianRun, null, 1),
    );
  }
  const requests = (
    medianRun.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scriptUrls = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => item.url);
  const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((lhr) => categoryScore(lhr, category, exempt)))]),
  ) as Record<TCategory, number>;
  const rawScores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((lhr) => categoryScore(lhr, category)))]),
  ) as Record<TCategory, number>;
  return {
    page,
    path,
    scores,
    exemptNotes: CATEGORIES.flatMap((category) =>
      (exempt[category] ?? []).map(
        (id) =>
          `${category} ${scores[category]} without "${id}" (Lighthouse's own score: ${rawScores[category]})`,
      ),
    ),
    runScores: runs.map((lhr) => CATEGORIES.map((category) => categoryScore(lhr, category)).join('/')),
    jsGzipBytes: await scriptGzipBytes(scriptUrls),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedAudits: groupFailedAudits(runs.map(failedAuditsOf)),
    benchmarkIndex: median(runs.map((lhr) => lhr.environment.benchmarkIndex)),
  };
}

function printTable(results: TResult[]) {
  const header = [
    'Page',
    'Path',
    'Perf',
    'A11y',
    'Best pr.',
    'SEO',
    'JS gzip',
    'LCP',
    'TBT',
    'CLS',
    'CPU index',
  ];
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
    String(Math.round(result.benchmarkIndex)),
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
  // LIGHTHOUSE_BUILD=0 audits apps/web/dist as it is: e.g. an older build copied there, to set it
  // beside the current one in the same sitting.
  if (process.env.LIGHTHOUSE_BUILD !== '0') buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'tredjedel-lighthouse-'));
  const serverPort = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${serverPort}`;
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServer(serverPort, dataDir);
    const detailPath = await firstDetailPath(origin);
    const pages: TPage[] = [
      { page: 'Home', path: '/' },
      { page: 'Listing', path: '/kobenhavn/restauranter' },
      { page: 'Detail', path: detailPath },
      { page: 'Booking step 1', path: bookingStep1Path(detailPath), exempt: NOT_INDEXED },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    const results: TResult[] = [];
    for (const page of pages) {
      process.stdout.write(`Lighthouse (mobile) on ${page.path}…\n`);
      results.push(await measure(chrome.port, origin, page));
    }
    process.stdout.write(`\nMedian of ${RUNS} run(s) per page:\n`);
    printTable(results);
    const missed = results.flatMap((result) =>
      CATEGORIES.filter((category) => result.scores[category] < TARGETS[category]).map(
        (category) => `${result.page} ${category} ${result.scores[category]} < ${TARGETS[category]}`,
      ),
    );
    for (const result of results)
      for (const note of result.exemptNotes) process.stdout.write(`  ${result.page}: ${note}\n`);
    process.stdout.write(`\nScores of each run (performance/accessibility/best practices/SEO):\n`);
    for (const result of results) process.stdout.write(`  ${result.page}: ${result.runScores.join('  ')}\n`);
    if (results.some((result) => result.failedAudits.length > 0))
      process.stdout.write('Audits that failed in at least one run:\n');
    for (const result of results)
      for (const failed of result.failedAudits) process.stdout.write(`  ${result.page}: ${failed}\n`);
    if (missed.length > 0) {
      process.stdout.write(`\nTargets missed:\n  ${missed.join('\n  ')}\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(`\nAll targets met: 100 in every category (median of ${RUNS} runs per page).\n`);
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
