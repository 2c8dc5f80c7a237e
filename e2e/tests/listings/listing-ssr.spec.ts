import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';

const LISTINGS = [
  {
    path: '/kobenhavn/restauranter',
    lang: 'da',
    heading: /Restauranter i København/,
    linkPrefix: '/restaurant/',
  },
  {
    path: '/en/kobenhavn/restaurants',
    lang: 'en',
    heading: /Restaurants in Copenhagen/,
    linkPrefix: '/en/restaurant/',
  },
] as const;

for (const listing of LISTINGS) {
  test.describe(`[LISTINGS]: ${listing.path}`, () => {
    test('the server sends the first six restaurants in the HTML', async ({ request }) => {
      const response = await request.get(listing.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${listing.lang}"`);
      const links = [...html.matchAll(new RegExp(`href="(${listing.linkPrefix}[a-z0-9-]+)"`, 'g'))].map(
        (match) => match[1],
      );
      expect(new Set(links).size).toBe(6);
    });

    test('the page hydrates without fetching the listing again', async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v4/')) apiCalls.push(request.url());
      });
      await page.goto(listing.path);
      await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
      await expect(page.locator('.td-grid > li')).toHaveCount(6);
      await page.waitForLoadState('networkidle');
      expect(apiCalls).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

test("[LISTINGS]: every inline script carries the nonce of the page's Content-Security-Policy", async ({
  request,
}) => {
  const response = await request.get('/kobenhavn/restauranter');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("object-src 'none'");
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
  const executable = inlineScripts.filter((attrs) => !attrs.includes('application/ld+json'));
  expect(executable.length).toBeGreaterThan(0);
  for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
});

test('[LISTINGS]: an unknown listing word answers a real 404 page', async ({ page }) => {
  const response = await page.goto('/kobenhavn/ikke-en-type');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Siden findes ikke' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Til forsiden', exact: true })).toBeVisible();
});
