#!/usr/bin/env node
// `npm run dev`: the whole site from source, on the embedded database, with hot reload. Pages and
// their scripts come from apps/web through Vite inside the API server (WEB_DEV=1); the server
// restarts when its own files change. No build needed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT, install, mustSucceed, pnpm, step } from './lib.mjs';

install();

step('Compiling the Lingui catalogs');
mustSucceed(
  pnpm(['exec', 'turbo', 'run', 'i18n:compile', '--filter=@tredjedel/web', '--output-logs=errors-only']),
  'Compiling the catalogs',
);

step('Starting the development server');
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    // Only the server's own sources and the packages it runs: Vite writes and deletes a bundled copy
    // of its config next to it, which a plain --watch would take for a change, again and again.
    '--watch-path=src',
    '--watch-path=../../packages/domain/src',
    '--watch-path=../../packages/media/src',
    'src/server.ts',
  ],
  {
    cwd: join(ROOT, 'apps/api'),
    stdio: 'inherit',
    env: { NODE_ENV: 'development', WEB_DEV: '1', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
