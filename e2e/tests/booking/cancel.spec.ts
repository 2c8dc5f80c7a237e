import { expect, test, type APIRequestContext } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { actAsOwnVisitor, chooseTable, fillGuest, findBookable, pay } from './booking-helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

/** The manage link of the booking confirmation e-mail to `email`, from the dev outbox. */
async function findManageLink(request: APIRequestContext, email: string) {
  const response = await request.get('/dev/outbox.json');
  expect(response.ok(), 'the e-mail outbox must be served: the test server runs with DEV_OUTBOX=1').toBe(
    true,
  );
  const outbox = (await response.json()) as { data: { to: string; kind: string; text: string }[] };
  const mail = outbox.data.find((item) => item.to === email && item.kind === 'booking-confirmation');
  const link = /(\S*\/book\/manage\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  )?.[1];
  expect(link, 'the confirmation e-mail links to the manage page').toBeTruthy();
  return new URL(link ?? '', 'http://x');
}

test('[BOOKING]: cancels a booking in Danish from the confirmation e-mail link', async ({
  page,
  request,
}) => {
  // Booking, payment, the e-mail and two axe checks: more than the default half minute.
  test.slow();
  const email = 'cancel.da@example.dk';
  const place = await findBookable(request, 3, 'da');
  await chooseTable(page, 'da', place);
  await fillGuest(page, 'da', { name: 'Karen Holm', email, phone: '20123456' });
  await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
  await expect(page).toHaveURL(/\/step3\//);
  // The cut-off is shown before payment, next to the terms.
  await expect(
    page.getByText(
      /Du kan afbestille gratis og få pengene tilbage indtil kl\. \d\d\.\d\d i dag \(2 timer før ankomst\)/,
    ),
  ).toBeVisible();
  await page.getByLabel(/Jeg accepterer/).check();
  await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  await expect(page).toHaveURL(/\/step4\//);
  await pay(page, 'da', 'pay');
  await expect(page).toHaveURL(/\/book\/confirmation\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);

  const link = await findManageLink(request, email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Din booking' })).toBeVisible();
  await expect(
    page.getByText(/Du kan afbestille gratis indtil kl\. \d\d\.\d\d \(2 timer før ankomst\)/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Føj til kalender/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same order on the English page: its lines in English, though it was placed in Danish.
  await page.goto(`/en${link.pathname}${link.search}`);
  const lines = page.getByRole('table', { name: 'Your order' });
  await expect(lines.getByText('Administration fee')).toBeVisible();
  await expect(lines.getByText('Including VAT (25%)')).toBeVisible();
  await expect(lines.getByText('Total', { exact: true })).toBeVisible();
  await expect(lines.getByText(/Administrationsgebyr|Heraf moms|I alt/)).toHaveCount(0);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('table', { name: 'Din ordre' }).getByText('Administrationsgebyr'),
  ).toBeVisible();

  // Cancelling asks first; keeping the booking changes nothing.
  await page.getByRole('button', { name: 'Afbestil booking' }).click();
  const question = page.getByRole('group', {
    name: /Vil du afbestille bordet\? .* tilbageføres til dit kort/,
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Behold bookingen' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Din booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Afbestil booking' }).click();
  await expect(question.getByRole('button', { name: 'Ja, afbestil' })).toBeFocused();
  await question.getByRole('button', { name: 'Ja, afbestil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Din booking er afbestilt' })).toBeVisible();
  await expect(page.getByText(/er afbestilt, og .* tilbageføres til dit kort/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afbestil booking' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The state stands after a reload, and the guest has the cancellation e-mail.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Din booking er afbestilt' })).toBeVisible();
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    data: { to: string; kind: string }[];
  };
  expect(outbox.data.some((mail) => mail.to === email && mail.kind === 'booking-cancellation')).toBe(true);
});
