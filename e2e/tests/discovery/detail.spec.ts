import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { decideConsentBeforeEach, getListed, waitForHydration } from './helpers.ts';

decideConsentBeforeEach();

test('[DISCOVERY]: a restaurant page in Danish and English, with menus, times, JSON-LD and a call to book', async ({
  page,
  request,
}) => {
  // Two pages, each scanned by axe (14 s a scan at a load of 22 on two cores): more than 30 s.
  test.slow();
  const [first] = (await getListed(request, 'kobenhavn', 'restaurant')).filter(
    (product) => product.status === 'in-stock',
  );
  if (!first) throw new Error('no restaurant in stock');
  const enSlug = first.translations.find((item) => item.lang === 'en')?.slug ?? first.slug;

  const response = await page.goto(`/restaurant/${first.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menuer' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dagens tider' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book bord', exact: true })).toHaveAttribute(
    'href',
    `/book/step1/restaurant/${first.slug}`,
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(jsonLd['@type']).toBe('Restaurant');
  expect(jsonLd).toHaveProperty('geo');
  expect(jsonLd).toHaveProperty('offers.priceCurrency', 'DKK');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`/en/restaurant/${enSlug}$`),
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/restaurant/${enSlug}$`));
  await expect(page.getByRole('heading', { name: 'Menus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a table', exact: true })).toHaveAttribute(
    'href',
    `/en/book/step1/restaurant/${enSlug}`,
  );
  await expectNoAxeViolations(page);
});

test('[DISCOVERY]: ?view=menu&index=1 opens the second menu and #galleri the gallery', async ({
  page,
  request,
}) => {
  const [first] = await getListed(request, 'kobenhavn', 'restaurant');
  if (!first) throw new Error('no restaurant');
  await page.goto(`/restaurant/${first.slug}?view=menu&index=1`);
  await expect(page.locator('#menu-1')).toHaveClass(/td-menu--active/);
  await expect(page.locator('#menu-1').getByRole('heading', { name: 'Retter' })).toBeVisible();
  await page.goto(`/restaurant/${first.slug}#galleri`);
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Luk' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('[DISCOVERY]: bar and takeaway pages use their own path and schema type', async ({ page, request }) => {
  const [bar] = await getListed(request, 'kobenhavn', 'bar');
  const [takeaway] = await getListed(request, 'kobenhavn', 'takeaway');
  if (!bar || !takeaway) throw new Error('missing places');
  await page.goto(`/bar/${bar.slug}`);
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
    '"BarOrPub"',
  );
  await page.goto(`/en/takeaway/${takeaway.slug}`);
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
    '"FoodEstablishment"',
  );
});

test('[DISCOVERY]: an unknown place, or a place under another type, is a 404', async ({ page, request }) => {
  const [first] = await getListed(request, 'kobenhavn', 'restaurant');
  expect((await page.goto('/restaurant/findes-ikke'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Siden findes ikke' })).toBeVisible();
  expect((await page.goto(`/en/bar/${first?.slug ?? ''}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
