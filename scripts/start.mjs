#!/usr/bin/env node
// `npm start`: install, build, then serve the whole site (pages and /api/v4) from one process on
// the embedded database. Needs only Node 20+ and npm.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT, install, mustSucceed, pnpm, step } from './lib.mjs';

install();

step('Building the web app');
mustSucceed(
  pnpm(['exec', 'turbo', 'run', 'build', '--filter=@tredjedel/web', '--output-logs=errors-only']),
  'The build',
);

step('Starting the server');
// Links in e-mails and in the restaurant's notices are absolute only with PUBLIC_URL (they are
// written in the payment callback, which has no request to take an origin from): on this
// machine they point at the server just started, unless PUBLIC_URL says otherwise.
const port = process.env.PORT ?? '3000';
const localUrl = port === '0' ? {} : { PUBLIC_URL: `http://localhost:${port}` };
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(ROOT, 'apps/api'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...localUrl, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
