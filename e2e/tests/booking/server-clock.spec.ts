import { expect, test, type Page } from '@playwright/test';

import { waitForHydration } from '../discovery/helpers.ts';
import {
  actAsOwnVisitor,
  dismissConsent,
  fillGuest,
  findBookable,
  pay,
  pickTable,
  TEXT,
} from './booking-helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

/** The server's clock (NOW) as the page carries it: its meta tag `server-time`. */
async function pageServerTime(page: Page): Promise<number> {
  return Date.parse((await page.locator('meta[name="server-time"]').getAttribute('content')) ?? '');
}

/**
 * The e2e server runs with NOW (playwright.config.ts), days away from the real time of any run. The
 * browser reads the server's time from the page and from each API answer's `Date` header; both must
 * be the app's clock, or a hold made on one clock is counted down on the other and expires at once
 * ("Dit bord er ikke længere reserveret").
 */
test('[BOOKING]: a visitor who comes from the place’s page books and pays while the server’s clock is hours from real time', async ({
  page,
  request,
}) => {
  test.slow();
  const place = await findBookable(request, 2, 'da');
  const answer = await request.get('/api/v4/csrf-token');
  const answerTime = Date.parse(answer.headers()['date'] ?? '');

  // The place's shared page first: its API calls in the browser are where the browser reads `Date`.
  await page.goto(`/restaurant/${place.slug}`);
  await waitForHydration(page);
  await dismissConsent(page);
  const serverTime = await pageServerTime(page);
  // The proof holds only while the server's clock is really elsewhere than the browser's.
  expect(Math.abs(serverTime - Date.now())).toBeGreaterThan(60 * 60_000);

  // In the browser: the booking route's loader reads the place through the API, whose answer's
  // Date the flow then counts the hold's minutes by (flows/shared/server-clock.ts).
  await page.getByRole('link', { name: 'Book bord', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/book/step1/restaurant/${place.slug}$`));
  await expect(page.locator('input[name="num_person"]').first()).toBeAttached();
  await pickTable(page, 'da', place);

  // Step 2 keeps the table: the countdown starts near 15 minutes, not at zero.
  await expect(page.getByText('ikke længere reserveret')).toHaveCount(0);
  await fillGuest(page, 'da', { name: 'Ida Holm', email: 'ida.clock@example.dk', phone: '20123456' });
  await page.getByRole('button', { name: TEXT.da.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step3\//);
  await page.getByLabel(TEXT.da.terms).check();
  await page.getByRole('button', { name: TEXT.da.toPayment }).click();
  await expect(page).toHaveURL(/\/step4\//);
  await pay(page, 'da', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.da.thanks })).toBeVisible();
  // One clock: the API's Date header says what the page said (within a busy machine's minute).
  expect(Math.abs(answerTime - serverTime)).toBeLessThan(60_000);
});
