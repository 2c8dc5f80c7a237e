import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import {
  acceptTerms,
  actAsOwnVisitor,
  chooseTable,
  dismissConsent,
  fillGuest,
  findBookable,
  pay,
  TEXT as BOOKING_TEXT,
} from '../booking/booking-helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo.testId));

const TEXT = {
  da: {
    prefix: '',
    continue: 'Fortsæt',
    quantity: 'Antal gavekort',
    name: 'Navn',
    email: 'E-mail',
    emailConfirm: 'Gentag e-mail',
    pay: /^Betal /,
    gatewayPay: 'Betal',
    gatewayDecline: 'Afvis betaling',
    amountError: 'Vælg et beløb til gavekortet',
    failed: 'Betalingen mislykkedes. Prøv igen.',
    thanks: 'Tak for dit køb!',
  },
  en: {
    prefix: '/en',
    continue: 'Continue',
    quantity: 'Number of gift cards',
    name: 'Name',
    email: 'Email',
    emailConfirm: 'Repeat email',
    pay: /^Pay /,
    gatewayPay: 'Pay',
    gatewayDecline: 'Decline payment',
    amountError: 'Enter a gift card value',
    failed: 'Payment failed. Please try again.',
    thanks: 'Thank you for your purchase!',
  },
} as const;

type TLang = keyof typeof TEXT;

async function chooseAmount(page: Page, lang: TLang, amountOre: number, quantity: number) {
  const text = TEXT[lang];
  await page.goto(`${text.prefix}/gavekort/step1`);
  await expect(page.locator('input[name="amount"]').first()).toBeAttached();
  await dismissConsent(page);
  await page
    .locator('label.td-form__chip', { has: page.locator(`input[name="amount"][value="${amountOre}"]`) })
    .click();
  await page.getByLabel(text.quantity).selectOption(String(quantity));
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/gavekort\/step2/);
}

async function fillDetails(page: Page, lang: TLang, name: string, email: string) {
  const text = TEXT[lang];
  await page.getByLabel(text.name, { exact: true }).fill(name);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.emailConfirm, { exact: true }).fill(email);
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/gavekort\/step3/);
}

async function payAtGateway(page: Page, lang: TLang, action: 'pay' | 'decline') {
  const text = TEXT[lang];
  await page.getByRole('button', { name: text.pay }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page
    .getByRole('button', { name: action === 'pay' ? text.gatewayPay : text.gatewayDecline, exact: true })
    .click();
}

/** The codes of the gift-card e-mail to `email`, from the outbox (null when the outbox is not served). */
async function readGiftcodes(request: APIRequestContext, email: string): Promise<string[] | null> {
  const response = await request.get('/dev/outbox.json');
  if (!response.ok()) return null;
  const outbox = (await response.json()) as { data: { to: string; kind: string; text: string }[] };
  const mail = outbox.data.find((item) => item.to === email && item.kind === 'giftcard-codes');
  return mail ? mail.text.split('\n\n').slice(2, -1) : [];
}

test('[GIFTCARD]: a purchase in Danish, declined first with everything kept, then paid', async ({ page }) => {
  test.slow();
  const text = TEXT.da;
  await page.goto('/gavekort/step1');
  await expect(page.locator('input[name="amount"]').first()).toBeAttached();
  await dismissConsent(page);
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page.getByText(text.amountError)).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseAmount(page, 'da', 30000, 2);
  await expectNoAxeViolations(page);
  await fillDetails(page, 'da', 'Dorte Lund', 'dorte.gift@example.dk');
  await expect(page.locator('.td-summary')).toContainText('600');
  await expectNoAxeViolations(page);

  await payAtGateway(page, 'da', 'decline');
  await expect(page).toHaveURL(/\/gavekort\/step2\?ispafa=1/);
  await expect(page.getByRole('alert').filter({ hasText: text.failed })).toBeVisible();
  await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('Dorte Lund');
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page.locator('.td-summary')).toContainText('600');
  await payAtGateway(page, 'da', 'pay');
  await expect(page).toHaveURL(/\/gavekort\/confirmation\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
  // The buyer's page repeats what was bought, the total and where the codes went.
  await expect(page.locator('.td-info')).toContainText(/2 × 300/);
  await expect(page.locator('.td-info')).toContainText('600');
  await expect(page.locator('.td-info')).toContainText('dorte.gift@example.dk');
  await expectNoAxeViolations(page);
});

test('[GIFTCARD]: a purchase in English to the confirmation', async ({ page }) => {
  // Four pages through axe and the payment page, as the Danish purchase: more than half a minute on a busy machine.
  test.slow();
  await chooseAmount(page, 'en', 50000, 1);
  await expectNoAxeViolations(page);
  await fillDetails(page, 'en', 'Erik Berg', 'erik.gift@example.dk');
  await expectNoAxeViolations(page);
  await payAtGateway(page, 'en', 'pay');
  await expect(page).toHaveURL(/\/en\/gavekort\/confirmation\/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.thanks })).toBeVisible();
  await expect(page.getByText('Codes sent to')).toBeVisible();
  await expect(page.locator('.td-info')).toContainText(/1 × /);
  await expect(page.locator('.td-info')).toContainText('erik.gift@example.dk');
  await expectNoAxeViolations(page);
});

test('[GIFTCARD]: a failed purchase call shows the alert and keeps the order', async ({ page }) => {
  await chooseAmount(page, 'da', 20000, 1);
  await fillDetails(page, 'da', 'Frida Holm', 'frida.gift@example.dk');
  await page.route('**/api/v4/giftcard/payment', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"server","message":"down"}',
    }),
  );
  await page.getByRole('button', { name: TEXT.da.pay }).click();
  await expect(page.getByRole('alert')).toContainText('Det mislykkedes. Genindlæs siden, og prøv igen');
  await expect(page).toHaveURL(/\/gavekort\/step3/);
});

test('[GIFTCARD]: a bought gift code pays part of a booking', async ({ page, request }) => {
  test.slow();
  const email = 'gitte.code@example.dk';
  await chooseAmount(page, 'da', 20000, 1);
  await fillDetails(page, 'da', 'Gitte Code', email);
  await payAtGateway(page, 'da', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.da.thanks })).toBeVisible();
  const codes = await readGiftcodes(request, email);
  expect(codes, 'the e-mail outbox must be served: the test server runs with DEV_OUTBOX=1').not.toBeNull();
  const code = codes?.[0];
  expect(code).toBeTruthy();

  const text = BOOKING_TEXT.da;
  const place = await findBookable(request, 6);
  await chooseTable(page, 'da', place);
  // A code needs the e-mail and the phone first.
  await page.getByLabel(text.giftcode).fill(code ?? '');
  await page.getByRole('button', { name: text.addGiftcode }).click();
  await expect(page.getByText('Skriv navn, e-mail og mobilnummer og en gyldig gavekortkode')).toBeVisible();
  await fillGuest(page, 'da', { name: 'Gitte Code', email, phone: '20445566' });
  await page.getByRole('button', { name: text.addGiftcode }).click();
  const modal = page.getByRole('dialog', { name: 'Gavekort' });
  await expect(modal).toContainText(text.giftcodeAdded);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.td-codes')).toContainText(code ?? '');
  // Taking the code off and adding it again.
  await page.getByRole('button', { name: `Fjern ${code ?? ''}` }).click();
  await expect(page.locator('.td-codes')).toHaveCount(0);
  await page.getByLabel(text.giftcode).fill(code ?? '');
  await page.getByRole('button', { name: text.addGiftcode }).click();
  await page.getByRole('dialog', { name: 'Gavekort' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.td-codes')).toContainText(code ?? '');
  // The same code again is refused.
  await page.getByLabel(text.giftcode).fill(code ?? '');
  await page.getByRole('button', { name: text.addGiftcode }).click();
  await expect(page.getByText('Gavekortet er allerede tilføjet').first()).toBeVisible();
  await page.getByLabel(text.giftcode).fill('');

  await acceptTerms(page, 'da');
  await expect(page.locator('.td-summary__row--deduction')).toContainText('-200');
  await pay(page, 'da', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
  await expect(page.locator('.td-summary__row--deduction')).toBeVisible();
});
