import { expect, test } from '@playwright/test';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';

import { findBookable, PREFIX, TEXT, type TBookable, type TLang } from '../tests/booking/booking-helpers.ts';
import {
  clickButton,
  collectErrors,
  fill,
  launchFirefox,
  textOf,
  waitForHydration,
  waitForPath,
} from './firefox-page.ts';

/**
 * The site in the other engine visitors use: Firefox ESR loads the server's render, hydrates it
 * and books a table through the built-in payment page, with no error on the console
 * (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
const JOURNEYS: readonly { lang: TLang; pick: number; listing: string }[] = [
  { lang: 'da', pick: 2, listing: '/kobenhavn/restauranter' },
  { lang: 'en', pick: 3, listing: '/en/kobenhavn/restaurants' },
];

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchFirefox();
});
test.afterAll(async () => {
  await browser?.close();
});

/** Step 1 as a visitor fills it: party, time, the menu for everyone; on to step 2. */
async function chooseTable(page: Page, lang: TLang, place: TBookable) {
  await page.goto(
    new URL(`${PREFIX[lang]}/book/step1/restaurant/${place.slug}`, test.info().project.use.baseURL).href,
  );
  await waitForHydration(page);
  const consent = await page.$('.td-consent button');
  if (consent && (await consent.isVisible())) await consent.click();
  await page.locator(`label.td-form__chip:has(input[name="num_person"][value="${place.party}"])`).click();
  await page.locator(`label.td-form__chip:has(input[name="time"][value="${place.time}"])`).click();
  const count = await page.waitForFunction(
    (menuName: string) =>
      [...document.querySelectorAll('.td-menu-pick')]
        .find((pick) => pick.textContent?.includes(menuName))
        ?.querySelector('select'),
    {},
    place.menu.name,
  );
  await (count as ElementHandle<HTMLSelectElement>).select(String(place.party));
  await clickButton(page, new RegExp(`^${TEXT[lang].continue}$`));
  await waitForPath(page, /\/step2\//);
}

for (const { lang, pick, listing } of JOURNEYS) {
  test(`[FIREFOX]: the listing hydrates and a table is booked and paid in ${lang}`, async ({ request }) => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const text = TEXT[lang];
    const page = await browser.newPage();
    const errors = collectErrors(page);
    try {
      await page.goto(new URL(listing, baseURL).href);
      await waitForHydration(page);
      expect(await page.$$eval('.td-grid > li', (items) => items.length)).toBe(6);

      const place = await findBookable(request, pick, lang);
      await chooseTable(page, lang, place);
      await fill(page, 'name', 'Firefox Gæst');
      await fill(page, 'email', `firefox.${lang}@example.dk`);
      await fill(page, 'email_confirm', `firefox.${lang}@example.dk`);
      await fill(page, 'phone', '20123456');
      await clickButton(page, new RegExp(`^${text.continue}$`));
      await waitForPath(page, /\/step3\//);
      await page.locator('input[name="is_accept_terms"]').click();
      await clickButton(page, new RegExp(`^${text.toPayment}$`));
      await waitForPath(page, /\/step4\//);
      await clickButton(page, text.pay);
      await waitForPath(page, /\/pay\//);
      await clickButton(page, new RegExp(`^${text.gatewayPay}$`));
      await waitForPath(
        page,
        new RegExp(`^${PREFIX[lang]}/book/confirmation/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\\?token=`),
      );
      expect(await textOf(page, 'h1')).toBe(text.thanks);

      // The cancel deadline the server rendered is the one the hydrated page shows: the two clocks
      // agree (the page reads the server's time, not Firefox's).
      await waitForHydration(page);
      const shown = await textOf(page, '[data-testid="cancel-policy"]');
      const html = await (await request.get(page.url())).text();
      const rendered = (/data-testid="cancel-policy"[^>]*>([\s\S]*?)<a /.exec(html)?.[1] ?? '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .trim();
      expect(rendered).not.toBe('');
      expect(shown).toContain(rendered);
      expect(shown).toMatch(lang === 'da' ? /kl\. \d\d\.\d\d/ : /until \d\d:\d\d/);
      expect(errors).toEqual([]);
    } catch (error) {
      // Playwright keeps no trace of a page it does not drive: what Firefox showed when it failed.
      await test.info().attach('page at the failure', {
        body: Buffer.from(await page.screenshot()),
        contentType: 'image/png',
      });
      const alerts = await page.evaluate(() =>
        [...document.querySelectorAll('[role="alert"], [aria-invalid="true"]')].map(
          (element) => element.textContent ?? element.getAttribute('name') ?? '',
        ),
      );
      await test.info().attach('address, alerts and errors', {
        body: [page.url(), ...alerts, ...errors].join('\n'),
        contentType: 'text/plain',
      });
      throw error;
    } finally {
      await page.close();
    }
  });
}
