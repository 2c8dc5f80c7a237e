#!/usr/bin/env node
// `npm start`: install, build, then serve the whole site (pages and /api/v4) from one process on
// the embedded database. Needs only Node 20+ and npm.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT, SERVER_ENTRY, buildForProduction, install, step } from './lib.mjs';

install();
buildForProduction();

step('Starting the server');
// Links in e-mails and in the restaurant's notices are absolute only with PUBLIC_URL (they are
// written in the payment callback, which has no request to take an origin from): on this
// machine they point at the server just started, unless PUBLIC_URL says otherwise.
const port = process.env.PORT ?? '3000';
const localUrl = port === '0' ? {} : { PUBLIC_URL: `http://localhost:${port}` };
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: join(ROOT, 'apps/api'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...localUrl, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
