#!/usr/bin/env node
// `npm run test:model [-- --level=machine|ui]`: the model-based paths of the booking and gift-card
// flows, against the machines alone and through the real UI in Chromium, with a report QA can read
// in model-report/ (docs/qa-model-tests.md). BASE_URL=https://… points the UI level at a running
// server instead of starting one.

import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { findBrowser, install, pnpm, step } from './lib.mjs';
import { printModelSummary, REPORT_DIR, writeModelReport } from './model-report.mjs';

const USAGE = `Usage: npm run test:model [-- --level=machine|ui|both]
  --level=machine  every shortest path of both flow models replayed on the real machines (no browser, seconds)
  --level=ui       the UI paths in Chromium: against a fresh local build, or BASE_URL when it is set
  (default both)   machine level, then UI level
Environment: BASE_URL (a running server for the UI level), CHROME_PATH, E2E_PORT (local server's port).`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const levelArg = args.find((arg) => arg.startsWith('--level='))?.slice('--level='.length) ?? 'both';
const unknown = args.filter((arg) => !arg.startsWith('--level='));
if (!['machine', 'ui', 'both'].includes(levelArg) || unknown.length > 0) {
  process.stderr.write(`Unknown option ${unknown[0] ?? `--level=${levelArg}`}.\n${USAGE}\n`);
  process.exit(2);
}
const levels = levelArg === 'both' ? ['machine', 'ui'] : [levelArg];

const baseUrl = process.env.BASE_URL?.replace(/\/+$/, '');
if (baseUrl !== undefined && !/^https?:\/\/[^/]+/.test(baseUrl)) {
  process.stderr.write(
    `BASE_URL must be an http(s) address such as https://staging.example.dk, not "${baseUrl}".\n`,
  );
  process.exit(2);
}

/** What the UI paths need from a server they did not start; printed before they run. */
const SERVER_NEEDS = `The UI paths against ${baseUrl} need from that server:
  - Tredjedel's pages and /api/v4 at that address, with København restaurants in stock;
  - a restaurant with a free time for 2 people left today: the clock there is real, so each booking
    path reads /api/v4/products/{id}/stocks/times for today's free times (late in the evening there may be none);
  - the built-in payment page (/pay/…): paths stop there and never pay;
  - room for ~25 holds and gift-card orders from this machine within a few minutes (rate limits per
    address; each path sends its own X-Forwarded-For, which counts only if the server trusts the proxy header).
  They create only their own data: holds that lapse after 15 minutes and unpaid orders.`;

/** Reads the server's API for one restaurant with a free time for 2 today; a clear line either way. */
async function checkServer() {
  const get = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  };
  try {
    const list = await get('/api/v4/products?city=kobenhavn&product_type=restaurant&per_page=60');
    for (const place of list.data.filter((item) => item.status === 'in-stock')) {
      const times = await get(`/api/v4/products/${place.id}/stocks/times?seat=2`);
      const free = times.entities.times.filter((slot) => slot.status === 'in-stock');
      if (free.length > 0) {
        process.stdout.write(
          `Free table today: ${place.slug} at ${free.map((slot) => slot.time.slice(0, 5)).join(', ')}.\n`,
        );
        return true;
      }
    }
    process.stdout.write(
      'No København restaurant has a free time for 2 people left today on that server: the booking paths\n' +
        'will fail at their start step ("no bookable restaurant"); the gift-card paths still run.\n',
    );
    return true;
  } catch (error) {
    process.stderr.write(
      `${baseUrl} cannot be read: ${error.message}. Is the server running at that address?\n`,
    );
    return false;
  }
}

const started = Date.now();
install();
// Each run's report shows only what this run did.
for (const file of [
  'machine.json',
  'ui.json',
  'report.json',
  'index.html',
  'playwright',
  'test-results',
  'ui-screenshots',
])
  rmSync(join(REPORT_DIR, file), { recursive: true, force: true });

const results = {};
if (levels.includes('machine')) {
  step('Model paths on the machines (packages/domain/test/model, no browser)');
  const begun = Date.now();
  results.machine = pnpm(['--filter', '@tredjedel/domain', 'exec', 'vitest', 'run', 'test/model/']);
  process.stdout.write(`Machine level took ${((Date.now() - begun) / 1000).toFixed(1)} s.\n`);
}
if (levels.includes('ui')) {
  const browser = findBrowser();
  if (!browser)
    process.stdout.write("No Chromium found (CHROME_PATH, /usr/bin/chromium): using Playwright's own.\n");
  if (baseUrl) {
    step(`Model paths through the UI in Chromium, against ${baseUrl}`);
    process.stdout.write(`${SERVER_NEEDS}\n`);
    if (!(await checkServer())) results.ui = 1;
  } else {
    step('Building the web app, then model paths through the UI in Chromium on a fresh embedded database');
    results.build = pnpm([
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@tredjedel/web',
      '--output-logs=errors-only',
    ]);
  }
  if (results.ui === undefined && !results.build) {
    const begun = Date.now();
    results.ui = pnpm(
      ['--filter', '@tredjedel/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.model.config.ts'],
      {
        env: { ...process.env, CHROME_PATH: browser ?? '' },
      },
    );
    process.stdout.write(`UI level took ${((Date.now() - begun) / 1000).toFixed(1)} s.\n`);
  }
}

step('Model-test report');
printModelSummary(writeModelReport());
const failed = Object.entries(results)
  .filter(([, code]) => code !== 0)
  .map(([name]) => name);
process.stdout.write(`\nnpm run test:model finished in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
if (failed.length > 0) {
  process.stderr.write(`\u2716 Failed: ${failed.join(', ')} (see the report).\n`);
  process.exit(1);
}
process.stdout.write('\u2714 Every model path passed.\n');
