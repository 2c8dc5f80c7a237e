import { expect, test } from '@playwright/test';
import { ORDER_REFERENCE_PATTERN } from '@tredjedel/domain';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import {
  acceptTerms,
  actAsOwnVisitor,
  chooseTable,
  fillGuest,
  findBookable,
  pay,
  pickTable,
  PREFIX,
  TEXT,
  type TLang,
} from './booking-helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

const LANGS: readonly { lang: TLang; pick: number }[] = [
  { lang: 'da', pick: 0 },
  { lang: 'en', pick: 1 },
];

for (const { lang, pick } of LANGS) {
  test(`[BOOKING]: a full booking in ${lang} through the payment page to the confirmation`, async ({
    page,
    request,
  }) => {
    // Five pages, each checked with axe: more than the default half minute on a busy machine.
    test.slow();
    const text = TEXT[lang];
    const place = await findBookable(request, pick, lang);
    await chooseTable(page, lang, place);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page
      .getByRole('navigation', { name: lang === 'da' ? 'Bookingtrin' : 'Booking steps' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/step1\//);
    // Back at BOOK the choices start afresh (docs/product/spec.md §2); the table is chosen again.
    await expect(
      page.getByRole('group', { name: lang === 'da' ? 'Hvor mange er I?' : 'How many are you?' }),
    ).toBeVisible();
    await pickTable(page, lang, place);
    await expectNoAxeViolations(page);

    // The guest step points out what is missing and moves focus to the first field in error.
    await page.getByRole('button', { name: text.continue, exact: true }).click();
    const name = page.getByLabel(text.name, { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page.getByText(text.nameError)).toBeVisible();

    await fillGuest(page, lang, { name: 'Anna Jensen', email: `anna.${lang}@example.dk`, phone: '20123456' });
    await page.getByLabel(text.coopCode).fill('1234');
    await page.getByLabel(text.coopZip).fill('2100');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/step3\//);
    // The order summary comes from the server: the menu line, fee, VAT contained and the total.
    await expect(page.locator('.td-summary')).toContainText(place.menu.name);
    await expect(page.locator('.td-summary__row--total')).toBeVisible();
    await page.getByRole('button', { name: text.toPayment }).click();
    await expect(page.getByText(text.termsError)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(text.terms).check();
    await page.getByRole('button', { name: text.toPayment }).click();
    await expect(page).toHaveURL(/\/step4\//);
    await expectNoAxeViolations(page);

    await pay(page, lang, 'pay');
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*${PREFIX[lang]}/book/confirmation/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\\?token=`),
    );
    await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
    await expect(page.getByText('1234, 2100')).toBeVisible();
    const calendar = page.getByRole('link', { name: text.calendar });
    const href = await calendar.getAttribute('href');
    expect(href).toContain('/calendar.ics?token=');
    const ics = await request.get(href ?? '');
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    // The rendered page carries the reservation as schema.org data, as the e-mail does.
    const reservation = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(reservation).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      // The public order reference, never the sequential id in the address (ADR 0255).
      reservationNumber: expect.stringMatching(ORDER_REFERENCE_PATTERN),
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: { name: 'Anna Jensen' },
    });
    expect(reservation.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
    expect(reservation.partySize).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
}

test('[BOOKING]: step1 asks for menus for the whole party before holding a table', async ({
  page,
  request,
}) => {
  const place = await findBookable(request, 2);
  await page.goto(`/book/step1/restaurant/${place.slug}`);
  await page
    .locator('label.td-form__chip', { has: page.locator('input[name="num_person"][value="2"]') })
    .click();
  await page
    .locator('label.td-form__chip', { has: page.locator(`input[name="time"][value="${place.time}"]`) })
    .click();
  const count = page.locator('.td-menu-pick', { hasText: place.menu.name }).locator('select');
  await count.selectOption('1');
  await page.getByRole('button', { name: TEXT.da.continue, exact: true }).click();
  await expect(page.getByText(TEXT.da.chooseMenus).last()).toBeVisible();
  await expect(page).toHaveURL(/\/step1\//);
  await count.selectOption('2');
  await expect(page.getByText('I alt')).toBeVisible();
  await page.getByRole('button', { name: TEXT.da.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step2\//);
});

test('[BOOKING]: the steps navigation goes back at once, even before the address caught up with step 2', async ({
  page,
  request,
}) => {
  test.slow();
  const place = await findBookable(request, 1, 'en');
  // A slower CPU widens the moment between step 2 on screen and the router having loaded its
  // address; a click on Table in that moment once left step 2 on screen under the step 1 address.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await chooseTable(page, 'en', place);
  const steps = page.getByRole('navigation', { name: 'Booking steps' });
  const party = page.getByRole('group', { name: 'How many are you?' });
  for (let round = 0; round < 3; round += 1) {
    await expect(page.getByLabel(TEXT.en.name, { exact: true })).toBeVisible();
    await steps.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/step1\//);
    await expect(party).toBeVisible();
    await expect(page.getByLabel(TEXT.en.name, { exact: true })).toHaveCount(0);
    await pickTable(page, 'en', place);
  }
});

test('[BOOKING]: a declined payment returns to step2 with ispafa=1 and everything kept, then pays', async ({
  page,
  request,
}) => {
  // Two trips to the payment page and back: more than a journey's 30 s on a busy machine (its English
  // twin below is slow too).
  test.slow();
  const text = TEXT.da;
  const place = await findBookable(request, 3);
  await chooseTable(page, 'da', place);
  await fillGuest(page, 'da', {
    name: 'Bo Hansen',
    email: 'bo.declined@example.dk',
    phone: '+45 31 12 34 56',
  });
  await acceptTerms(page, 'da');
  await pay(page, 'da', 'decline');

  await expect(page).toHaveURL(new RegExp(`/book/step2/restaurant/${place.slug}\\?ispafa=1`));
  await expect(page.getByRole('alert').filter({ hasText: text.paymentFailed })).toBeVisible();
  await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('Bo Hansen');
  await expect(page.getByLabel(text.email, { exact: true })).toHaveValue('bo.declined@example.dk');
  await expect(page.getByLabel(text.emailConfirm, { exact: true })).toHaveValue('bo.declined@example.dk');
  await expect(page.getByLabel(text.phone)).not.toHaveValue('');

  // Through the steps again, the terms are still accepted.
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step3\//);
  await expect(page.getByLabel(text.terms)).toBeChecked();
  await page.getByRole('button', { name: text.toPayment }).click();
  await expect(page).toHaveURL(/\/step4\//);
  await pay(page, 'da', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
});

test('[BOOKING]: after a declined payment (English) the guest pays again from step 2 in one click', async ({
  page,
  request,
}) => {
  test.slow();
  const place = await findBookable(request, 4, 'en');
  await chooseTable(page, 'en', place);
  await fillGuest(page, 'en', { name: 'Eve Smith', email: 'eve.declined@example.dk', phone: '20987654' });
  await acceptTerms(page, 'en');
  await pay(page, 'en', 'decline');
  await expect(page).toHaveURL(/\/en\/book\/step2\/.*ispafa=1/);
  await expect(page.getByRole('alert').filter({ hasText: TEXT.en.paymentFailed })).toBeVisible();
  await expect(page.getByLabel(TEXT.en.name, { exact: true })).toHaveValue('Eve Smith');
  await expect(page.getByText('Your details and your acceptance of the terms are kept.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try the payment again' }).click();
  await expect(page).toHaveURL(/\/en\/book\/step4\//);
  await pay(page, 'en', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.thanks })).toBeVisible();
});

test('[BOOKING]: the hold is restored after a reload', async ({ page, request, context }) => {
  // A reload and a payment on top of the booking journey, which is slow on its own.
  test.slow();
  const text = TEXT.da;
  const place = await findBookable(request, 5);
  await chooseTable(page, 'da', place);
  const cookies = await context.cookies();
  const holdCookie = cookies.find((cookie) => cookie.name === 'hold_id');
  expect(holdCookie?.value).toBeTruthy();
  // HttpOnly, set by the server (ADR 0205): no script on the page can read the hold id.
  expect(holdCookie?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'td_visitor')?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('hold_id');
  await fillGuest(page, 'da', { name: 'Cai Holm', email: 'cai.reload@example.dk', phone: '20111213' });
  await acceptTerms(page, 'da');
  await page.reload();
  // Back at the guest step with the party, time and the details the hold carries.
  await expect(page).toHaveURL(/\/step2\//);
  await expect(page.getByText(/2 personer kl\./)).toBeVisible();
  await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('Cai Holm');
  await expect(page.locator('.td-countdown')).toContainText('min.');
  await page.screenshot({ path: test.info().outputPath('step2-restored-after-reload.png'), fullPage: true });
  await acceptTerms(page, 'da');
  await pay(page, 'da', 'pay');
  await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
});
