import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { decideConsentBeforeEach, waitForHydration } from './helpers.ts';

decideConsentBeforeEach();

for (const path of ['/kort/kobenhavn/restauranter', '/en/map/aarhus/bars']) {
  test(`[DISCOVERY]: ${path} draws a marker per place with a popup`, async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/maplibre|map-view/.test(request.url())) mapRequests.push(request.url());
    });
    expect((await page.goto(path))?.status()).toBe(200);
    await waitForHydration(page);
    const markers = page.locator('.td-map__marker');
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThan(3);
    expect(mapRequests.length).toBeGreaterThan(0);
    // The sticky top bar may cover a marker near the top of the map while the page scrolls.
    await markers.first().dispatchEvent('click');
    await expect(page.locator('.td-map__popup a').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('[DISCOVERY]: list pages load no map code; the switch keeps the filters', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (/maplibre|map-view/.test(request.url())) mapRequests.push(request.url());
  });
  await page.goto('/kobenhavn/restauranter?person=2');
  await waitForHydration(page);
  expect(mapRequests).toEqual([]);
  await page.getByRole('navigation', { name: 'Visning' }).getByRole('link', { name: 'Kort' }).click();
  await expect(page).toHaveURL(/\/kort\/kobenhavn\/restauranter\?person=2$/);
  await expect(page.locator('.td-map__marker').first()).toBeVisible();
});

const PAGES = [
  { path: '/', heading: 'Bord i dag til en tredjedel af prisen' },
  { path: '/en', heading: 'A table today at a third off' },
  { path: '/kobenhavn/norrebro', heading: /Nørrebro/ },
  { path: '/kobenhavn/norrebro/italiensk', heading: /Italiensk i Nørrebro/ },
  { path: '/partnere/kobenhavn/restauranter', heading: /Partnere i København/ },
  { path: '/en/partners/aarhus/restaurants', heading: /Partners in Aarhus/ },
  { path: '/guide', heading: 'Sådan virker Tredjedel' },
  { path: '/en/guide', heading: 'How Tredjedel works' },
  { path: '/guide/nyhedsbrev', heading: 'Nyhedsbrev' },
  { path: '/blog', heading: 'Blog' },
  { path: '/en/blog', heading: 'Blog' },
  { path: '/vilkaar', heading: 'Handelsbetingelser' },
  { path: '/en/terms', heading: 'Terms of sale' },
  { path: '/privatliv', heading: 'Privatlivspolitik' },
  { path: '/en/privacy', heading: 'Privacy policy' },
  { path: '/cookies', heading: 'Cookiepolitik' },
  { path: '/en/cookies', heading: 'Cookie policy' },
];

/** Pages checked with axe once per kind and language. */
const AXE_PATHS = new Set([
  '/',
  '/en',
  '/kobenhavn/norrebro',
  '/en/partners/aarhus/restaurants',
  '/guide',
  '/en/guide',
  '/blog',
  '/en/blog',
  '/vilkaar',
  '/en/cookies',
]);

for (const lang of ['da', 'en']) {
  test(`[DISCOVERY]: the content pages render in ${lang} with a footer, and pass axe`, async ({ page }) => {
    // Nine pages, five of them through axe: longer than one page's budget.
    test.setTimeout(120_000);
    for (const { path, heading } of PAGES.filter(
      (item) => (item.path.startsWith('/en') ? 'en' : 'da') === lang,
    )) {
      await test.step(path, async () => {
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('footer')).toContainText('CVR');
        if (AXE_PATHS.has(path)) {
          await waitForHydration(page);
          await expectNoAxeViolations(page);
        }
      });
    }
  });
}

test('[DISCOVERY]: a blog post opens from the list', async ({ page }) => {
  // Two pages and an axe scan: past a journey's 30 s on a busy machine, like the restaurant page's test.
  test.slow();
  await page.goto('/blog');
  await waitForHydration(page);
  const first = page.locator('.td-card__title a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('[DISCOVERY]: unknown areas, tags, guide sections, posts and partner types are 404s', async ({
  request,
}) => {
  for (const path of [
    '/kobenhavn/findes-ikke',
    '/kobenhavn/norrebro/findes-ikke',
    '/guide/findes-ikke',
    '/blog/findes-ikke',
    '/partnere/kobenhavn/spa',
    '/en/restaurant/x',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('[DISCOVERY]: robots.txt names the sitemap, and the sitemap lists places in both languages', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/kobenhavn/restauranter</loc>');
  expect(xml).toContain('/en/kobenhavn/restaurants</loc>');
  expect(xml).toMatch(/\/en\/restaurant\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain('hreflang="da"');
  // The booking steps may be fetched, so that crawlers read their noindex (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
  expect(await robots.text()).not.toMatch(/Disallow: \/(en\/)?book/);
  const slug = /\/restaurant\/([a-z0-9-]+)<\/loc>/.exec(xml)?.[1] ?? '';
  const step1 = await request.get(`/book/step1/restaurant/${slug}`);
  expect(step1.status()).toBe(200);
  expect(await step1.text()).toMatch(/<meta name="robots" content="noindex"/);
});
