import { defineConfig } from '@playwright/test';

import base from './playwright.config.ts';

/**
 * The Firefox journeys (firefox/): Playwright runs them and starts the same production server as
 * the Chromium suite; the browser is Debian's Firefox ESR, driven by puppeteer-core over WebDriver
 * BiDi. No retry: each journey must pass on its first try, in CI too.
 */
export default defineConfig({
  ...base,
  testDir: './firefox',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
  projects: [{ name: 'firefox-esr', use: { baseURL: base.use?.baseURL } }],
});
