import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';

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
import { waitForHydration } from '../discovery/helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

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

/** The greeting fields of step 1, the cards on the confirmation page and the balance page. */
const GREETING = {
  da: {
    recipient: 'Modtagerens navn',
    message: 'Personlig hilsen',
    messageError: 'Hilsenen kan højst være 300 tegn på 8 linjer',
    to: 'Til Mor og Far',
    print: 'Udskriv gavekortene',
    balanceLink: 'Se saldoen på et gavekort',
    balanceTitle: 'Saldo på gavekort',
    code: 'Gavekortkode',
    check: 'Se saldo',
    codeError: 'Skriv koden fra gavekortet',
    // Three years of 365 days from 22 November 2026 (NOW), 2028 a leap year.
    active: /kan betale 300\s?kr\. endnu, og det er gyldigt til 21\. november 2029\./,
    unknown: 'Vi kender ikke koden NOPE-NOPE-NOPE-NOPE. Tjek, at du har skrevet den rigtigt.',
  },
  en: {
    recipient: 'Recipient’s name',
    message: 'Personal message',
    messageError: 'The message can be at most 300 characters in 8 lines',
    to: 'To Mor og Far',
    print: 'Print the gift cards',
    balanceLink: 'Check the balance of a gift card',
    balanceTitle: 'Gift card balance',
    code: 'Gift card code',
    check: 'Check balance',
    codeError: 'Enter the code from the gift card',
    active: /can still pay .*300.* and is valid until 21 November 2029\./,
    unknown: 'We do not know the code NOPE-NOPE-NOPE-NOPE. Check that you typed it correctly.',
  },
} as const;

async function chooseAmount(
  page: Page,
  lang: TLang,
  amountOre: number,
  quantity: number,
  greeting?: { recipient: string; message: string },
) {
  const text = TEXT[lang];
  await page.goto(`${text.prefix}/gavekort/step1`);
  // The step's form is drawn in the browser (ADR 0301): wait for the page's hydration mark, which
  // can take longer than an expect's 5 s on a busy machine, then for the form.
  await waitForHydration(page);
  await expect(page.locator('input[name="amount"]').first()).toBeAttached();
  await dismissConsent(page);
  await page
    .locator('label.td-form__chip', { has: page.locator(`input[name="amount"][value="${amountOre}"]`) })
    .click();
  await page.getByLabel(text.quantity).selectOption(String(quantity));
  if (greeting) {
    await page.getByLabel(GREETING[lang].recipient).fill(greeting.recipient);
    await page.getByLabel(GREETING[lang].message).fill(greeting.message);
  }
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
  return mail ? mail.text.split('\n\n').filter((part) => /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/.test(part)) : [];
}

test('[GIFTCARD]: a purchase in Danish, declined first with everything kept, then paid', async ({ page }) => {
  test.slow();
  const text = TEXT.da;
  await page.goto('/gavekort/step1');
  await waitForHydration(page);
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

test('[GIFTCARD]: a gift for someone: recipient and message on every card, printed one a page, then the balance checked', async ({
  page,
}) => {
  test.slow();
  const greeting = GREETING.da;
  // A message longer than the card holds is refused on step 1 (the field itself stops at 300).
  await chooseAmount(page, 'da', 30000, 2, { recipient: 'Mor og Far', message: 'Tillykke!' });
  await page.getByRole('button', { name: 'Tilbage', exact: true }).click();
  await expect(page).toHaveURL(/\/gavekort\/step1/);
  await page.getByLabel(greeting.message).fill(Array.from({ length: 9 }, (_, n) => `linje ${n}`).join('\n'));
  await page.getByRole('button', { name: TEXT.da.continue, exact: true }).click();
  await expect(page.getByText(greeting.messageError)).toBeVisible();
  await expect(page.getByLabel(greeting.message)).toBeFocused();
  await page.getByLabel(greeting.message).fill('Tillykke med de 60!\nKærlig hilsen Anna');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: TEXT.da.continue, exact: true }).click();
  await fillDetails(page, 'da', 'Anna Gave', 'anna.gave@example.dk');
  // The payment step repeats who it is for.
  await expect(page.locator('.td-giftcard-greeting')).toContainText('Til Mor og Far');
  await expect(page.locator('.td-giftcard-greeting')).toContainText('Kærlig hilsen Anna');
  await payAtGateway(page, 'da', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.da.thanks })).toBeVisible();

  // Each card on the confirmation page: amount, code, recipient, message and last day.
  const cards = page.locator('.td-giftcard');
  await expect(cards).toHaveCount(2);
  const codes: string[] = [];
  for (const card of await cards.all()) {
    await expect(card).toContainText('300');
    await expect(card).toContainText(greeting.to);
    await expect(card).toContainText('Tillykke med de 60!');
    await expect(card).toContainText('Gyldigt til');
    await expect(card).toContainText('21. november 2029');
    codes.push((await card.locator('.td-giftcard__code').textContent()) ?? '');
  }
  expect(codes[0]).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await expect(page.getByRole('button', { name: greeting.print })).toBeVisible();
  await expectNoAxeViolations(page);

  // The print view: the cards alone, one a page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.td-header')).toBeHidden();
  await expect(page.locator('.td-info')).toBeHidden();
  await expect(page.getByRole('button', { name: greeting.print })).toBeHidden();
  await expect(cards.first()).toBeVisible();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(2);
  await page.emulateMedia({ media: 'screen' });

  // The balance page, from the confirmation: a typed code, any case.
  await page.getByRole('link', { name: greeting.balanceLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: greeting.balanceTitle })).toBeVisible();
  await expect(page).toHaveTitle(/Saldo på gavekort/);
  const check = page.getByRole('button', { name: greeting.check });
  await expect(check).toBeEnabled();
  await check.click();
  await expect(page.getByText(greeting.codeError, { exact: true })).toBeVisible();
  await expect(page.getByLabel(greeting.code)).toBeFocused();
  await page.getByLabel(greeting.code).fill((codes[1] ?? '').toLowerCase());
  await check.click();
  const result = page.locator('.td-balance__result');
  await expect(result.getByRole('status')).toContainText(codes[1] ?? '-');
  await expect(result.getByRole('status')).toContainText(greeting.active);
  await page.getByLabel(greeting.code).fill('NOPE-NOPE-NOPE-NOPE');
  await check.click();
  await expect(result.getByRole('alert')).toHaveText(greeting.unknown);
  await expectNoAxeViolations(page);
});

test('[GIFTCARD]: the balance page in English, and past the gift-code limit', async ({ page }) => {
  // Eleven checks, a language switch and an axe scan: more than a journey's 30 s on a busy machine.
  test.slow();
  const greeting = GREETING.en;
  await page.goto('/en/gavekort/balance');
  await waitForHydration(page);
  await dismissConsent(page);
  await expect(page.getByRole('heading', { level: 1, name: greeting.balanceTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const check = page.getByRole('button', { name: greeting.check });
  await expect(check).toBeEnabled();
  const result = page.locator('.td-balance__result');
  await page.getByLabel(greeting.code).fill('nope-nope-nope-nope');
  await check.click();
  await expect(result.getByRole('alert')).toHaveText(greeting.unknown);
  await expectNoAxeViolations(page);
  // The language switch keeps the page. Back before the Danish texts have come (a slow line; they
  // are held here until then), the page stays in English when they arrive.
  const CATALOG = '**/assets/messages-*.js';
  let holdCatalog: (route: Route) => void = () => undefined;
  const heldCatalog = new Promise<Route>((resolve) => (holdCatalog = resolve));
  await page.route(CATALOG, (route) => holdCatalog(route));
  await page.getByRole('link', { name: 'Dansk' }).click();
  await expect(page).toHaveURL(/\/gavekort\/saldo$/);
  const catalog = await heldCatalog;
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/gavekort\/balance$/);
  const catalogLoaded = page.waitForEvent(
    'requestfinished',
    (request) => request.url() === catalog.request().url(),
  );
  await catalog.continue();
  await catalogLoaded;
  await page.unroute(CATALOG);
  await expect(page.getByRole('heading', { level: 1, name: greeting.balanceTitle })).toBeVisible();
  // Ten codes a minute per address (ADR 0203): the eleventh is refused with the wait explained.
  await expect(check).toBeEnabled();
  for (let n = 2; n <= 10; n += 1) {
    await page.getByLabel(greeting.code).fill(`NOPE-NOPE-NOPE-${String(n).padStart(4, '0')}`);
    await check.click();
    await expect(result.getByRole('alert')).toContainText(`NOPE-NOPE-NOPE-${String(n).padStart(4, '0')}`);
  }
  await page.getByLabel(greeting.code).fill('NOPE-NOPE-NOPE-0011');
  await check.click();
  await expect(result.getByRole('alert')).toHaveText(
    'Too many attempts in a short time. Wait a minute and try again.',
  );
});
