import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { decideConsentBeforeEach, waitForHydration } from './helpers.ts';

decideConsentBeforeEach();

const LISTINGS = [
  { path: '/kobenhavn/restauranter', heading: 'Restauranter i København', lang: 'da' },
  { path: '/kobenhavn/barer', heading: 'Barer i København', lang: 'da' },
  { path: '/aarhus/barer', heading: 'Barer i Aarhus', lang: 'da' },
  { path: '/en/kobenhavn/restaurants', heading: 'Restaurants in Copenhagen', lang: 'en' },
  { path: '/en/odense/restaurants', heading: 'Restaurants in Odense', lang: 'en' },
  { path: '/en/kobenhavn/takeaway', heading: 'Takeaway in Copenhagen', lang: 'en' },
] as const;

test('[DISCOVERY]: listings render their first 6 places on the server in both languages', async ({
  request,
}) => {
  for (const listing of LISTINGS) {
    const response = await request.get(listing.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${listing.lang}"`);
    expect(html).toContain(listing.heading);
    expect(html.match(/class="td-card"|class="td-card td-card--dim"/g)?.length).toBe(6);
    expect(html).toContain('rel="canonical"');
    expect(html).toMatch(/hrefLang="en"|hreflang="en"/i);
  }
});

test('[DISCOVERY]: show more appends 6 places at a time', async ({ page }) => {
  await page.goto('/kobenhavn/restauranter');
  await waitForHydration(page);
  const cards = page.locator('.td-grid > li');
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: 'Vis flere' }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByText('Viser 12 af 16 steder')).toBeVisible();
  await page.getByRole('button', { name: 'Vis flere' }).click();
  await expect(cards).toHaveCount(16);
  await expect(page.getByRole('button', { name: 'Vis flere' })).toHaveCount(0);
});

test('[DISCOVERY]: a shared filter link restores the filters, and changing them rewrites the address', async ({
  page,
}) => {
  await page.goto(
    '/kobenhavn/restauranter?areas=norrebro&areas=vesterbro&tags=italiensk?&person=2&time-start=18.00&sort=3',
  );
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: 'Nørrebro' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vesterbro' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Italiensk/ })).toBeChecked();
  await expect(page.getByLabel('Antal personer')).toHaveValue('2');
  await expect(page.getByLabel('Fra', { exact: true })).toHaveValue('18:00:00');
  await expect(page.getByLabel('Sortér efter')).toHaveValue('3');
  await expect(page.locator('.td-filters__count')).toHaveText('5 aktive');

  await page.getByRole('checkbox', { name: 'Vesterbro' }).uncheck();
  await page.getByRole('checkbox', { name: 'Østerbro' }).check();
  await page.getByLabel('Antal personer').selectOption('4');
  await page.getByRole('button', { name: 'Vis resultater' }).click();
  await expect(page).toHaveURL(
    /\?areas=norrebro&areas=osterbro&tags=italiensk&time-start=18%3A00&person=4&sort=3$/,
  );

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: 'Østerbro' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vesterbro' })).not.toBeChecked();
  await expect(page.getByLabel('Antal personer')).toHaveValue('4');

  await page.getByRole('button', { name: 'Nulstil', exact: true }).click();
  await expect(page).toHaveURL(/\/kobenhavn\/restauranter\?sort=3$/);
  await page.getByLabel('Sortér efter').selectOption('4');
  await expect(page).toHaveURL(/\/kobenhavn\/restauranter\?sort=4$/);
});

test('[DISCOVERY]: places that match come first; the others say why', async ({ page }) => {
  await page.goto('/kobenhavn/restauranter?areas=amager');
  const cards = page.locator('.td-grid > li');
  await expect(cards.first()).not.toContainText('Passer ikke');
  await expect(page.getByText(/Passer ikke: .*i et andet område/).first()).toBeVisible();
});

test('[DISCOVERY]: sort by name orders the places the Danish way', async ({ page }) => {
  await page.goto('/kobenhavn/restauranter?sort=3');
  const names = await page.locator('.td-card__title').allTextContents();
  const sorted = [...names].sort(new Intl.Collator('da').compare);
  expect(names).toEqual(sorted);
});

test('[DISCOVERY]: an unknown city, or a type the city does not offer, is a real 404 with a way back', async ({
  page,
  request,
}) => {
  for (const path of [
    '/odense/takeaway',
    '/aalborg/barer',
    '/en/kobenhavn/restauranter',
    '/kort/paris/restauranter',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await page.goto('/paris/restauranter'))?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Til forsiden', exact: true })).toBeVisible();
  expect((await page.goto('/en/paris/restaurants'))?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Go to the front page', exact: true })).toBeVisible();
});

test('[DISCOVERY]: the listing passes axe in both languages', async ({ page }) => {
  await page.goto('/kobenhavn/restauranter');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.goto('/en/kobenhavn/bars');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
