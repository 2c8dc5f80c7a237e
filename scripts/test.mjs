#!/usr/bin/env node
// `npm test`: install what is missing, then lint, typecheck, unit, integration and end-to-end tests.
// It never skips silently: without a browser it installs one or stops with instructions.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findBrowser, install, mustSucceed, pnpm, run, step } from './lib.mjs';
import { printModelSummary, writeModelReport } from './model-report.mjs';

function canUseApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/** Installs a Debian package the tests need, or stops the run saying which one failed. */
function installWithApt(what, pkg) {
  step(`No ${what} found: installing ${pkg} with apt-get`);
  run('apt-get', ['update', '-qq']);
  mustSucceed(run('apt-get', ['install', '-y', '-qq', pkg]), `apt-get install ${pkg}`);
}

/** Debian's Chromium where we can install it; otherwise Playwright's own download. */
function ensureBrowser() {
  let browser = findBrowser();
  if (browser) return browser;
  if (canUseApt()) {
    installWithApt('Chromium', 'chromium');
    browser = findBrowser();
    if (browser) return browser;
  }
  step("No Chromium found: downloading Playwright's own Chromium");
  if (pnpm(['--filter', '@tredjedel/e2e', 'exec', 'playwright', 'install', 'chromium']) === 0) return '';
  process.stderr.write(
    [
      '',
      'The end-to-end tests need Chromium, and none could be installed here.',
      'Install one and run npm test again, for example:',
      '  Debian/Ubuntu:  sudo apt-get install chromium',
      '  macOS:          brew install --cask chromium',
      'or point CHROME_PATH at a Chrome or Chromium binary.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

/**
 * Debian's nginx where we can install it: the integration tests on PostgreSQL run the deployment
 * example (deploy/nginx.conf) in front of two servers. Without it they say they were skipped (and
 * fail in CI).
 */
function ensureNginx() {
  if (['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].some((file) => existsSync(file))) return;
  if (canUseApt()) {
    installWithApt('nginx', 'nginx');
    return;
  }
  process.stdout.write(
    'No nginx found: the test of deploy/nginx.conf is skipped (Debian: apt-get install nginx).\n',
  );
}

/**
 * Java runs the W3C Nu Html Checker of the e2e test tests/html/valid-html.spec.ts (the vnu-jar
 * package). Debian's headless JRE where we can install it; otherwise the test fails and says so.
 */
function ensureJava() {
  if (process.env.JAVA || spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  if (canUseApt()) {
    installWithApt('Java (the HTML checker runs on it)', 'default-jre-headless');
    return;
  }
  process.stdout.write(
    'No Java found: the valid-HTML test will fail (Debian: apt-get install default-jre-headless, or set JAVA).\n',
  );
}

/**
 * Debian's Firefox ESR for the Firefox journeys (e2e/firefox/, puppeteer-core over WebDriver
 * BiDi). Installed where we can; otherwise the journeys fail and say how to install one.
 */
function ensureFirefox() {
  if (
    process.env.FIREFOX_PATH ||
    ['/usr/bin/firefox-esr', '/usr/bin/firefox'].some((file) => existsSync(file))
  )
    return;
  if (canUseApt()) {
    installWithApt('Firefox', 'firefox-esr');
    return;
  }
  process.stdout.write(
    'No Firefox found: the Firefox journeys will fail (Debian: apt-get install firefox-esr, or set FIREFOX_PATH).\n',
  );
}

const started = Date.now();
install();
const browser = ensureBrowser();
if (process.env.DATABASE_URL) ensureNginx();
ensureJava();
ensureFirefox();
process.stdout.write(`\nBrowser for end-to-end tests: ${browser || "Playwright's Chromium"}\n`);
process.stdout.write(
  process.env.DATABASE_URL
    ? 'Integration tests run on PGlite and on PostgreSQL (DATABASE_URL is set).\n'
    : 'Integration tests run on PGlite; set DATABASE_URL to run them on PostgreSQL too.\n',
);

step('Formatting (prettier --check)');
const format = pnpm(['exec', 'prettier', '--check', '--log-level=warn', '.']);

// One job per file (docs/decisions/0010-the-layout-where-each-job-lives.md): no hand-written
// source file over 400 lines, and no file, export or dependency nobody uses (knip.jsonc names the
// entry points: servers, scripts, bench, e2e and build configs, tests). knip runs twice: over
// everything, then in production mode, where tests are no users, so an export only its tests use
// is found. The first run leaves out configuration hints: it finds the server and page entries
// through the package scripts and Vite's config and calls their `!` marks redundant, which only
// the production run needs.
step('House rules (file length, knip, knip --production)');
const fileLength = run(process.execPath, ['scripts/check-file-length.mjs']);
const unused = pnpm(['exec', 'knip', '--no-config-hints']);
const unusedInProduction = pnpm(['exec', 'knip', '--production']);
const house = fileLength !== 0 || unused !== 0 || unusedInProduction !== 0 ? 1 : 0;

step('Lint, typecheck, unit and integration tests, build');
// Two at a time: the suites are CPU-bound and this should stay usable on a 2-core machine.
const checks = pnpm([
  'exec',
  'turbo',
  'run',
  'lint',
  'typecheck',
  'test',
  'build',
  '--continue',
  '--concurrency=2',
  '--output-logs=new-only',
]);

step('End-to-end tests in Chromium');
const e2e = pnpm(['--filter', '@tredjedel/e2e', 'run', 'e2e'], {
  env: { ...process.env, CHROME_PATH: browser },
});

// The same production server in Firefox ESR: the listing hydrates and a table is booked, in
// Danish and English (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
step('End-to-end journeys in Firefox ESR');
const firefox = pnpm(['--filter', '@tredjedel/e2e', 'run', 'e2e:firefox']);

// The model paths ran above, once: the machine level inside packages/domain's unit tests, the UI
// level inside the end-to-end run. Their reporters left the two halves of the model-test report.
step('Model-test report (docs/qa-model-tests.md)');
printModelSummary(writeModelReport());

const minutes = ((Date.now() - started) / 60000).toFixed(1);
process.stdout.write(`\nnpm test finished in ${minutes} min.\n`);
if (format !== 0 || house !== 0 || checks !== 0 || e2e !== 0 || firefox !== 0) {
  process.stderr.write(
    `\u2716 Failed: ${[
      format !== 0 && 'formatting (run: node scripts/pnpm.mjs exec prettier --write .)',
      house !== 0 &&
        'house rules (a file over 400 lines, or something knip or knip --production reports unused)',
      checks !== 0 && 'lint/typecheck/unit/integration/build',
      e2e !== 0 && 'end-to-end',
      firefox !== 0 && 'end-to-end in Firefox',
    ]
      .filter(Boolean)
      .join(' and ')}.\n`,
  );
  process.exit(1);
}
process.stdout.write('\u2714 Every check passed.\n');
