import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import {
  actAsOwnVisitor,
  chooseTable,
  fillGuest,
  findBookable,
  pay,
  TEXT,
  type TLang,
} from './booking-helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

// The test server's clock stands at 18:00 (playwright.config.ts): a table before 20:00 is booked
// after its cancel deadline (2 hours before arrival, ADR 0202), a later one before it.
const isWithinCutOff = (time: string) => time > '18:00:00' && time < '20:00:00';
const isAfterCutOff = (time: string) => time >= '21:00:00';

/** HH:MM:SS minus the 2-hour cut-off, as the visitor reads it. */
const deadlineOf = (time: string, lang: TLang) => {
  const [hours = '0', minutes = '00'] = time.split(':');
  const deadline = `${String(Number(hours) - 2).padStart(2, '0')}${lang === 'da' ? '.' : ':'}${minutes}`;
  return deadline;
};

test('[BOOKING]: a table booked less than 2 hours ahead says it cannot be cancelled, before payment (Danish)', async ({
  page,
  request,
}) => {
  test.slow();
  const place = await findBookable(request, 5, 'da', 2, isWithinCutOff);
  await chooseTable(page, 'da', place);
  await fillGuest(page, 'da', { name: 'Sen Gæst', email: 'late.da@example.dk', phone: '20123456' });
  await page.getByRole('button', { name: TEXT.da.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step3\//);
  const policy = page.getByTestId('cancel-policy');
  await expect(policy).toHaveText(
    `Denne booking kan ikke afbestilles: der er mindre end 2 timer til ankomst (afbestilling var mulig indtil kl. ${deadlineOf(place.time, 'da')}), så købet refunderes ikke.`,
  );
  await expect(page.getByText(/indtil 2 timer før ankomst/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The confirmation page says the same after payment, with the link to the booking.
  await page.getByLabel(TEXT.da.terms).check();
  await page.getByRole('button', { name: TEXT.da.toPayment }).click();
  await pay(page, 'da', 'pay');
  await expect(page).toHaveURL(/\/book\/confirmation\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);
  await expect(page.getByTestId('cancel-policy')).toContainText('Bookingen kan ikke afbestilles');
  await expect(page.getByRole('link', { name: 'Se eller afbestil din booking' })).toHaveAttribute(
    'href',
    /\/book\/manage\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/,
  );
});

test('[BOOKING]: step 3 and the confirmation name the cancel deadline as a time of day (English)', async ({
  page,
  request,
}) => {
  test.slow();
  const place = await findBookable(request, 7, 'en', 2, isAfterCutOff);
  await chooseTable(page, 'en', place);
  await fillGuest(page, 'en', { name: 'Early Guest', email: 'early.en@example.dk', phone: '20123456' });
  await page.getByRole('button', { name: TEXT.en.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step3\//);
  await expect(page.getByTestId('cancel-policy')).toHaveText(
    `You can cancel free of charge and get your money back until ${deadlineOf(place.time, 'en')} today (2 hours before arrival), through the link in the confirmation e-mail.`,
  );
  await expectNoAxeViolations(page);
  await page.getByLabel(TEXT.en.terms).check();
  await page.getByRole('button', { name: TEXT.en.toPayment }).click();
  await pay(page, 'en', 'pay');
  await expect(page).toHaveURL(/\/en\/book\/confirmation\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);
  await expect(page.getByTestId('cancel-policy')).toContainText(
    `until ${deadlineOf(place.time, 'en')} today`,
  );
  await expectNoAxeViolations(page);

  // The e-mail's HTML links the manage page (its button) and the confirmation page, and both open.
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    data: { to: string; kind: string; html: string }[];
  };
  const mail = outbox.data.find(
    (item) => item.to === 'early.en@example.dk' && item.kind === 'booking-confirmation',
  );
  const links = [...(mail?.html ?? '').matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map(
    (match) => ({
      href: (match[1] ?? '').replaceAll('&amp;', '&'),
      // The text without tags and Outlook's conditional comments (React Email's button).
      text: (match[2] ?? '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    }),
  );
  const manage = links.find((link) => link.text === 'See or cancel your booking');
  const confirmation = links.find((link) => link.text === 'See the confirmation');
  expect(manage?.href).toMatch(/\/en\/book\/manage\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);
  expect(confirmation?.href).toMatch(/\/en\/book\/confirmation\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);
  const manageUrl = new URL(manage?.href ?? '', 'http://x');
  await page.goto(`${manageUrl.pathname}${manageUrl.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  const confirmationUrl = new URL(confirmation?.href ?? '', 'http://x');
  await page.goto(`${confirmationUrl.pathname}${confirmationUrl.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your booking!' })).toBeVisible();
});
