import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { waitForHydration } from './helpers.ts';

test('[DISCOVERY]: the consent banner asks first, refusing is as easy as accepting, and the choice is remembered and changeable', async ({
  page,
  context,
}) => {
  await page.goto('/kobenhavn/restauranter');
  await waitForHydration(page);
  const banner = page.getByRole('dialog', { name: 'Må vi bruge cookies?' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  const refuse = banner.getByRole('button', { name: 'Afvis alle' });
  const accept = banner.getByRole('button', { name: 'Accepter alle' });
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(refuseBox?.height).toBe(acceptBox?.height);
  await refuse.click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'td_consent')?.value).toBe('s0m0');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Må vi bruge cookies?' })).toBeHidden();
  await page.getByRole('button', { name: 'Cookieindstillinger' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('checkbox', { name: /Statistik/ }).check();
  await banner.getByRole('button', { name: 'Gem mit valg' }).click();
  expect((await context.cookies()).find((cookie) => cookie.name === 'td_consent')?.value).toBe('s1m0');
});

test('[DISCOVERY]: the language switch keeps the page, and the newsletter form reports its state', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'td_consent', value: 's0m0', url: baseURL ?? '' }]);
  await page.goto('/kobenhavn/barer');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/kobenhavn\/bars$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const form = page.getByRole('form', { name: 'Get new places and offers' }).first();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await form.getByPlaceholder('Your e-mail').fill('gaest@example.dk');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText(/Thank you|did not go through/)).toBeVisible();
});

test('[DISCOVERY]: the phone menu opens from its button', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'td_consent', value: 's0m0', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
  await expect(nav.getByRole('link', { name: 'Barer' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Barer' })).toBeVisible();
});

test('[DISCOVERY]: detail, map, area and content pages hydrate without calling the API again', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'td_consent', value: 's0m0', url: baseURL ?? '' }]);
  const listing = (await (
    await request.get('/api/v4/products?city=kobenhavn&product_type=restaurant')
  ).json()) as { data: { slug: string }[] };
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v4/')) calls.push(sent.url());
  });
  for (const path of [
    `/restaurant/${listing.data[0]?.slug ?? ''}`,
    '/kort/kobenhavn/restauranter',
    '/kobenhavn/norrebro',
    '/en/guide',
    '/',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(calls).toEqual([]);
});

test('[DISCOVERY]: the consent banner comes with the page, before any script, and never shows to a visitor who has chosen', async ({
  browser,
  baseURL,
}) => {
  for (const isDecided of [false, true]) {
    const context = await browser.newContext();
    if (isDecided) await context.addCookies([{ name: 'td_consent', value: 's1m0', url: baseURL ?? '' }]);
    const page = await context.newPage();
    // No module script runs: what shows is the server's HTML and the head's one-line cookie test.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/kobenhavn/restauranter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('dialog', { name: 'Må vi bruge cookies?' });
    if (isDecided) await expect(banner).toBeHidden();
    else await expect(banner.getByRole('button', { name: 'Accepter alle' })).toBeVisible();
    await context.close();
  }
});

test('[DISCOVERY]: a page renders its first frame before its scripts are fetched, and then hydrates', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'td_consent', value: 's0m0', url: baseURL ?? '' }]);
  // The time of the page's first frame: this callback is asked for before any of the page's own.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    });
  });
  for (const path of ['/kobenhavn/restauranter', '/en']) {
    const html = await (await page.request.get(path)).text();
    // The loader preloads the modules itself (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md): none is asked for by the HTML.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    await page.goto(path);
    await waitForHydration(page);
    const order = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'));
      return {
        firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
        firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
        count: scripts.length,
      };
    });
    expect(order.firstFrameAt).toBeDefined();
    expect(order.count).toBeGreaterThan(1);
    expect(order.firstScriptAt).toBeGreaterThan(order.firstFrameAt ?? Infinity);
  }
});

test('[DISCOVERY]: the consent banner comes right after the skip link in the tab order; opened from the footer it takes focus and gives it back', async ({
  page,
}) => {
  await page.goto('/kobenhavn/restauranter');
  await waitForHydration(page);
  const banner = page.getByRole('dialog', { name: 'Må vi bruge cookies?' });
  await expect(banner.getByRole('button', { name: 'Afvis alle' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Shown unasked, it takes no focus; Tab from the top: the skip link, then the banner.
  await expect(banner).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Gå til indholdet' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Læs cookiepolitikken' })).toBeFocused();
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Afvis alle' }).click();
  await expect(banner).toBeHidden();

  // Opened again from the footer (by keyboard): focus moves into it, and back once a choice is made.
  const settings = page.getByRole('button', { name: 'Cookieindstillinger' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Læs cookiepolitikken' })).toBeFocused();
  await banner.getByRole('button', { name: 'Accepter alle' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
});

test('[DISCOVERY]: the not-found page says so in its title, and the too-many-requests page comes in the site’s frame, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'td_consent', value: 's0m0', url: baseURL ?? '' }]);
  for (const [path, title] of [
    ['/findes/slet/ikke/her', 'Siden findes ikke – Tredjedel'],
    ['/en/no/such/page', 'Page not found – Tredjedel'],
    ['/restaurant/findes-ikke', 'Siden findes ikke – Tredjedel'],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page).toHaveTitle(title);
    await waitForHydration(page);
    await expect(page).toHaveTitle(title);
  }
  await expectNoAxeViolations(page);
  for (const [path, heading, lang] of [
    ['/for-mange-sider', 'For mange sider på kort tid', 'da'],
    ['/en/too-many-pages', 'Too many pages in a short time', 'en'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('header.td-header')).toBeVisible();
    await expect(page.locator('footer.td-footer')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  }
});
