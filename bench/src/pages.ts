/**
 * Section: pages against nginx (docs/design.md "Rendering speed", docs/decisions/0006-page-caching-shared-pages-answered-once.md and 0108). In
 * one run, with the same page bytes: nginx serving them as files (the yardstick), our process,
 * nginx with proxy_cache in front of our process (the shape of deploy/nginx.conf), and booking
 * step 1 for a visitor with no cookie and for a visitor holding a table. Then p99 latency against
 * concurrency (1–64) for the listing page and booking step 1, drawn as an SVG.
 *
 * Every row is measured with wrk (wrk.ts), on the load core(s), apart from the servers. nginx and
 * wrk are Debian's packages, installed with apt-get when missing (the bench runs as root in CI
 * containers; elsewhere install them first). nginx runs on the server core like every server here.
 *
 * Alone: `node --import tsx src/pages.ts` (starts its own server; the web app must be built).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { holdTableCookie } from './pages-visitor.ts';
import { describeProbe, probeDuring, type TServerProbe } from './server-probe.ts';
import {
  describePinning,
  ensureDebianProgram,
  pinning,
  startApiServer,
  startNodeProcess,
  stopAllProcesses,
} from './processes.ts';
import { ensureWrk, measureWithWrk, median, medianOfRuns, type TMeasured } from './wrk.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BENCH_DIR = path.join(ROOT, 'bench');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Rounds: each round measures every row once; figures and ratios are medians over the rounds. */
const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 1);
const SWEEP_DURATION_S = Number(process.env.BENCH_SWEEP_DURATION ?? 3);
const SWEEP_CONNECTIONS = [1, 2, 4, 8, 16, 32, 64];
/** Ports of nginx (files, proxy cache, files with open_file_cache); BENCH_NGINX_PORT moves them. */
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3650);
const NGINX_FILES_CACHED_PORT = NGINX_PORT + 2;
const NGINX_PORTS = [NGINX_PORT, NGINX_PORT + 1, NGINX_FILES_CACHED_PORT];
const LISTING_PATH = '/kobenhavn/restauranter';
const BOOKING_SLUG = 'kokkeriet-bryggen';
const BOOKING_PATH = `/book/step1/restaurant/${BOOKING_SLUG}`;
const GZIP = { 'accept-encoding': 'gzip' };

type TRow = TMeasured & { name: string };

/** Debian's nginx, installed if missing (never started as a service: we run our own). */
function ensureNginx(): string | null {
  return ensureDebianProgram('nginx', ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']);
}

/** An nginx configuration with both servers: files, and a proxy cache in front of `origin`. */
function nginxConfig(dir: string, origin: string): string {
  const upstream = new URL(origin).host;
  return `
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy-temp;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type 'text/html; charset=utf-8';
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir}/files;
    gzip_static on;
  }
  # The same files with nginx's cache of open file descriptors, which the proxy cache uses too.
  server {
    listen 127.0.0.1:${NGINX_PORT + 2};
    root ${dir}/files;
    gzip_static on;
    open_file_cache max=1000 inactive=60s;
  }
  # As deploy/nginx.conf: the origin's Cache-Control (s-maxage, stale-while-revalidate) decides.
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=100m inactive=10m use_temp_path=off;
  upstream tredjedel { server ${upstream}; keepalive 32; }
  server {
    listen 127.0.0.1:${NGINX_PORT + 1};
    open_file_cache max=1000 inactive=60s;
    location / {
      proxy_pass http://tredjedel;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_cache pages;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_revalidate on;
    }
  }
}
`;
}

function startNginx(binary: string, dir: string): Promise<ChildProcess> {
  const args = [
    '-p',
    dir,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-e',
    path.join(dir, 'error.log'),
    '-g',
    'daemon off;',
  ];
  const child = pinning
    ? spawn('taskset', ['-c', pinning.serverCores, binary, ...args], { stdio: 'inherit' })
    : spawn(binary, args, { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const poll = async () => {
      try {
        await fetch(`http://127.0.0.1:${NGINX_PORT}${LISTING_PATH}`);
        resolve(child);
      } catch {
        if (Date.now() > deadline) reject(new Error('nginx did not start'));
        else setTimeout(() => void poll(), 100);
      }
    };
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}`)));
    void poll();
  });
}

/** p99 against concurrency, log₂ on x, as a small self-contained SVG. */
function latencySvg(series: { name: string; color: string; points: [number, number][] }[]): string {
  const [width, height, left, bottom, top, right] = [640, 360, 60, 40, 30, 150];
  const maxY = Math.max(1, ...series.flatMap((line) => line.points.map(([, y]) => y))) * 1.1;
  const x = (connections: number) => left + (Math.log2(connections) / Math.log2(64)) * (width - left - right);
  const y = (ms: number) => height - bottom - (ms / maxY) * (height - bottom - top);
  const ticks = Array.from({ length: 5 }, (_, index) => (maxY / 4) * index);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${left}" y="18" font-size="14">p99 latency (ms) against concurrent connections</text>
${SWEEP_CONNECTIONS.map((c) => `<line x1="${x(c)}" x2="${x(c)}" y1="${top}" y2="${height - bottom}" stroke="#eee"/><text x="${x(c)}" y="${height - bottom + 16}" text-anchor="middle">${c}</text>`).join('\n')}
${ticks.map((t) => `<line x1="${left}" x2="${width - right}" y1="${y(t)}" y2="${y(t)}" stroke="#eee"/><text x="${left - 6}" y="${y(t) + 4}" text-anchor="end">${t.toFixed(0)}</text>`).join('\n')}
<line x1="${left}" x2="${left}" y1="${top}" y2="${height - bottom}" stroke="#333"/>
<line x1="${left}" x2="${width - right}" y1="${height - bottom}" y2="${height - bottom}" stroke="#333"/>
<text x="${(width - right + left) / 2}" y="${height - 6}" text-anchor="middle">connections</text>
${series
  .map(
    (
      line,
      index,
    ) => `<polyline fill="none" stroke="${line.color}" stroke-width="2" points="${line.points.map(([c, ms]) => `${x(c).toFixed(1)},${y(ms).toFixed(1)}`).join(' ')}"/>
${line.points.map(([c, ms]) => `<circle cx="${x(c).toFixed(1)}" cy="${y(ms).toFixed(1)}" r="3" fill="${line.color}"><title>${line.name}: ${c} connections, p99 ${ms} ms</title></circle>`).join('')}
<rect x="${width - right + 10}" y="${top + index * 20}" width="12" height="3" fill="${line.color}"/><text x="${width - right + 28}" y="${top + index * 20 + 5}">${line.name}</text>`,
  )
  .join('\n')}
</svg>
`;
}

export async function runPagesAgainstNginx(apiAddress: string, apiPid?: number) {
  console.log('\n## Section: pages against nginx\n');
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/server/entry-server.js'))) {
    console.log('Skipped: the web app is not built (npm run build).');
    return;
  }
  const nginx = ensureNginx();
  const wrk = ensureWrk();
  if (!nginx || !wrk) {
    console.log('Skipped: nginx or wrk could not be installed (apt-get install nginx wrk).');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-bench-nginx-'));
  let server: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  const measure = async (
    name: string,
    url: string,
    headers: Record<string, string>,
    // One wrk run: rows are repeated in rounds (RUNS), each round every row once.
    { connections = CONNECTIONS, durationS = DURATION_S, isBare = false } = {},
  ): Promise<TRow> => {
    // The CPU time per request of every server the request passes: nginx, our process, or both.
    const port = Number(new URL(url).port);
    const serverPids = (
      isBare
        ? [bare?.pid]
        : [
            ...(NGINX_PORTS.includes(port) ? [server?.pid] : []),
            ...(port !== NGINX_PORT && port !== NGINX_FILES_CACHED_PORT ? [apiPid] : []),
          ]
    ).filter((pid): pid is number => pid !== undefined);
    const figures = await measureWithWrk(wrk, url, headers, { connections, durationS, runs: 1, serverPids });
    return { name, ...figures };
  };
  try {
    // The listing's bytes as our process serves them, written as files nginx serves (gzip_static).
    const html = Buffer.from(await (await fetch(`${apiAddress}${LISTING_PATH}`)).arrayBuffer());
    const file = path.join(dir, 'files', LISTING_PATH);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.gz`, gzipSync(html));
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, apiAddress));
    server = await startNginx(nginx, dir);
    // Node's and Fastify's own limit for this page: the same gzip bytes with our answer's headers.
    const ourHeaders = Object.fromEntries(
      [...(await fetch(`${apiAddress}${LISTING_PATH}`, { headers: GZIP })).headers].filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    const barePage = await startNodeProcess(
      BENCH_DIR,
      'src/bare-page-server.ts',
      { ...process.env, BENCH_PAGE_FILE: `${file}.gz`, BENCH_PAGE_HEADERS: JSON.stringify(ourHeaders) },
      /bare page route at (http:\/\/\S+)/,
    );
    bare = barePage.child;
    // A visitor holding a table brings the hold, visitor-session and CSRF cookies with every page.
    const holder = { ...GZIP, cookie: await holdTableCookie(apiAddress, BOOKING_SLUG) };
    // The rows are measured in rounds, each round every row once, so that a ratio compares rows
    // measured minutes apart at most: this machine's speed drifts (nginx alone moved between 64,000
    // and 94,000 req/s in one afternoon). Each figure is the median over the rounds, and each ratio
    // to nginx's file the median of the ratios within each round.
    const targets: { name: string; url: string; headers: Record<string, string>; isBare?: boolean }[] = [
      {
        name: 'nginx serving the listing as a file (gzip)',
        url: `http://127.0.0.1:${NGINX_PORT}${LISTING_PATH}`,
        headers: GZIP,
      },
      {
        name: 'bare Fastify route, the same bytes and headers (gzip)',
        url: `${barePage.address}${LISTING_PATH}`,
        headers: GZIP,
        isBare: true,
      },
      { name: 'our process, listing (gzip)', url: `${apiAddress}${LISTING_PATH}`, headers: GZIP },
      {
        name: 'our process, listing (br)',
        url: `${apiAddress}${LISTING_PATH}`,
        headers: { 'accept-encoding': 'br' },
      },
      {
        name: 'nginx proxy_cache → our process, listing (gzip)',
        url: `http://127.0.0.1:${NGINX_PORT + 1}${LISTING_PATH}`,
        headers: GZIP,
      },
      {
        name: 'nginx serving the listing as a file, with open_file_cache (gzip)',
        url: `http://127.0.0.1:${NGINX_FILES_CACHED_PORT}${LISTING_PATH}`,
        headers: GZIP,
      },
      {
        name: 'our process, booking step 1, visitor without cookies (gzip)',
        url: `${apiAddress}${BOOKING_PATH}`,
        headers: GZIP,
      },
      {
        name: 'our process, booking step 1, visitor holding a table (gzip)',
        url: `${apiAddress}${BOOKING_PATH}`,
        headers: holder,
      },
    ];
    const rounds: TRow[][] = [];
    // What our server saw during its rows (the last round's): event-loop delay, GC, renders.
    const probes = new Map<string, TServerProbe>();
    for (let round = 0; round < RUNS; round += 1) {
      const measured: TRow[] = [];
      for (const target of targets) {
        const run = () =>
          measure(target.name, target.url, target.headers, { isBare: target.isBare ?? false });
        if (!target.url.startsWith(apiAddress)) measured.push(await run());
        else {
          const { result, probe } = await probeDuring(apiAddress, run);
          probes.set(target.name, probe);
          measured.push(result);
        }
      }
      rounds.push(measured);
    }
    const rows = targets.map((target, index) => ({
      name: target.name,
      ...medianOfRuns(rounds.map((round) => round[index] as TRow)),
    }));
    /** Row `index`'s req/s as a share of row `of`'s (nginx's file) in each round (in %), and their median. */
    const shareOf = (index: number, of = 0) => {
      const shares = rounds.map((round) => (100 * (round[index]?.rps ?? 0)) / (round[of]?.rps ?? 1));
      return { shares, median: median(shares) };
    };
    const shareOfFiles = (index: number) => shareOf(index);
    const [booking, holding] = rows.slice(6) as [TRow, TRow];
    console.log(
      `wrk, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${RUNS} round(s) of every row, medians over the rounds; ${describePinning()}; load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}; the listing page is ${html.length} bytes\n`,
    );
    console.log(
      '| target | req/s | p50 ms | p99 ms | errors | of nginx files (median of rounds) | each round | server CPU ms/request |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    rows.forEach((row, index) => {
      const share = shareOfFiles(index);
      console.log(
        `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.errors} | ${share.median.toFixed(1)} % | ${share.shares.map((value) => value.toFixed(1)).join(' / ')} | ${row.cpuMsPerRequest?.toFixed(3) ?? 'n/a'} |`,
      );
    });
    const oursShare = shareOfFiles(2).median;
    const cachedShare = shareOfFiles(4).median;
    const verdict = (ok: boolean) => (ok ? 'on target' : 'BELOW target');
    console.log(
      `\nour process: ${oursShare.toFixed(1)} % of nginx files (target ≥ 30 %): ${verdict(oursShare >= 30)}`,
    );
    const [bareRow, oursRow] = [rows[1], rows[2]] as [TRow, TRow];
    const ofBare = shareOf(2, 1).median;
    const tail = oursRow.p99 / bareRow.p99;
    console.log(
      `our process: ${ofBare.toFixed(1)} % of the bare Fastify route (the same bytes and headers; target ≥ 90 %): ${verdict(ofBare >= 90)}; p99 ${tail.toFixed(1)}× the bare route's (target ≤ 3×): ${verdict(tail <= 3)}`,
    );
    for (const [name, probe] of probes) console.log(`- ${name}: ${describeProbe(probe)}`);
    console.log(
      `behind nginx's cache: ${cachedShare.toFixed(1)} % (target ≥ 80 %): ${verdict(cachedShare >= 80)}`,
    );
    console.log(
      `behind nginx's cache: ${shareOf(4, 5).median.toFixed(1)} % of nginx's files served with open_file_cache as well (the cache's own setting)`,
    );
    for (const row of [booking, holding]) {
      const ofListing = (100 * row.rps) / (rows[2]?.rps ?? 1);
      console.log(
        `${row.name}: ${ofListing.toFixed(1)} % of the listing's req/s (target ≥ 50 %): ${verdict(ofListing >= 50)}; p50 ${row.p50.toFixed(2)} ms at ${CONNECTIONS} connections`,
      );
    }

    // p99 against concurrency, for the listing and booking step 1 (both shared pages).
    const sweep = async (url: string, headers: Record<string, string>) => {
      const points: [number, number][] = [];
      for (const connections of SWEEP_CONNECTIONS)
        points.push([
          connections,
          (await measure('', url, headers, { connections, durationS: SWEEP_DURATION_S })).p99,
        ]);
      return points;
    };
    // The issue's second concurrency for the listing against the bare route (same bytes, headers).
    const at32 = { connections: 32, durationS: SWEEP_DURATION_S };
    const bare32 = await measure('', `${barePage.address}${LISTING_PATH}`, GZIP, { ...at32, isBare: true });
    const ours32 = await probeDuring(apiAddress, () =>
      measure('', `${apiAddress}${LISTING_PATH}`, GZIP, at32),
    );
    const ofBare32 = (100 * ours32.result.rps) / bare32.rps;
    const tail32 = ours32.result.p99 / bare32.p99;
    console.log(
      `\nat 32 connections: the listing ${ours32.result.rps.toFixed(0)} req/s, p99 ${ours32.result.p99.toFixed(2)} ms; the bare route ${bare32.rps.toFixed(0)} req/s, p99 ${bare32.p99.toFixed(2)} ms: ${ofBare32.toFixed(1)} % (target ≥ 90 %): ${verdict(ofBare32 >= 90)}; p99 ${tail32.toFixed(1)}× (target ≤ 3×): ${verdict(tail32 <= 3)}; CPU ${ours32.result.cpuMsPerRequest?.toFixed(3) ?? 'n/a'} against ${bare32.cpuMsPerRequest?.toFixed(3) ?? 'n/a'} ms/request; ${describeProbe(ours32.probe)}`,
    );
    const listingPoints = await sweep(`${apiAddress}${LISTING_PATH}`, GZIP);
    const bookingPoints = await sweep(`${apiAddress}${BOOKING_PATH}`, GZIP);
    const holdingPoints = await sweep(`${apiAddress}${BOOKING_PATH}`, holder);
    console.log(
      '\n| connections | listing p99 ms | booking step 1 p99 ms (no cookies) | booking step 1 p99 ms (holding a table) |\n|---:|---:|---:|---:|',
    );
    listingPoints.forEach(([connections, ms], index) =>
      console.log(
        `| ${connections} | ${ms.toFixed(2)} | ${bookingPoints[index]?.[1].toFixed(2) ?? ''} | ${holdingPoints[index]?.[1].toFixed(2) ?? ''} |`,
      ),
    );
    for (const [name, points] of [
      ['booking step 1, no cookies', bookingPoints],
      ['booking step 1, holding a table', holdingPoints],
    ] as const) {
      const at32 = points.find(([connections]) => connections === 32)?.[1] ?? Number.NaN;
      console.log(
        `${name}: p99 ${at32.toFixed(2)} ms at 32 connections (target < 30 ms): ${verdict(at32 < 30)}`,
      );
    }
    const out = process.env.BENCH_OUT ?? path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    const svg = path.join(out, 'pages-p99.svg');
    fs.writeFileSync(
      svg,
      latencySvg([
        { name: 'listing (shared)', color: '#1b7f5b', points: listingPoints },
        { name: 'booking step 1', color: '#c0392b', points: bookingPoints },
        { name: 'step 1, holding', color: '#2c5aa0', points: holdingPoints },
      ]),
    );
    console.log(`\nplot: ${path.relative(process.cwd(), svg)}`);
  } finally {
    server?.kill('SIGQUIT');
    bare?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs this section alone, against a server of its own on a fresh PGlite database. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tredjedel-bench-'));
  try {
    const api = await startApiServer(dataDir);
    await runPagesAgainstNginx(api.address, api.child.pid);
  } finally {
    stopAllProcesses();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
