import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ORDER_REFERENCE_PATTERN } from '@tredjedel/domain';

import {
  acceptTerms,
  actAsOwnVisitor,
  chooseTable,
  fillGuest,
  findBookable,
  pay,
  TEXT,
} from '../booking/booking-helpers.ts';
import { waitForHydration } from '../discovery/helpers.ts';

/**
 * docs/product/spec.md §7: the checkout's data layer events and ad pixel calls, in DKK, only after
 * consent, and the purchase once per order (ADR 0400). The server runs with DATA_LAYER and
 * AD_PIXEL_ID set (playwright.config.ts, ADR 0400).
 */

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

type TEcommerce = {
  checkout_step?: number;
  transaction_id?: string;
  currency: string;
  value: number;
  tax?: number;
  items: { item_id: string; quantity: number; price: number }[];
};
type TRecorded =
  | { source: 'dataLayer'; path: string; event: string; ecommerce?: TEcommerce }
  | { source: 'pixel'; path: string; event: string; data: { currency: string; order_id?: string } };

/**
 * Records every data layer push and pixel call in every page of the context, across navigations:
 * the init script plays the tag manager's `dataLayer` and the pixel's own script (which the site
 * does not load), handing each call to the test.
 */
async function recordTracking(context: BrowserContext): Promise<TRecorded[]> {
  const recorded: TRecorded[] = [];
  await context.exposeFunction('tdRecordTracking', (entry: string) => {
    recorded.push(JSON.parse(entry) as TRecorded);
  });
  await context.addInitScript(() => {
    const send = (entry: unknown) =>
      (window as unknown as { tdRecordTracking: (entry: string) => void }).tdRecordTracking(
        JSON.stringify(entry),
      );
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items)
        send({ source: 'dataLayer', path: window.location.pathname, ...(item as object) });
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    (window as unknown as { tdPixel: (...args: unknown[]) => void }).tdPixel = (_command, event, data) =>
      send({ source: 'pixel', path: window.location.pathname, event, data });
  });
  return recorded;
}

async function giveConsent(page: Page, baseURL: string | undefined, value: 's1m1' | 's0m0') {
  await page.context().addCookies([{ name: 'td_consent', value, url: baseURL ?? 'http://127.0.0.1' }]);
}

const dataLayerEvents = (recorded: TRecorded[], event: string) =>
  recorded.filter((entry) => entry.source === 'dataLayer' && entry.event === event) as Extract<
    TRecorded,
    { source: 'dataLayer' }
  >[];
const pixelEvents = (recorded: TRecorded[], event: string) =>
  recorded.filter((entry) => entry.source === 'pixel' && entry.event === event) as Extract<
    TRecorded,
    { source: 'pixel' }
  >[];

/** Waits for a page's PAGE_VIEW: the page has hydrated and run its effects, tracking included. */
async function waitForPageView(page: Page, recorded: TRecorded[], count: number) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect.poll(() => pixelEvents(recorded, 'PAGE_VIEW').length).toBeGreaterThanOrEqual(count);
}

/** Once a page is paid: one purchase in the data layer and one PURCHASE to the pixel, never a second. */
function expectOnePurchase(recorded: TRecorded[]) {
  expect(dataLayerEvents(recorded, 'purchase')).toHaveLength(1);
  expect(pixelEvents(recorded, 'PURCHASE')).toHaveLength(1);
}

/**
 * A visitor who answered the consent banner with `consent` books the `pick`th bookable place in
 * Danish and pays; what the pages recorded meanwhile, and the place.
 */
async function bookAndPayRecorded(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  {
    consent,
    pick,
    guest,
  }: { consent: 's1m1' | 's0m0'; pick: number; guest: { name: string; email: string } },
) {
  const recorded = await recordTracking(page.context());
  await giveConsent(page, baseURL, consent);
  const place = await findBookable(request, pick);
  await chooseTable(page, 'da', place);
  await fillGuest(page, 'da', { ...guest, phone: '20123456' });
  await acceptTerms(page, 'da');
  await pay(page, 'da', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.da.thanks })).toBeVisible();
  return { recorded, place };
}

test('[TRACKING]: with consent, a paid booking pushes its steps, begin_checkout and one purchase, and the pixel ADD_CART and PURCHASE, in DKK', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const { recorded, place } = await bookAndPayRecorded(page, request, baseURL, {
    consent: 's1m1',
    pick: 11,
    guest: { name: 'Tina Sporing', email: 'tina.sporing@example.dk' },
  });

  await expect.poll(() => dataLayerEvents(recorded, 'purchase').length).toBe(1);
  expect(dataLayerEvents(recorded, 'checkout').map((entry) => entry.ecommerce?.checkout_step)).toEqual([
    1, 2, 3, 4,
  ]);
  const [begin] = dataLayerEvents(recorded, 'begin_checkout');
  expect(begin?.ecommerce).toMatchObject({ currency: 'DKK' });
  const [purchase] = dataLayerEvents(recorded, 'purchase');
  const paid = purchase?.ecommerce;
  // The public order reference (ADR 0255), as the confirmation page shows it.
  expect(paid).toMatchObject({
    transaction_id: expect.stringMatching(ORDER_REFERENCE_PATTERN),
    currency: 'DKK',
  });
  await expect(page.getByText(paid?.transaction_id ?? '-')).toBeVisible();
  expect(paid?.value).toBe(begin?.ecommerce?.value);
  expect(paid?.value).toBeGreaterThan(0);
  // VAT 25 % contained in the amount paid.
  expect(paid?.tax).toBeCloseTo(((paid?.value ?? 0) * 25) / 125, 2);
  expect(paid?.items).toEqual([
    expect.objectContaining({ item_id: String(place.menu.id), quantity: place.party }),
  ]);
  expect(pixelEvents(recorded, 'ADD_CART').map((entry) => entry.data.currency)).toEqual(['DKK']);
  await expect.poll(() => pixelEvents(recorded, 'PURCHASE').length).toBe(1);
  expect(pixelEvents(recorded, 'PURCHASE')[0]?.data).toMatchObject({
    currency: 'DKK',
    order_id: paid?.transaction_id,
  });

  // A reload of the confirmation, and the same page in a second tab, send no second purchase.
  const pageViews = pixelEvents(recorded, 'PAGE_VIEW').length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.da.thanks })).toBeVisible();
  await waitForPageView(page, recorded, pageViews + 1);
  const second = await page.context().newPage();
  await second.goto(page.url());
  await expect(second.getByRole('heading', { level: 1, name: TEXT.da.thanks })).toBeVisible();
  await waitForPageView(second, recorded, pageViews + 2);
  expectOnePurchase(recorded);
});

test('[TRACKING]: without consent a paid booking pushes nothing to the data layer or the pixel', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const { recorded } = await bookAndPayRecorded(page, request, baseURL, {
    consent: 's0m0',
    pick: 12,
    guest: { name: 'Niels Nej', email: 'niels.nej@example.dk' },
  });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.da.thanks })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(recorded).toEqual([]);
});

test('[TRACKING]: with consent, a paid gift-card order pushes its purchase once: the amount × quantity in DKK', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const recorded = await recordTracking(page.context());
  await giveConsent(page, baseURL, 's1m1');
  await page.goto('/gavekort/step1');
  await waitForHydration(page);
  await expect(page.locator('input[name="amount"]').first()).toBeAttached();
  await page
    .locator('label.td-form__chip', { has: page.locator('input[name="amount"][value="30000"]') })
    .click();
  await page.getByLabel('Antal gavekort').selectOption('2');
  await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
  await expect(page).toHaveURL(/\/gavekort\/step2/);
  await page.getByLabel('Navn', { exact: true }).fill('Gitte Gave');
  await page.getByLabel('E-mail', { exact: true }).fill('gitte.gave@example.dk');
  await page.getByLabel('Gentag e-mail', { exact: true }).fill('gitte.gave@example.dk');
  await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
  await expect(page).toHaveURL(/\/gavekort\/step3/);
  await page.getByRole('button', { name: /^Betal / }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'Betal', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tak for dit køb!' })).toBeVisible();

  await expect.poll(() => dataLayerEvents(recorded, 'purchase').length).toBe(1);
  expect(dataLayerEvents(recorded, 'checkout').map((entry) => entry.ecommerce?.checkout_step)).toEqual([
    1, 2, 3,
  ]);
  expect(dataLayerEvents(recorded, 'begin_checkout')).toHaveLength(1);
  expect(dataLayerEvents(recorded, 'purchase')[0]?.ecommerce).toMatchObject({
    transaction_id: expect.stringMatching(ORDER_REFERENCE_PATTERN),
    currency: 'DKK',
    value: 600,
    tax: 120,
    items: [{ item_id: 'giftcard-30000', price: 300, quantity: 2 }],
  });
  expect(pixelEvents(recorded, 'ADD_CART')).toHaveLength(1);
  await expect.poll(() => pixelEvents(recorded, 'PURCHASE').length).toBe(1);

  const pageViews = pixelEvents(recorded, 'PAGE_VIEW').length;
  await page.reload();
  await waitForPageView(page, recorded, pageViews + 1);
  expectOnePurchase(recorded);
});
