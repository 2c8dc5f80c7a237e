/**
 * wrk as the load generator of the pages section (docs/decisions/0006-page-caching-shared-pages-answered-once.md): a C program with one
 * event loop per thread, so on one core it drives nginx several times harder than autocannon,
 * whose JavaScript parses every answer (it measured nginx's file at about 4,400 req/s where wrk
 * measures 18,000–22,000 on the same machine). Debian's package, installed with apt-get when
 * missing, like nginx; it runs on the load core(s), apart from the servers (processes.ts).
 */
import { spawn } from 'node:child_process';

import { ensureDebianProgram, pinning, processTreeCpuMs } from './processes.ts';

type TWrkFigures = { rps: number; p50: number; p99: number; errors: number; requests: number };
/** wrk's figures and the servers' CPU time per request (ms; null where /proc cannot tell). */
export type TMeasured = TWrkFigures & { cpuMsPerRequest: number | null };

/** Debian's wrk, installed if missing. */
export function ensureWrk(): string | null {
  return ensureDebianProgram('wrk', ['/usr/bin/wrk', '/usr/local/bin/wrk']);
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A wrk duration ("236.44ms", "1.04s", "158.00us") in milliseconds. */
function parseWrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`wrk printed a duration it should not: ${text}`);
  return Number(match[1]) * (UNIT_MS[match[2]] ?? Number.NaN);
}

/**
 * The figures of wrk's report with `--latency`: req/s, the 50th and 99th percentile of latency
 * (ms), and every failed request (socket errors, timeouts, answers other than 2xx/3xx).
 */
function parseWrkReport(report: string): TWrkFigures {
  const percentile = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+(\\S+)`, 'm').exec(report);
    if (!match?.[1]) throw new Error(`wrk's report has no ${label}% latency:\n${report}`);
    return parseWrkDuration(match[1]);
  };
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(report)?.[1];
  const requests = /^\s*(\d+) requests in/m.exec(report)?.[1];
  if (rps === undefined || requests === undefined) throw new Error(`wrk's report has no rate:\n${report}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  return {
    rps: Number(rps),
    p50: percentile('50'),
    p99: percentile('99'),
    errors: socketErrors + non2xx,
    requests: Number(requests),
  };
}

/** One wrk thread per load core (never more threads than connections). */
function threadsFor(connections: number): number {
  const loadCores = pinning
    ? pinning.loadCores.split(',').reduce((count, range) => {
        const [from, to] = range.split('-').map(Number);
        return count + (to === undefined ? 1 : to - (from ?? 0) + 1);
      }, 0)
    : 1;
  return Math.max(1, Math.min(connections, loadCores));
}

/** Runs wrk once against `url` with `headers` and returns its figures. */
function runWrk(
  wrk: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationS: number,
): Promise<TWrkFigures> {
  const args = [
    `-t${threadsFor(connections)}`,
    `-c${connections}`,
    `-d${durationS}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const child = pinning
    ? spawn('taskset', ['-c', pinning.loadCores, wrk, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(wrk, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => {
      report += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${report}`));
      else {
        try {
          resolve(parseWrkReport(report));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** CPU time (ms) the servers `pids` (and their workers) have used so far; null if unknown. */
function serversCpuMs(pids: readonly number[]): number | null {
  const times = pids.map((pid) => processTreeCpuMs(pid));
  return times.some((time) => time === null)
    ? null
    : times.reduce<number>((sum, time) => sum + (time ?? 0), 0);
}

/**
 * A short warm-up (JIT, caches), then `runs` measurements; each figure is the median of its runs
 * (errors: their sum), so one run disturbed by the machine's other work does not decide a row.
 * With `serverPids`, also the CPU time those servers spent per request.
 */
export async function measureWithWrk(
  wrk: string,
  url: string,
  headers: Record<string, string>,
  {
    connections,
    durationS,
    runs,
    serverPids = [],
  }: { connections: number; durationS: number; runs: number; serverPids?: readonly number[] },
): Promise<TMeasured> {
  await runWrk(wrk, url, headers, connections, Math.min(2, durationS));
  const results: TMeasured[] = [];
  for (let run = 0; run < runs; run += 1) {
    const before = serverPids.length > 0 ? serversCpuMs(serverPids) : null;
    const figures = await runWrk(wrk, url, headers, connections, durationS);
    const after = before === null ? null : serversCpuMs(serverPids);
    const cpuMsPerRequest =
      before === null || after === null || figures.requests === 0
        ? null
        : (after - before) / figures.requests;
    results.push({ ...figures, cpuMsPerRequest });
  }
  return medianOfRuns(results);
}

/** Runs of one target as one figure: the median of each (errors and requests: their sums). */
export function medianOfRuns(results: readonly TMeasured[]): TMeasured {
  const cpu = results.map((result) => result.cpuMsPerRequest);
  return {
    rps: median(results.map((result) => result.rps)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    cpuMsPerRequest: cpu.some((value) => value === null) ? null : median(cpu as number[]),
  };
}
