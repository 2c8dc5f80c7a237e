import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the taskset tool exists (Linux) and there are two cores or more, every server measured runs
 * on core 0 and this process, the load generator, on the others. Otherwise autocannon, which
 * parses every answer, competes with the server for the same core, and the figures say more about
 * the scheduler than about the server.
 */
function choosePinning(): { serverCores: string; loadCores: string } | null {
  const cores = os.availableParallelism();
  if (process.platform !== 'linux' || cores < 2 || process.env.BENCH_PIN === '0') return null;
  const loadCores = cores === 2 ? '1' : `1-${cores - 1}`;
  const pinned = spawnSync('taskset', ['-pc', loadCores, String(process.pid)], { stdio: 'ignore' });
  return pinned.status === 0 ? { serverCores: '0', loadCores } : null;
}

export const pinning = choosePinning();

export function describePinning(): string {
  return pinning
    ? `servers on core ${pinning.serverCores}, load generator on core ${pinning.loadCores}`
    : 'processes not pinned (no taskset, one core, or BENCH_PIN=0)';
}

const running: ChildProcess[] = [];

export function stopAllProcesses() {
  for (const child of running.splice(0)) child.kill();
}
process.on('exit', stopAllProcesses);

/**
 * Starts `node --import tsx <script>` in `cwd` (so it resolves that package's own tsx), or plain
 * `node <script>` for compiled JavaScript (`.js`), on the server core when pinning, and resolves
 * with the child and the first http address it prints.
 */
export function startNodeProcess(
  cwd: string,
  script: string,
  env: NodeJS.ProcessEnv,
  addressPattern: RegExp,
  { isPinned = true } = {},
): Promise<{ child: ChildProcess; address: string }> {
  // BENCH_CPU_PROF_DIR: each server writes a V8 CPU profile there when it exits (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const nodeArgs = [...profileArgs, ...(script.endsWith('.js') ? [] : ['--import', 'tsx']), script];
  const child =
    pinning && isPinned
      ? spawn('taskset', ['-c', pinning.serverCores, process.execPath, ...nodeArgs], {
          cwd,
          env,
          stdio: ['ignore', 'pipe', 'inherit'],
        })
      : spawn(process.execPath, nodeArgs, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  running.push(child);
  return new Promise((resolve, reject) => {
    let output: string | null = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      // Past the address, the request log (LOG_LEVEL=info, as shipped) is read and dropped.
      if (output === null) return;
      output += chunk.toString();
      const match = addressPattern.exec(output);
      if (match?.[1]) {
        output = null;
        resolve({ child, address: match[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let isServerBuilt = false;

/**
 * The server as production runs it (docs/decisions/0001-workspace-toolchain-and-running-the-server.md): apps/api compiled to dist/server.js,
 * built once per bench run so the figures are those of the source checked out.
 */
export function compiledServer(): string {
  if (!isServerBuilt) {
    const built = spawnSync(process.execPath, ['build.mjs'], {
      cwd: path.join(ROOT, 'apps/api'),
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('apps/api/build.mjs failed');
    isServerBuilt = true;
  }
  return 'dist/server.js';
}

/** The request log as shipped (`info`, docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md) unless LOG_LEVEL says otherwise. */
export const SHIPPED_LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';

/**
 * Our server (apps/api) on PGlite in `dataDir`, as `npm start` runs it: compiled, with the request
 * log as shipped; React picks its production build by NODE_ENV (the development build renders a
 * page several times slower). The clock is fixed (NOW) so the seed's slots are bookable whatever
 * the date.
 */
export function startApiServer(
  dataDir: string,
  { logLevel = SHIPPED_LOG_LEVEL, port = process.env.BENCH_PORT ?? '0', isPinned = true } = {},
) {
  // PGlite in `dataDir` even when DATABASE_URL is set for the holds sections: a second server on a
  // shared database would also refuse to start beside the first (its PAYMENT_SECRET differs).
  const { DATABASE_URL: _sectionsThreeAndFour, ...environment } = process.env;
  return startNodeProcess(
    path.join(ROOT, 'apps/api'),
    compiledServer(),
    {
      ...environment,
      DATA_DIR: dataDir,
      PORT: port,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      NOW: process.env.NOW ?? '2026-11-22T18:00:00+01:00',
    },
    /Tredjedel is running at (http:\/\/\S+)/,
    { isPinned },
  );
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU time (ms) a process and its living descendants have used so far, from /proc (Linux), or
 * null elsewhere. Read around a measurement, it says what each request cost the server, a figure
 * the other work on a shared machine disturbs far less than req/s or latency.
 */
export function processTreeCpuMs(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== 'linux') return null;
  const ticksOf = (id: string): number => {
    try {
      const stat = fs.readFileSync(`/proc/${id}/stat`, 'utf8');
      // Fields after the command (which may hold spaces): state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const own = Number(fields[11]) + Number(fields[12]);
      const children = fs
        .readdirSync(`/proc/${id}/task`)
        .flatMap((task) => fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' '))
        .filter((child) => child.trim() !== '');
      return own + children.reduce((sum, child) => sum + ticksOf(child.trim()), 0);
    } catch {
      return 0;
    }
  };
  return (ticksOf(String(pid)) * 1000) / CLOCK_TICKS_PER_S;
}

/**
 * A program from Debian's package `pkg`, at the first of `paths` that exists, installed with
 * apt-get when missing (the bench runs as root in CI containers); null when it cannot be had.
 */
export function ensureDebianProgram(pkg: string, paths: readonly string[]): string | null {
  const find = () => paths.find((candidate) => fs.existsSync(candidate)) ?? null;
  const found = find();
  if (found) return found;
  console.log(`${pkg} is missing: apt-get install -y ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env });
  return find();
}
