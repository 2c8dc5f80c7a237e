import { gzipSync } from 'node:zlib';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { waitForHydration } from './helpers.ts';

/**
 * ADR 0008, 0105 and 0107: a listing loads at most 90 KB of JS (gzip), and map code only on map
 * views. The target was 120 KB; ADR 0107 (Preact in place of React) took it from 143 KB to 88 KB. The
 * sizes are the gzip sizes (level 9) of the bodies the browser received for every script it loaded
 * through hydration: entry, modulepreloads, lazy chunks and catalog. Bytes, never timings, so the
 * budget holds on any machine. docs/decisions/0008 has the figures and what keeps them down.
 */
const LISTING_BUDGET_BYTES = 90 * 1024;
/** Only maplibre's own code carries its name (the map view's chunk); no other script does. */
const MAP_LIBRARY = /maplibre/i;

/** How long no new script may be asked for before a page counts as loaded. */
const SCRIPTS_QUIET_MS = 1000;

type TScript = { url: string; gzipBytes: number; isMapLibrary: boolean };

/**
 * Opens `path` as a first visit (a fresh context: empty cache, consent decided so the banner's
 * code is not counted twice), waits until it has hydrated and the network is quiet, and returns
 * every script it loaded.
 */
async function loadScripts(
  browser: Browser,
  baseURL: string,
  path: string,
  /** A script the page must load: waited for (a busy machine may ask for it after a quiet second). */
  expected?: (script: TScript) => boolean,
): Promise<TScript[]> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'td_consent', value: 's0m0', url: baseURL }]);
  const page = await context.newPage();
  const pending: Promise<TScript | null>[] = [];
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.m?js$/.test(pathname)) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          isMapLibrary: MAP_LIBRARY.test(body.toString('utf8')),
        }),
        () => null,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  // "networkidle" is reached once, and may be before hydration has asked for its lazy chunks (the
  // map view's, after the first render): wait until no script has been asked for in a while.
  await expect.poll(() => Date.now() - lastScriptAt, { timeout: 20_000 }).toBeGreaterThan(SCRIPTS_QUIET_MS);
  const loaded = async () =>
    (await Promise.all(pending)).filter((script): script is TScript => script !== null);
  if (expected)
    await expect.poll(async () => (await loaded()).some(expected), { timeout: 30_000 }).toBe(true);
  const scripts = await loaded();
  await context.close();
  // The figure for the record (the ADRs quote it), in the run's output.
  process.stdout.write(`JS (gzip) ${path}: ${totalKb(scripts)} KB in ${scripts.length} scripts\n`);
  expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0);
  return scripts;
}

const totalKb = (scripts: TScript[]) =>
  Math.round((scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024) * 10) / 10;

/** The first place of the Copenhagen restaurant listing, as the page links it. */
async function firstDetailPath(page: Page): Promise<string> {
  await page.goto('/kobenhavn/restauranter');
  const href = await page.locator('a[href^="/restaurant/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/restaurant\/[^/]+$/);
  return href as string;
}

test.describe('JS each page loads (gzip)', () => {
  for (const path of ['/kobenhavn/restauranter', '/en/kobenhavn/restaurants']) {
    test(`the listing ${path} loads at most 90 KB and no map code`, async ({ browser, baseURL }) => {
      const scripts = await loadScripts(browser, baseURL as string, path);
      const bytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      expect(
        bytes,
        `${path}: ${totalKb(scripts)} KB in ${scripts.length} scripts:\n${scripts
          .map((script) => `  ${(script.gzipBytes / 1024).toFixed(1)} KB ${script.url}`)
          .join('\n')}`,
      ).toBeLessThanOrEqual(LISTING_BUDGET_BYTES);
      expect(scripts.filter((script) => script.isMapLibrary).map((script) => script.url)).toEqual([]);
    });
  }

  test('the home page and a detail page load no map code and stay within the same budget', async ({
    page,
    browser,
    baseURL,
  }) => {
    const detailPath = await firstDetailPath(page);
    for (const path of ['/', detailPath]) {
      const scripts = await loadScripts(browser, baseURL as string, path);
      expect(scripts.filter((script) => script.isMapLibrary).map((script) => script.url)).toEqual([]);
      expect(scripts.reduce((sum, script) => sum + script.gzipBytes, 0)).toBeLessThanOrEqual(
        LISTING_BUDGET_BYTES,
      );
    }
  });

  test('a map view does load the map library', async ({ browser, baseURL }) => {
    const isMapLibrary = (script: TScript) => script.isMapLibrary;
    const scripts = await loadScripts(
      browser,
      baseURL as string,
      '/kort/kobenhavn/restauranter',
      isMapLibrary,
    );
    expect(scripts.some(isMapLibrary)).toBe(true);
  });
});
