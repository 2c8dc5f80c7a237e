import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import {
  actAsOwnVisitor,
  dismissConsent,
  findBookable,
  PREFIX,
  type TBookable,
  type TLang,
} from './booking-helpers.ts';
import { waitForHydration } from '../discovery/helpers.ts';

/*
 * The waitlist of a sold-out time (docs/decisions/0415-waitlist-for-a-sold-out-time.md): other
 * visitors hold every cover of a time, step 1 offers "tell me if a table frees up" for it, and the
 * e-mail's link opens step 1 with the party and a time chosen.
 */
test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

const TEXT = {
  da: {
    heading: 'Udsolgt på dit tidspunkt?',
    timeLabel: 'Tidspunkt i dag',
    times: 'Ankomsttidspunkt i dag',
    open: 'Giv mig besked, hvis et bord bliver ledigt',
    email: 'Din e-mail',
    consent: /Ja, send mig én e-mail/,
    submit: 'Giv mig besked',
    done: /Tak\. Vi skriver én gang til/,
  },
  en: {
    heading: 'Sold out at your time?',
    timeLabel: 'Time today',
    times: 'Arrival time today',
    open: 'Tell me if a table frees up',
    email: 'Your e-mail',
    consent: /Yes, send me one e-mail/,
    submit: 'Notify me',
    done: /Thank you\. We will write once to/,
  },
} as const;

type TSlot = { time: string; status: string; cover: number };

/** Other visitors (each its own cookie jar and address) hold the time's covers two at a time. */
async function holdAllCovers(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  place: TBookable,
  label: string,
) {
  const timesOf = async (request: APIRequestContext) =>
    (
      (await (await request.get(`/api/v4/products/${place.id}/stocks/times?seat=2`)).json()) as {
        entities: { times: TSlot[] };
      }
    ).entities.times;
  for (let round = 0; round < 40; round += 1) {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.250.${label === 'da' ? 1 : 2}.${round + 1}` },
    });
    const slot = (await timesOf(visitor)).find((item) => item.time === place.time);
    if (!slot || slot.status !== 'in-stock') {
      await visitor.dispose();
      return;
    }
    const { token } = (await (await visitor.get('/api/v4/csrf-token')).json()) as { token: string };
    const held = await visitor.post(`/api/v4/booking/${place.id}/hold`, {
      headers: { 'x-csrf-token': token },
      data: {
        seat: 2,
        time: place.time,
        time_end: '23:59:00',
        menus: [{ id: place.menu.id, count: 2 }],
        lang: 'da',
      },
    });
    expect(held.status(), await held.text()).toBe(200);
    await visitor.dispose();
  }
  throw new Error('the time did not sell out');
}

for (const { lang, pick } of [
  { lang: 'da' as TLang, pick: 4 },
  { lang: 'en' as TLang, pick: 5 },
]) {
  test(`[BOOKING]: a sold-out time offers the waitlist in ${lang}, axe-clean`, async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const text = TEXT[lang];
    const place = await findBookable(request, pick, lang);
    await holdAllCovers(playwright, baseURL ?? '', place, lang);

    await page.goto(`${PREFIX[lang]}/book/step1/restaurant/${place.slug}`);
    await waitForHydration(page);
    await expect(page.locator('input[name="num_person"]').first()).toBeAttached();
    await dismissConsent(page);
    await page
      .locator('label.td-form__chip', { has: page.locator('input[name="num_person"][value="2"]') })
      .click();
    await expect(page.getByRole('group', { name: text.times })).toBeVisible();
    const offer = page.getByRole('region', { name: text.heading });
    await offer.getByRole('button', { name: text.open }).click();
    await offer.getByRole('combobox', { name: text.timeLabel }).selectOption(place.time);
    await expectNoAxeViolations(page);
    await offer.getByLabel(text.email).fill(`waitlist.${lang}@example.dk`);
    await offer.getByLabel(text.consent).check();
    await offer.screenshot({ path: test.info().outputPath('waitlist-form.png') });
    await offer.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(offer.getByRole('status').filter({ hasText: text.done })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("[BOOKING]: the waitlist e-mail's link opens step 1 with the party and time chosen", async ({
  page,
  request,
}) => {
  const place = await findBookable(request, 6, 'en');
  const time = encodeURIComponent(place.time);
  await page.goto(`/en/book/step1/restaurant/${place.slug}?person=2&time=${time}`);
  await dismissConsent(page);
  await expect(page.locator(`input[name="time"][value="${place.time}"]`)).toBeChecked();
  await expect(page.locator('input[name="num_person"][value="2"]')).toBeChecked();
});
