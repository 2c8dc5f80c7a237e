import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import {
  acceptTerms,
  dismissConsent,
  fillGuest,
  pay,
  pickTable,
  PREFIX,
  TEXT,
  type TLang,
} from '../booking/booking-helpers.ts';
import { startConsoleServer, type TConsoleServer } from './console-server.ts';

/*
 * The console journey against its own server, which sends e-mail through a real SMTP server run by
 * the test (the shared e2e server keeps mail in the outbox): sign in through the e-mailed link,
 * publish a time, a visitor books it, the console shows it, mark arrived, close the evening.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const BASE = `http://127.0.0.1:${PORT}`;

const CONSOLE_TEXT = {
  da: {
    root: '/konsol',
    signIn: 'log-ind',
    email: 'E-mail',
    send: 'Send link',
    logIn: 'Log ind',
    tables: 'Borde og menuer',
    publishTime: 'Tidspunkt',
    covers: 'Kuverter',
    save: 'Gem tid',
    today: 'I dag',
    arrived: 'Ankommet',
    closeEvening: 'Luk hele aftenen',
    reopenEvening: 'Åbn aftenen igen',
    closed: 'Lukket for nye bookinger.',
  },
  en: {
    root: '/en/console',
    signIn: 'sign-in',
    email: 'Email',
    send: 'Send link',
    logIn: 'Sign in',
    tables: 'Tables and menus',
    publishTime: 'Time',
    covers: 'Covers',
    save: 'Save time',
    today: 'Today',
    arrived: 'Arrived',
    closeEvening: 'Close the whole evening',
    reopenEvening: 'Reopen the evening',
    closed: 'Closed to new bookings.',
  },
} as const;

let server: TConsoleServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startConsoleServer(PORT);
});

test.afterAll(async () => server?.stop());

async function signIn(page: Page, lang: TLang) {
  const text = CONSOLE_TEXT[lang];
  await page.goto(`${BASE}${text.root}/${text.signIn}`);
  await dismissConsent(page);
  await expectNoAxeViolations(page);
  const before = server.smtp.messages.length;
  await page.locator('.td-console').getByLabel(text.email).fill(server.ownerEmail);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.locator('.td-console').getByRole('status')).toBeVisible();
  await page.goto(await server.linkTo(server.ownerEmail, before));
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${text.root}/${lang === 'da' ? 'i-dag' : 'today'}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const [lang, time] of [
  ['da', '21:15'],
  ['en', '21:45'],
] as const) {
  test(`[CONSOLE]: ${lang}: sign in by e-mailed link, publish a time, a visitor books it, mark arrived, close the evening`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = CONSOLE_TEXT[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, lang);
    const me = (await (await page.request.get(`${BASE}/api/v4/console/me`)).json()) as {
      places: { id: number }[];
    };
    const placeId = me.places[0]?.id ?? 0;

    await page.getByRole('link', { name: text.tables }).click();
    // The Today page has a heading too: wait for the one of the tables page.
    await expect(page.locator('#td-console-tables')).toBeVisible();
    await page.getByRole('button', { name: text.reopenEvening }).click();
    const publishForm = page.locator('form[aria-labelledby="td-console-publish"]');
    await publishForm.getByLabel(text.publishTime, { exact: true }).selectOption(time);
    await publishForm.getByLabel(text.covers, { exact: true }).fill('6');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.locator('.td-console').getByRole('status').first()).toContainText(time);
    // Visitors see it: the save's answer dropped every cached listing and stock (ADR 0006), so the
    // first ask after the console has confirmed it already has the new time. No wait on a clock.
    const published = (await (
      await page.request.get(`${BASE}/api/v4/products/${placeId}/stocks/times?seat=2`)
    ).json()) as { entities: { times: { time: string; status: string; cover: number }[] } };
    expect(published.entities.times.find((slot) => slot.time === `${time}:00`)).toMatchObject({
      status: 'in-stock',
      cover: 6,
    });

    // A visitor books it, in another browser.
    const visitorContext = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    const detail = (await (await visitor.request.get(`${BASE}/api/v4/products/${placeId}`)).json()) as {
      entities: { slug: string };
    } & { slug?: string };
    const slug = detail.entities?.slug ?? detail.slug ?? '';
    const menus = (await (
      await visitor.request.get(
        `${BASE}/api/v4/products/${placeId}/stocks/menus?seat=2&time=${time}:00&local=${lang}`,
      )
    ).json()) as {
      entities: {
        menus: {
          id: number;
          name: string;
          status: string;
          limit_table_size: number;
          table_sizes: string;
          time_start: string;
          time_end: string;
        }[];
      };
    };
    const menu = menus.entities.menus.find(
      (item) => item.status === 'in-stock' && item.limit_table_size === 0,
    );
    if (!menu) throw new Error('the place has no menu for any table size');
    const place = { id: placeId, slug, time: `${time}:00`, menu, party: 2 };
    await visitor.goto(`${PREFIX[lang]}/book/step1/restaurant/${slug}`);
    await dismissConsent(visitor);
    await pickTable(visitor, lang, place);
    await fillGuest(visitor, lang, {
      name: `Gæst ${lang}`,
      email: `guest.${lang}@example.dk`,
      phone: '20123456',
    });
    await acceptTerms(visitor, lang);
    await pay(visitor, lang, 'pay');
    await expect(visitor.getByText(TEXT[lang].thanks)).toBeVisible();

    // The console's today page shows it from its first answer after the payment, and it is marked
    // arrived. How soon an open page sees it (a poll every second) is a figure of
    // docs/decisions/0500-restaurants-console.md, not timed here.
    const todayAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/today') && response.ok(),
    );
    await page.getByRole('link', { name: text.today, exact: true }).click();
    await todayAnswer;
    const row = page.getByRole('listitem', { name: new RegExp(`${time} Gæst ${lang}`) });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: text.arrived }).click();
    await expect(row.getByRole('button', { name: text.arrived })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath(`console-today-${lang}.png`), fullPage: true });
    // Printed, the page is the daily list: the table without navigation or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.td-console__print')).toContainText(`Gæst ${lang}`);
    await expect(page.locator('.td-console__bar')).toBeHidden();
    await expect(row.getByRole('button', { name: text.arrived })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`console-print-${lang}.png`), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // Closing the evening: the time is sold out for visitors.
    await page.getByRole('link', { name: text.tables }).click();
    await page.getByRole('button', { name: text.closeEvening }).click();
    // Once the console says so, its answer has dropped the cached stock: no time is for sale.
    await expect(page.locator('.td-console').getByRole('status').first()).toContainText(text.closed);
    const closed = (await (
      await visitor.request.get(`${BASE}/api/v4/products/${placeId}/stocks/times?seat=2`)
    ).json()) as { entities: { times: { time: string; status: string }[] } };
    expect(closed.entities.times.filter((slot) => slot.status !== 'soldout')).toEqual([]);
    await visitor.goto(`${PREFIX[lang]}/book/step1/restaurant/${slug}`);
    // Sold out for every party: step 1 offers no party size at all.
    await expect(visitor.locator('input[name="num_person"][value="2"]')).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`console-closed-${lang}.png`), fullPage: true });
    await visitorContext.close();
  });
}
