import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, or Playwright's own when none is given (npm test decides). */
const executablePath = process.env.CHROME_PATH || undefined;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry in CI (docs/decisions/0302-tests-model-report-and-one-e2e-retry.md): a test that passes only on its
  // second try is listed as flaky in the run's summary, and npm test prints the list.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The model reporter writes the UI level of the model-test report (docs/qa-model-tests.md) from
  // the model-path specs, which run once here inside `npm test`.
  reporter: [['list'], ['./model/model-reporter.ts']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production build on a fresh embedded database, with the clock fixed at 18:00 so the
    // same tables are free whatever the hour of the run: the server compiled as `npm start` runs
    // it (apps/api/build.mjs, a few seconds; docs/decisions/0001-workspace-toolchain-and-running-the-server.md).
    command: 'node build.mjs && node dist/server.js',
    cwd: '../apps/api',
    url: `${BASE_URL}/api/v4/products?city=kobenhavn&product_type=restaurant`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tredjedel-e2e-')),
      DATABASE_URL: '',
      NOW: '2026-11-22T18:00:00+01:00',
      // The address the browser uses: payment pages, returns and e-mail links start with it.
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // Each test is its own visitor (X-Forwarded-For), so tests side by side never share one
      // client's rate-limit budget; the test runner plays the proxy that sets the header.
      TRUST_PROXY: '1',
      // Most journeys come from the runner's own address and open many new page and API addresses
      // a minute; the work budgets are tested in apps/api (test/plugins/render-budget.test.ts).
      RATE_LIMIT_RENDER_PER_MINUTE: '100000',
      RATE_LIMIT_ANSWER_PER_MINUTE: '100000',
      // The gift-card journey reads the codes it bought from the e-mail outbox.
      DEV_OUTBOX: '1',
      // The checkout tracking journeys watch the data layer and the pixel (ADR 0400); both still
      // wait for the visitor's consent.
      DATA_LAYER: '1',
      AD_PIXEL_ID: 'e2e-pixel',
    },
  },
});
