import { createHash } from 'node:crypto';

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

for (const path of ['/kobenhavn/restauranter', '/gavekort/step1', '/en/gavekort/step2'])
  test(`[LISTINGS]: two visitors get the same bytes of ${path}, whose policy lists the hash of every inline script`, async ({
    playwright,
    baseURL,
  }) => {
    // Two visitors: separate cookie jars, one of them already holding a CSRF secret.
    const first = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const second = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    await second.get('/api/v4/csrf-token');
    // The gift-card steps are shared pages too (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
    // A booking by a test running alongside may change the listing between the two requests, and its
    // next render is new bytes for everyone; a page made for each visitor differs on every try.
    const fetchPair = async () => {
      const one = await first.get(path);
      const other = await second.get(path);
      return { a: one, b: other, isSame: (await one.body()).equals(await other.body()) };
    };
    let pair = await fetchPair();
    for (let attempt = 1; attempt < 5 && !pair.isSame; attempt += 1) pair = await fetchPair();
    const { a, b } = pair;
    expect(await b.body()).toEqual(await a.body());
    expect(a.headers()['set-cookie']).toBeUndefined();
    const policy = a.headers()['content-security-policy'] ?? '';
    expect(policy).toBe(b.headers()['content-security-policy']);
    expect(policy).not.toContain('nonce');
    expect(policy).toContain("object-src 'none'");
    const html = await a.text();
    expect(html).not.toContain('name="csrf-token"');
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((content) => content !== '');
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const content of inlineScripts)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
    await Promise.all([first.dispose(), second.dispose()]);
  });

test('[LISTINGS]: the policy is enforced: an injected inline script does not run, the page still hydrates', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      violations.push(message.text());
  });
  // What an attacker's markup would be: a script without a hash, in the page's real answer.
  await page.route('**/kobenhavn/restauranter', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true;</script></body>',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/kobenhavn/restauranter');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});

test('[LISTINGS]: an unknown listing word answers a real 404 page', async ({ page }) => {
  const response = await page.goto('/kobenhavn/ikke-en-type');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Siden findes ikke' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Til forsiden', exact: true })).toBeVisible();
});
