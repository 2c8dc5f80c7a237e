import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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

type TOutboxMail = { to: string; kind: string; text: string; html: string; subject: string };

/** The e-mails of the dev outbox (the test server runs with DEV_OUTBOX=1), newest first. */
async function readOutbox(request: APIRequestContext): Promise<TOutboxMail[]> {
  const response = await request.get('/dev/outbox.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: TOutboxMail[] }).data;
}

/**
 * Opens a link of an e-mail shown in the page, as a mail program does: its links open a new window
 * (target="_blank"), so the test follows the address the link names.
 */
async function followMailLink(page: Page, name: string) {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  expect(href, `the e-mail has a link "${name}"`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  await page.goto(href ?? '');
}

const LABEL: Record<TLang, string> = {
  da: 'Særlige ønsker og allergier (valgfrit)',
  en: 'Special requests and allergies (optional)',
};

for (const lang of ['da', 'en'] as const) {
  test(`[BOOKING]: special requests reach the restaurant, and the e-mail's links open the booking (${lang})`, async ({
    page,
    request,
  }) => {
    // Booking, payment, the e-mails and the pages they link to: more than the default half minute.
    test.slow();
    const email = `requests.${lang}@example.dk`;
    const requests = lang === 'da' ? 'Nøddeallergi\nBarnestol til en på 2 år' : 'Nut allergy\nA high chair';
    const place = await findBookable(request, lang === 'da' ? 7 : 8, lang);
    await chooseTable(page, lang, place);
    await fillGuest(page, lang, { name: 'Karen Holm', email, phone: '20123456' });
    await page.getByLabel(LABEL[lang]).fill(requests);

    // Step 3 shows them with the order, as the place will get them.
    await page.getByRole('button', { name: TEXT[lang].continue, exact: true }).click();
    await expect(page).toHaveURL(/\/step3\//);
    await expect(page.getByTestId('special-requests')).toHaveText(requests);
    await page.getByLabel(TEXT[lang].terms).check();
    await page.getByRole('button', { name: TEXT[lang].toPayment }).click();
    await expect(page).toHaveURL(/\/step4\//);
    await pay(page, lang, 'pay');
    await expect(page).toHaveURL(/\/book\/confirmation\/TD-[A-Z0-9]{4}-[A-Z0-9]{4}\?token=/);
    await expect(page.getByTestId('special-requests')).toHaveText(requests);

    // The place's notice carries them, and so does the day's list its button opens.
    const outbox = await readOutbox(request);
    const confirmation = outbox.find((mail) => mail.to === email && mail.kind === 'booking-confirmation');
    const reference = /(TD-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(confirmation?.subject ?? '')?.[1] ?? '';
    expect(reference).not.toBe('');
    const notice = outbox.find((mail) => mail.kind === 'restaurant-booked' && mail.text.includes(reference));
    expect(notice?.text).toContain(`Særlige ønsker og allergier:\n${requests}`);
    await page.setContent(notice?.html ?? '');
    await followMailLink(page, 'Se dagens bookinger');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bookinger');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(requests.split('\n')[0] ?? '');
    await expect(row).toContainText(requests.split('\n')[1] ?? '');

    // The guest's e-mail: its button opens the manage page, with the place's contact.
    await page.setContent(confirmation?.html ?? '');
    await followMailLink(
      page,
      lang === 'da' ? 'Se eller afbestil din booking' : 'See or cancel your booking',
    );
    await expect(page).toHaveURL(/\/book\/manage\/TD-[A-Z0-9]{4}-[A-Z0-9]{4}\?token=/);
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'da' ? 'Din booking' : 'Your booking' }),
    ).toBeVisible();
    const contact = page.getByTestId('place-contact');
    await expect(contact.getByRole('link', { name: /^\+45/ })).toHaveAttribute('href', /^tel:\+45\d+$/);
    await expect(page.getByTestId('special-requests')).toHaveText(requests);
    await expectNoAxeViolations(page);

    // Its other link opens the confirmation page.
    await page.setContent(confirmation?.html ?? '');
    await followMailLink(page, lang === 'da' ? 'Se bekræftelsen' : 'See the confirmation');
    await expect(page).toHaveURL(/\/book\/confirmation\/TD-[A-Z0-9]{4}-[A-Z0-9]{4}\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].thanks })).toBeVisible();
  });
}
