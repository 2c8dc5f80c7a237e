import { expect, test } from '@playwright/test';
import { getServiceTimeOfDay, getUpcomingTimeOptions } from '@tredjedel/domain';

import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { decideConsentBeforeEach, waitForHydration } from './helpers.ts';

// Finding a table where the place is found: time links on the cards, the home search, and the
// listing saying how many places match. The server's clock is 18.00 (playwright.config.ts).
decideConsentBeforeEach();

const LANGS = [
  {
    lang: 'da',
    listing: '/kobenhavn/restauranter',
    home: '/',
    step1: '/book/step1/restaurant/',
    heading: 'Bord til 3 i dag kl.',
    search: { city: 'By', party: 'Antal personer', time: 'Tidligst kl.', submit: 'Find ledige borde' },
    match: /^\d+ af \d+ steder passer til dine filtre og har ledige borde\./,
  },
  {
    lang: 'en',
    listing: '/en/kobenhavn/restaurants',
    home: '/en',
    step1: '/en/book/step1/restaurant/',
    heading: 'Table for 3 today at',
    search: { city: 'City', party: 'Number of people', time: 'Earliest at', submit: 'Find available tables' },
    match: /^\d+ of \d+ places? match(es)? your filters and (has|have) available tables\./,
  },
] as const;

for (const text of LANGS) {
  test(`[DISCOVERY]: a time on a card opens step 1 with that time and the party chosen (${text.lang})`, async ({
    page,
  }) => {
    await page.goto(`${text.listing}?person=3`);
    await waitForHydration(page);
    const card = page.locator('.td-grid > li').first();
    await expect(card.getByText(text.heading)).toBeVisible();
    const timeLink = card.locator('.td-slot-link:not(.td-slot-link--more)').first();
    const href = (await timeLink.getAttribute('href')) ?? '';
    const time = new URL(href, 'http://x').searchParams.get('time') ?? '';
    expect(href.startsWith(text.step1)).toBe(true);
    expect(time >= '18:00:00').toBe(true);
    await timeLink.click();
    await expect(page).toHaveURL(new RegExp(`${text.step1}[^?]+\\?person=3&time=`));
    await expect(page.locator('input[name="num_person"][value="3"]')).toBeChecked();
    await expect(page.locator(`input[name="time"][value="${time}"]`)).toBeChecked();
  });

  test(`[DISCOVERY]: the home search lands on the listing with the party and time chosen (${text.lang})`, async ({
    page,
  }) => {
    await page.goto(text.home);
    await waitForHydration(page);
    const search = page.getByRole('search');
    await search.getByLabel(text.search.city).selectOption('aarhus');
    await search.getByLabel(text.search.party).selectOption('4');
    // Only times still ahead are offered: the server's clock started at 18.00 and ticks, so the
    // first one follows from the time the page was rendered at (its server-time), by the domain's rule.
    const renderedAt = (await page.locator('meta[name="server-time"]').getAttribute('content')) ?? '';
    const [firstAhead = ''] = getUpcomingTimeOptions(new Date(renderedAt));
    expect(firstAhead >= '18:00:00').toBe(true);
    const time = search.getByLabel(text.search.time);
    await expect(time.locator('option').nth(1)).toHaveAttribute('value', firstAhead.slice(0, 5));
    await expect(time.locator('option[value="17:30"]')).toHaveCount(0);
    await time.selectOption('19:30');
    await expectNoAxeViolations(page);
    await search.getByRole('button', { name: text.search.submit }).click();
    await expect(page).toHaveURL(/\/aarhus\/(restauranter|restaurants)\?time-start=19%3A30&person=4$/);
    await waitForHydration(page);
    await expect(page.getByLabel(text.search.party, { exact: true }).first()).toHaveValue('4');
    await expect(page.getByText(text.match)).toBeVisible();
  });
}

test('[DISCOVERY]: a filter says how many places match, and the others follow marked', async ({ page }) => {
  await page.goto('/kobenhavn/restauranter?areas=amager');
  await waitForHydration(page);
  const status = page.locator('.td-listing__matches');
  await expect(status).toHaveText(
    /^\d+ af 16 steder passer til dine filtre og har ledige borde\. (Det|De) står først\.$/,
  );
  const matching = Number((await status.textContent())?.split(' ')[0]);
  const cards = page.locator('.td-grid > li');
  for (let index = 0; index < Math.min(matching, 6); index += 1) {
    await expect(cards.nth(index)).not.toContainText('Passer ikke');
  }
  await expect(page.getByText(/Passer ikke: .*i et andet område/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('[DISCOVERY]: the time filter offers only times still ahead, and its defaults agree', async ({
  page,
}) => {
  await page.goto('/kobenhavn/restauranter');
  await waitForHydration(page);
  const from = page.getByLabel('Fra', { exact: true });
  const to = page.getByLabel('Til', { exact: true });
  await expect(from.locator('option:checked')).toHaveText('Nu');
  await expect(to.locator('option:checked')).toHaveText('Sidste ankomst');
  // The server's clock starts at NOW (18:00) with the suite and keeps ticking (apps/api/src/lib/clock.ts):
  // "ahead" is counted from the time the page was rendered at, which a long run puts past 18:30.
  const rendered = new Date((await page.locator('meta[name="server-time"]').getAttribute('content')) ?? '');
  const minutesOf = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(/[.:]/).map(Number);
    return hours * 60 + minutes;
  };
  const now = minutesOf(getServiceTimeOfDay(rendered));
  const offered = (await from.locator('option').allTextContents()).slice(1).map(minutesOf);
  // The first is the half hour of now or the next one, and none is of an earlier half hour.
  expect(offered[0]).toBeLessThanOrEqual(now + 30);
  expect(Math.min(...offered)).toBeGreaterThanOrEqual(Math.floor(now / 30) * 30);
});

test("[DISCOVERY]: the place's page links its free times for the party chosen there, and says where and how", async ({
  page,
  request,
}) => {
  const listing = (await (
    await request.get('/api/v4/products?city=kobenhavn&product_type=restaurant&per_page=60')
  ).json()) as { data: { slug: string; status: string; free_times?: string[] }[] };
  const place = listing.data.find((item) => item.status === 'in-stock' && (item.free_times ?? []).length > 0);
  if (!place) throw new Error('no place with free times');
  await page.goto(`/restaurant/${place.slug}`);
  await waitForHydration(page);
  const times = page.getByRole('list', { name: 'Dagens tider' });
  const first = times.getByRole('link').first();
  await expect(first).toHaveAttribute(
    'href',
    new RegExp(`/book/step1/restaurant/${place.slug}\\?person=2&time=`),
  );
  await page.getByLabel('Antal personer').selectOption('4');
  await expect(times.getByRole('link').first()).toHaveAttribute('href', /\?person=4&time=/);
  await expect(page.getByText('Åbent i dag')).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+45 3312 \d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\+453312\d{4}$/,
  );
  await expect(page.getByRole('link', { name: 'Find vej (Google Maps)' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expectNoAxeViolations(page);
});

for (const text of [
  { path: '/kort/kobenhavn/restauranter', map: 'Kort', list: 'Stederne på kortet' },
  { path: '/en/map/kobenhavn/restaurants', map: 'Map', list: 'The places on the map' },
]) {
  test(`[DISCOVERY]: the map's pins are numbered as its list, and the map is named in the page's language (${text.path})`, async ({
    page,
  }) => {
    await page.goto(text.path);
    await waitForHydration(page);
    const list = page.getByRole('region', { name: text.list });
    const firstName = (await list.locator('.td-map-list__item a').first().textContent()) ?? '';
    await expect(list.locator('.td-map-list__number').first()).toHaveText('1');
    await expect(page.locator('.td-map__marker').first()).toHaveAccessibleName(`1. ${firstName}`);
    await expect(page.locator('.td-map__marker-number').first()).toHaveText('1');
    const canvas = page.locator('canvas.maplibregl-canvas');
    if ((await canvas.count()) > 0) await expect(canvas).toHaveAttribute('aria-label', text.map);
    await expectNoAxeViolations(page);
  });
}
