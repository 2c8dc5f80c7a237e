#!/usr/bin/env node
// `npm start`: install, build, then serve the whole site (pages and /api/v4) from one process on
// the embedded database. Needs only Node 20+ and npm.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT, SERVER_ENTRY, buildForProduction, install, step } from './lib.mjs';

install();
buildForProduction();

step('Starting the server');
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: join(ROOT, 'apps/api'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
