import { defineConfig } from '@playwright/test';

import base from './playwright.config.ts';

/**
 * The UI level of `npm run test:model` (docs/qa-model-tests.md): only the model-path specs, with
 * Playwright's HTML report and the model report beside it. With `BASE_URL` they run against a
 * server that is already running (staging), and no server is started here.
 */
const external = process.env.BASE_URL?.replace(/\/+$/, '');

export default defineConfig({
  ...base,
  testMatch: /-model\.spec\.ts$/,
  reporter: [
    ['list'],
    ['html', { outputFolder: '../model-report/playwright', open: 'never' }],
    ['./model/model-reporter.ts'],
  ],
  outputDir: '../model-report/test-results',
  use: { ...base.use, ...(external ? { baseURL: external } : {}) },
  ...(external ? { webServer: undefined } : {}),
});
