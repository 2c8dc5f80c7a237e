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
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(ROOT, 'apps/api'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
