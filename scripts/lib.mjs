// Shared by start.mjs and test.mjs. Plain Node: these run before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** pnpm through npx, so no global install is needed (corepack needs extra keys on this registry). */
export function pnpm(args, options = {}) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

export function step(title) {
  process.stdout.write(`\n\u25b6 ${title}\n`);
}

export function mustSucceed(code, what) {
  if (code !== 0) {
    process.stderr.write(`\n\u2716 ${what} failed (exit ${code}).\n`);
    process.exit(code);
  }
}

export function install() {
  step('Installing dependencies (pnpm, frozen lockfile)');
  mustSucceed(pnpm(['install', '--frozen-lockfile', '--prefer-offline']), 'pnpm install');
}

export const isFile = (path) => existsSync(path);

/**
 * Builds what production runs: the web app (client and server build) and the server compiled to
 * JavaScript (apps/api/dist/server.js, apps/api/build.mjs), so the processes run plain `node`.
 */
export function buildForProduction() {
  step('Building the web app and the server');
  mustSucceed(
    pnpm([
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@tredjedel/web',
      '--filter=@tredjedel/api',
      '--output-logs=errors-only',
    ]),
    'The build',
  );
}

/** The compiled server, relative to apps/api (`node dist/server.js`; never tsx in production). */
export const SERVER_ENTRY = 'dist/server.js';

const BROWSER_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROME_PATH, or a Chromium or Chrome where Debian and others put it; undefined when none is found. */
export function findBrowser() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  }
  return BROWSER_CANDIDATES.find((path) => existsSync(path));
}
