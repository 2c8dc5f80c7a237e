#!/usr/bin/env node
// `npm run start:cluster -- 3`: N server processes on consecutive ports (PORT, PORT+1, …) on one
// PostgreSQL, as behind a load balancer, sharing one PAYMENT_SECRET
// (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md). A process that crashes is started
// again; SIGTERM or SIGINT stops them all gracefully. The processes run the compiled server
// (apps/api/dist/server.js) with plain node. `--no-build` skips install and build;
// `--from-source` (tests, development) runs src/server.ts through tsx instead and builds nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { ROOT, SERVER_ENTRY, buildForProduction, install, isFile, step } from './lib.mjs';

const args = process.argv.slice(2);
const isFromSource = args.includes('--from-source');
const isBuildSkipped = isFromSource || args.includes('--no-build');
const countArg = args.find((arg) => !arg.startsWith('--')) ?? '2';
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1 || count > 32) {
  process.stderr.write(`start:cluster: the number of processes must be 1 to 32, not "${countArg}".\n`);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'start:cluster needs DATABASE_URL=postgres://user@host:5432/dbname: the processes share one PostgreSQL\n' +
      '(the embedded PGlite serves one process per folder; use npm start for that).\n',
  );
  process.exit(2);
}
const basePort = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(basePort) || basePort < 1 || basePort + count - 1 > 65535) {
  process.stderr.write(
    `start:cluster: PORT="${process.env.PORT}" is not a port with room for ${count} processes.\n`,
  );
  process.exit(2);
}

let secret = process.env.PAYMENT_SECRET;
if (!secret) {
  // Shared by these processes only: a process started elsewhere cannot join (it is refused).
  secret = randomBytes(32).toString('base64url');
  process.stdout.write(
    'PAYMENT_SECRET is not set: these processes share a random one. Set PAYMENT_SECRET to run more processes elsewhere.\n',
  );
}

if (!isBuildSkipped) {
  install();
  buildForProduction();
} else if (!isFromSource && !isFile(join(ROOT, 'apps/api', SERVER_ENTRY))) {
  process.stderr.write(
    `start:cluster --no-build: apps/api/${SERVER_ENTRY} is missing; run it once without --no-build.\n`,
  );
  process.exit(2);
}

step(`Starting ${count} server processes on ports ${basePort}–${basePort + count - 1}`);
const children = new Map();
let isStopping = false;
let announced = 0;

function prefixLines(stream, target, prefix) {
  let rest = '';
  stream.on('data', (chunk) => {
    rest += chunk.toString();
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix}${line}\n`);
  });
}

function startProcess(index) {
  const port = basePort + index;
  const startedAt = Date.now();
  const child = spawn(
    process.execPath,
    isFromSource ? ['--import', 'tsx', 'src/server.ts'] : [SERVER_ENTRY],
    {
      cwd: join(ROOT, 'apps/api'),
      stdio: ['ignore', 'pipe', 'pipe'],
      // One site, one origin for every process's links: the first port's unless PUBLIC_URL says (ADR 0240).
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: `http://localhost:${basePort}`,
        ...process.env,
        PORT: String(port),
        PAYMENT_SECRET: secret,
      },
    },
  );
  children.set(index, child);
  prefixLines(child.stdout, process.stdout, `[${port}] `);
  prefixLines(child.stderr, process.stderr, `[${port}] `);
  child.stdout.on('data', (chunk) => {
    if (chunk.toString().includes('Tredjedel is running at')) {
      announced += 1;
      if (announced === count)
        process.stdout.write(
          `All ${count} processes are up: http://localhost:${basePort} … ${basePort + count - 1}\n`,
        );
    }
  });
  child.on('exit', (code, signal) => {
    children.delete(index);
    if (isStopping) {
      if (children.size === 0) process.exit(exitCode);
      return;
    }
    // Exiting within seconds of its start is a configuration or database problem: restarting
    // would only repeat it, so stop everything with that process's message above.
    if (Date.now() - startedAt < 15_000) {
      process.stderr.write(`[${port}] exited at start (${signal ?? code}); stopping the cluster.\n`);
      stopAll(1);
      return;
    }
    process.stderr.write(`[${port}] exited (${signal ?? code}); starting it again.\n`);
    setTimeout(() => startProcess(index), 1000);
  });
}

let exitCode = 0;
function stopAll(code = 0) {
  exitCode = code;
  if (isStopping) return;
  isStopping = true;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

for (let index = 0; index < count; index += 1) startProcess(index);
