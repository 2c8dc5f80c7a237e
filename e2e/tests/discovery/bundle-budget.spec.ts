import { gzipSync } from 'node:zlib';

import { expect, test, type Browser } from '@playwright/test';

import { getListed, waitForHydration } from './helpers.ts';

/**
 * The JS each page loads (gzip), against a budget per page (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md, which replaced
 * ADR 0003's Preact budget; ADR 0003 before it): the sizes are the gzip sizes (level 9)
 * of the bodies the browser received for every script it loaded through hydration: entry,
 * modulepreloads, lazy chunks and catalog. Bytes, never timings, so the budgets hold on any
 * machine. Each page also loads only what it uses: the flows' code (XState, the machines,
 * libphonenumber) only on the flow pages, maplibre only on the map. The run prints a table.
 */
const KB = 1024;
const BUDGETS = { listing: 160 * KB, home: 160 * KB, detail: 160 * KB, bookingStep1: 220 * KB } as const;

/** Code that only some pages may load, by a text only that code carries in the build. */
const MARKERS = {
  maplibre: /maplibre/i,
  xstate: /xstate\.(?:init|done|error)/,
  libphonenumber: /country_calling_codes/,
  machines: /id:["'`](?:booking|giftcard)["'`]/,
} as const;
type TMarker = keyof typeof MARKERS;
const FLOW_CODE: TMarker[] = ['xstate', 'libphonenumber', 'machines'];

/** How long no new script may be asked for before a page counts as loaded. */
const SCRIPTS_QUIET_MS = 1000;

type TScript = { url: string; gzipBytes: number; carries: TMarker[] };
type TRow = { page: string; path: string; scripts: TScript[]; budget?: number };

const rows: TRow[] = [];

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
        (body) => {
          const text = body.toString('utf8');
          return {
            url: pathname,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            carries: (Object.keys(MARKERS) as TMarker[]).filter((marker) => MARKERS[marker].test(text)),
          };
        },
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
  expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0);
  return scripts;
}

const totalBytes = (scripts: TScript[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const carrying = (scripts: TScript[], markers: TMarker[]) =>
  scripts.filter((script) => script.carries.some((marker) => markers.includes(marker))).map((s) => s.url);
const listing = (scripts: TScript[]) =>
  scripts.map((script) => `  ${kb(script.gzipBytes)} KB ${script.url}`).join('\n');

/** Checks a page against its budget and keeps its row for the table. */
function expectWithinBudget(row: TRow) {
  rows.push(row);
  if (row.budget === undefined) return;
  expect(
    totalBytes(row.scripts),
    `${row.path}: ${kb(totalBytes(row.scripts))} KB in ${row.scripts.length} scripts, budget ${kb(row.budget)} KB:\n${listing(row.scripts)}`,
  ).toBeLessThanOrEqual(row.budget);
}

test.describe('JS each page loads (gzip)', () => {
  test.describe.configure({ mode: 'serial' });

  let restaurantSlug = '';
  test.beforeAll(async ({ request }) => {
    const [first] = await getListed(request, 'kobenhavn', 'restaurant');
    expect(first, 'a København restaurant is listed').toBeDefined();
    restaurantSlug = first?.slug ?? '';
  });

  // The figures for the record (the ADRs quote them), in the run's output.
  test.afterAll(() => {
    const lines = rows.map(
      (row) =>
        `${row.page.padEnd(16)} ${kb(totalBytes(row.scripts)).padStart(7)} KB ${String(row.scripts.length).padStart(3)} scripts  budget ${row.budget === undefined ? '    -   ' : `${kb(row.budget).padStart(5)} KB`}  ${row.path}`,
    );
    process.stdout.write(`\nJS per page (gzip level 9):\n${lines.join('\n')}\n`);
  });

  for (const path of ['/kobenhavn/restauranter', '/en/kobenhavn/restaurants']) {
    test(`the listing ${path} stays within its budget and loads neither map nor flow code`, async ({
      browser,
      baseURL,
    }) => {
      const scripts = await loadScripts(browser, baseURL as string, path);
      expectWithinBudget({ page: 'listing', path, scripts, budget: BUDGETS.listing });
      expect(carrying(scripts, ['maplibre', ...FLOW_CODE])).toEqual([]);
    });
  }

  test('the home page stays within its budget and loads neither map nor flow code', async ({
    browser,
    baseURL,
  }) => {
    const scripts = await loadScripts(browser, baseURL as string, '/');
    expectWithinBudget({ page: 'home', path: '/', scripts, budget: BUDGETS.home });
    expect(carrying(scripts, ['maplibre', ...FLOW_CODE])).toEqual([]);
  });

  test('a detail page stays within its budget and loads neither map nor flow code', async ({
    browser,
    baseURL,
  }) => {
    const path = `/restaurant/${restaurantSlug}`;
    const scripts = await loadScripts(browser, baseURL as string, path);
    expectWithinBudget({ page: 'detail', path, scripts, budget: BUDGETS.detail });
    expect(carrying(scripts, ['maplibre', ...FLOW_CODE])).toEqual([]);
  });

  test('booking step 1 stays within its budget, with the flow code and no map code', async ({
    browser,
    baseURL,
  }) => {
    const path = `/book/step1/restaurant/${restaurantSlug}`;
    const isMachine = (script: TScript) => script.carries.includes('machines');
    const scripts = await loadScripts(browser, baseURL as string, path, isMachine);
    expectWithinBudget({ page: 'booking step 1', path, scripts, budget: BUDGETS.bookingStep1 });
    expect(carrying(scripts, ['maplibre'])).toEqual([]);
    for (const marker of FLOW_CODE)
      expect(carrying(scripts, [marker]).length, `${path} loads ${marker}`).toBeGreaterThan(0);
  });

  test('a map view does load the map library, and no flow code', async ({ browser, baseURL }) => {
    const path = '/kort/kobenhavn/restauranter';
    const isMapLibrary = (script: TScript) => script.carries.includes('maplibre');
    const scripts = await loadScripts(browser, baseURL as string, path, isMapLibrary);
    expectWithinBudget({ page: 'map view', path, scripts });
    expect(scripts.some(isMapLibrary)).toBe(true);
    expect(carrying(scripts, FLOW_CODE)).toEqual([]);
  });
});
