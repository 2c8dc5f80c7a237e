import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

import { waitForHydration } from '../discovery/helpers.ts';

export type TLang = 'da' | 'en';

export const PREFIX: Record<TLang, string> = { da: '', en: '/en' };

/** Texts of the flow in each language, as the visitor reads them. */
export const TEXT = {
  da: {
    continue: 'Fortsæt',
    toPayment: 'Fortsæt til betaling',
    name: 'Navn',
    email: 'E-mail',
    emailConfirm: 'Gentag e-mail',
    phone: 'Mobilnummer',
    giftcode: 'Gavekortkode',
    addGiftcode: 'Tilføj gavekort',
    coopCode: 'Medlemsnummer',
    coopZip: 'Postnummer',
    terms: /Jeg accepterer/,
    pay: /^Betal /,
    gatewayPay: 'Betal',
    gatewayDecline: 'Afvis betaling',
    thanks: 'Tak for din booking!',
    paymentFailed: 'Betalingen mislykkedes. Prøv igen.',
    chooseMenus: 'Vælg menuer til 2 personer',
    nameError: 'Skriv dit navn (højst 50 tegn)',
    termsError: 'Accepter betingelserne for at fortsætte',
    giftcodeAdded: 'Gavekortet er tilføjet',
    calendar: /Føj til kalender/,
    total: 'I alt',
  },
  en: {
    continue: 'Continue',
    toPayment: 'Continue to payment',
    name: 'Name',
    email: 'Email',
    emailConfirm: 'Repeat email',
    phone: 'Mobile number',
    giftcode: 'Gift card code',
    addGiftcode: 'Add gift card',
    coopCode: 'Member number',
    coopZip: 'Postcode',
    terms: /I accept/,
    pay: /^Pay /,
    gatewayPay: 'Pay',
    gatewayDecline: 'Decline payment',
    thanks: 'Thank you for your booking!',
    paymentFailed: 'Payment failed. Please try again.',
    chooseMenus: 'Choose menus for 2 people',
    nameError: 'Enter your name (at most 50 characters)',
    termsError: 'Accept the terms to continue',
    giftcodeAdded: 'The gift card has been added',
    calendar: /Add to calendar/,
    total: 'Total',
  },
} as const;

type TListItem = { id: number; slug: string; status: string };
type TSlot = { time: string; status: string };
type TMenu = {
  id: number;
  name: string;
  status: string;
  limit_table_size: number;
  table_sizes: string;
  time_start: string;
  time_end: string;
};

/**
 * An in-stock restaurant of the seed, a free evening time for the party and a menu it may take,
 * read from the API, so each test books what is really free. `pick` spreads tests over places;
 * `isTimeWanted` narrows the times (the latest wanted one is taken).
 */
export async function findBookable(
  request: APIRequestContext,
  pick: number,
  lang: TLang = 'da',
  party = 2,
  isTimeWanted: (time: string) => boolean = () => true,
) {
  const list = (await (
    await request.get('/api/v4/products?city=kobenhavn&product_type=restaurant&per_page=60')
  ).json()) as {
    data: TListItem[];
  };
  const places = list.data.filter((item) => item.status === 'in-stock');
  for (let offset = 0; offset < places.length; offset += 1) {
    const place = places[(pick + offset) % places.length];
    if (!place) continue;
    const times = (await (
      await request.get(`/api/v4/products/${place.id}/stocks/times?seat=${party}`)
    ).json()) as {
      entities: { times: TSlot[] };
    };
    const free = times.entities.times.filter((slot) => slot.status === 'in-stock' && isTimeWanted(slot.time));
    for (const slot of free.reverse()) {
      const menus = (await (
        await request.get(
          `/api/v4/products/${place.id}/stocks/menus?seat=${party}&time=${slot.time}&local=${lang}`,
        )
      ).json()) as { entities: { menus: TMenu[] } };
      const menu = menus.entities.menus.find(
        (item) =>
          item.status === 'in-stock' &&
          item.time_start <= slot.time &&
          slot.time <= item.time_end &&
          (item.limit_table_size === 0 || item.table_sizes.split(',').map(Number).includes(party)),
      );
      if (menu) return { id: place.id, slug: place.slug, time: slot.time, menu, party };
    }
  }
  // With a real clock (a server run without NOW, e.g. staging late in the evening) today may have none.
  throw new Error(
    `no bookable restaurant: no in-stock København restaurant has a free time today for ${party} people with a menu for it`,
  );
}

export type TBookable = Awaited<ReturnType<typeof findBookable>>;

/** Step1: party, time, menu; continues to step2. */
export async function chooseTable(page: Page, lang: TLang, place: TBookable) {
  await page.goto(`${PREFIX[lang]}/book/step1/restaurant/${place.slug}`);
  // The step's form is drawn in the browser (ADR 0301), once the page's content has hydrated.
  await waitForHydration(page);
  await expect(page.locator('input[name="num_person"]').first()).toBeAttached();
  await dismissConsent(page);
  await pickTable(page, lang, place);
}

/** Step1 on the page as it is: party, time, menu; continues to step2. */
export async function pickTable(page: Page, lang: TLang, place: TBookable) {
  await page
    .locator('label.td-form__chip', { has: page.locator(`input[name="num_person"][value="${place.party}"]`) })
    .click();
  await page
    .locator('label.td-form__chip', { has: page.locator(`input[name="time"][value="${place.time}"]`) })
    .click();
  const count = page.locator('.td-menu-pick', { hasText: place.menu.name }).locator('select');
  await expect(count).toBeVisible();
  await expect(count).toHaveAccessibleName(`${lang === 'da' ? 'Antal' : 'People'} ${place.menu.name}`);
  // Exactly one menu in stock is chosen for the whole party by the flow itself.
  if ((await count.inputValue()) !== String(place.party)) await count.selectOption(String(place.party));
  await page.getByRole('button', { name: TEXT[lang].continue, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PREFIX[lang]}/book/step2/restaurant/${place.slug}`));
}

export type TGuest = { name: string; email: string; phone: string };

export async function fillGuest(page: Page, lang: TLang, guest: TGuest) {
  const text = TEXT[lang];
  await page.getByLabel(text.name, { exact: true }).fill(guest.name);
  await page.getByLabel(text.email, { exact: true }).fill(guest.email);
  await page.getByLabel(text.emailConfirm, { exact: true }).fill(guest.email);
  await page.getByLabel(text.phone).fill(guest.phone);
}

/** step2 → step3 → step4 with the terms accepted. */
export async function acceptTerms(page: Page, lang: TLang) {
  const text = TEXT[lang];
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step3\//);
  await page.getByLabel(text.terms).check();
  await page.getByRole('button', { name: text.toPayment }).click();
  await expect(page).toHaveURL(/\/step4\//);
}

/** step4 → the built-in payment page → pay or decline. */
export async function pay(page: Page, lang: TLang, action: 'pay' | 'decline') {
  const text = TEXT[lang];
  await page.getByRole('button', { name: text.pay }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page
    .getByRole('button', { name: action === 'pay' ? text.gatewayPay : text.gatewayDecline, exact: true })
    .click();
}

/** The consent banner would cover the buttons on small screens: decline it once. */
export async function dismissConsent(page: Page) {
  const banner = page.locator('.td-consent');
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button').first().click();
}

/**
 * Each test is its own visitor: the server limits payments and gift codes per address and minute
 * (it trusts X-Forwarded-For behind a proxy), and tests running side by side must not share one
 * budget. A retry is a new visitor too: it must not inherit what its first try spent.
 */
export async function actAsOwnVisitor(page: Page, testInfo: Pick<TestInfo, 'testId' | 'retry'>) {
  let hash = 0;
  for (const char of `${testInfo.testId}#${testInfo.retry}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const address = `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}
