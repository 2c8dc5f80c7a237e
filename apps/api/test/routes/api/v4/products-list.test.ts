import {
  DEFAULT_TIME_END,
  DEFAULT_TIME_START,
  ZProductDetailResponse,
  ZProductListResponse,
  getBookableFromPrice,
  getFreeTimes,
  getOfferParty,
  getSlotStatus,
  orderProducts,
  type TMatchFilters,
  type TProduct,
  type TProductListItem,
  type TSortId,
} from '@tredjedel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, TEST_NOW, buildTestApp, getJson, type TTestApp } from '../../../helper.ts';
import { CSRF_HEADERS } from './booking/booking-fixtures.ts';

const LISTING = '/api/v4/products?city=kobenhavn&product_type=restaurant';
const STATUS_RANK = { 'in-stock': 0, soldout: 1, showcase: 2 } as const;

describe.each(DATABASE_KINDS)('GET /api/v4/products on %s', (kind) => {
  let ctx: TTestApp;
  /** Every København restaurant with its detail (times), for the domain's reference ordering. */
  let details: TProduct[];
  let tagIdBySlug: Map<string, number>;
  let areaIdBySlug: Map<string, number>;

  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    const all = await getJson<{ data: TProductListItem[] }>(ctx.app, `${LISTING}&per_page=60`);
    details = await Promise.all(
      all.body.data.map(async (item) =>
        ZProductDetailResponse.parse((await getJson(ctx.app, `/api/v4/products/${item.id}`)).body),
      ),
    );
    const tags = await getJson<{ data: { id: number; slug: string }[] }>(ctx.app, '/api/v4/tags');
    tagIdBySlug = new Map(tags.body.data.map((tag) => [tag.slug, tag.id]));
    const areas = await getJson<{ data: { id: number; link: string }[] }>(
      ctx.app,
      '/api/v4/areas?city=kobenhavn',
    );
    areaIdBySlug = new Map(areas.body.data.map((area) => [area.link, area.id]));
  });
  afterAll(() => ctx.close());

  /** The ids in the order the domain's reference function gives. */
  function referenceOrder(filters: Partial<TMatchFilters>, sort: TSortId): number[] {
    const full: TMatchFilters = {
      areas: [],
      tags: [],
      person: 0,
      times: { start: DEFAULT_TIME_START, end: DEFAULT_TIME_END },
      ...filters,
    };
    return orderProducts(details, full, sort, TEST_NOW).map((product) => product.id);
  }

  async function listIds(query: string): Promise<{ ids: number[]; data: TProductListItem[] }> {
    const { status, body } = await getJson(ctx.app, `${LISTING}&per_page=60&${query}`);
    expect(status).toBe(200);
    const parsed = ZProductListResponse.parse(body);
    return { ids: parsed.data.map((item) => item.id), data: parsed.data };
  }

  it('answers the first page of 6 with paging fields and a valid shape', async () => {
    const { status, body, response } = await getJson(ctx.app, LISTING);
    expect(status).toBe(200);
    const page = ZProductListResponse.parse(body);
    expect(page).toMatchObject({ current_page: 1, next_page: 2, per_page: 6, total_data: 16 });
    expect(page.data).toHaveLength(6);
    expect(
      page.data.every((item) => item.product_type === 'restaurant' && item.parent_city_id !== null),
    ).toBe(true);
    expect(response.headers.etag).toMatch(/^W\/"/);
  });

  it('pages through every place once and ends with next_page null', async () => {
    const seen: number[] = [];
    let page: number | null = 1;
    let pages = 0;
    while (page !== null) {
      const { body } = await getJson(ctx.app, `${LISTING}&per_page=5&current_page=${page}`);
      const parsed = ZProductListResponse.parse(body);
      seen.push(...parsed.data.map((item) => item.id));
      page = parsed.next_page;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(16);
    const past = ZProductListResponse.parse((await getJson(ctx.app, `${LISTING}&current_page=9`)).body);
    expect(past).toMatchObject({ data: [], next_page: null, total_data: 16 });
  });

  it('orders in-stock, then soldout, then showcase when no filter is set', async () => {
    const { data } = await listIds('');
    const ranks = data.map((item) => STATUS_RANK[item.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(data.map((item) => item.status))).toEqual(new Set(['in-stock', 'soldout', 'showcase']));
    expect(
      data.filter((item) => item.status !== 'in-stock').every((item) => item.reasons?.includes('status')),
    ).toBe(true);
  });

  it.each([0, 1, 2, 3, 4] as const)('sort=%i matches the domain reference order', async (sort) => {
    const { ids } = await listIds(`sort=${sort}`);
    expect(ids).toEqual(referenceOrder({}, sort));
  });

  it('sorts names the Danish way: Æ, Ø, Å and Aa after Z', async () => {
    const { data } = await listIds('sort=3');
    const inStockNames = data.filter((item) => item.status === 'in-stock').map((item) => item.name);
    expect(inStockNames).toEqual([...inStockNames].sort(new Intl.Collator('da').compare));
  });

  it('puts places in the chosen areas first and marks the others with "area"', async () => {
    const area = 'indre-by';
    const areaId = areaIdBySlug.get(area);
    expect(areaId).toBeDefined();
    const { ids, data } = await listIds(`areas=${area}&areas=norrebro`);
    const areaIds = [areaId ?? 0, areaIdBySlug.get('norrebro') ?? 0];
    expect(ids).toEqual(referenceOrder({ areas: areaIds }, 0));
    const matching = data.filter((item) => item.reasons?.length === 0);
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every((item) => areaIds.includes(item.city_id))).toBe(true);
    expect(
      data
        .filter((item) => item.status === 'in-stock' && !areaIds.includes(item.city_id))
        .every((item) => item.reasons?.includes('area')),
    ).toBe(true);
    expect(data).toHaveLength(16);
  });

  it('puts places with any chosen tag first (slugs, trailing "?" ignored)', async () => {
    const tagIds = ['italiensk', 'fransk'].map((slug) => tagIdBySlug.get(slug) ?? 0);
    const { ids, data } = await listIds('tags=italiensk&tags=fransk?');
    expect(ids).toEqual(referenceOrder({ tags: tagIds }, 0));
    const first = data[0];
    expect(first?.tags.some((tag) => tagIds.includes(tag))).toBe(true);
    expect(data.some((item) => item.reasons?.includes('tags'))).toBe(true);
  });

  it('reads time-start and time-end as H.MM or HH:MM and orders by the window', async () => {
    const { ids, data } = await listIds('time-start=21.30&time-end=23:45');
    expect(ids).toEqual(referenceOrder({ times: { start: '21:30:00', end: '23:45:00' } }, 0));
    // Restaurants whose last arrival is before 21:30 are in stock but miss the window.
    expect(data.some((item) => item.status === 'in-stock' && item.reasons?.includes('times'))).toBe(true);
  });

  it('orders by whether a slot seats the party', async () => {
    const { ids, data } = await listIds('person=8&time-start=19.00&time-end=20.00');
    expect(ids).toEqual(referenceOrder({ person: 8, times: { start: '19:00:00', end: '20:00:00' } }, 0));
    expect(data.some((item) => item.reasons?.includes('person'))).toBe(true);
  });

  it('combines every filter and sort like the reference', async () => {
    const tagIds = [tagIdBySlug.get('dansk') ?? 0];
    const areaIds = [areaIdBySlug.get('vesterbro') ?? 0];
    for (const sort of [0, 3, 4] as const) {
      const { ids } = await listIds(
        `areas=vesterbro&tags=dansk&person=2&time-start=18.00&time-end=22.00&sort=${sort}`,
      );
      expect(ids).toEqual(
        referenceOrder(
          { areas: areaIds, tags: tagIds, person: 2, times: { start: '18:00:00', end: '22:00:00' } },
          sort,
        ),
      );
    }
  });

  it('gives each place the "Fra" price and free times of the domain, and counts the matches', async () => {
    const person = 4;
    const window = { start: '19:00:00', end: DEFAULT_TIME_END };
    const { data } = await listIds(`person=${person}&time-start=19.00`);
    const page = ZProductListResponse.parse(
      (await getJson(ctx.app, `${LISTING}&person=${person}&time-start=19.00`)).body,
    );
    expect(page.total_matching).toBe(
      orderProducts(details, { areas: [], tags: [], person, times: window }, 0, TEST_NOW).filter(
        (product) => product.reasons.length === 0,
      ).length,
    );
    expect(page.total_matching).toBeGreaterThan(0);
    expect(page.total_matching).toBeLessThan(page.total_data);
    for (const item of data) {
      const detail = details.find((candidate) => candidate.id === item.id);
      if (!detail) throw new Error(`No detail of ${item.id}`);
      const from = getBookableFromPrice(detail.menus, detail.times, TEST_NOW);
      expect(item.price_sale).toBe(from?.price_sale ?? item.price_sale);
      expect(item.price_sale).toBe(detail.price_sale);
      expect(item.price_regular).toBe(detail.price_regular);
      expect(item.free_times).toEqual(getFreeTimes(detail.times, getOfferParty(person), TEST_NOW, window));
    }
  });

  it('shows no lunch price in the evening: the "Fra" price is of a menu bookable at a time still ahead', async () => {
    // At 18:00 some place's cheapest menu is a lunch menu that can no longer be chosen.
    const withLunchCheapest = details.filter((detail) => {
      const cheapest = Math.min(...detail.menus.map((menu) => menu.price_sale));
      return detail.status === 'in-stock' && detail.price_sale > cheapest;
    });
    expect(withLunchCheapest.length).toBeGreaterThan(0);
    const { data } = await listIds('');
    for (const detail of withLunchCheapest) {
      const bookable = detail.menus.filter(
        (menu) =>
          menu.status === 'in-stock' &&
          detail.times.some(
            (slot) =>
              getSlotStatus(slot, TEST_NOW) === 'in-stock' &&
              slot.time >= menu.time_start &&
              slot.time <= menu.time_end,
          ),
      );
      const listed = data.find((item) => item.id === detail.id);
      expect(listed?.price_sale).toBe(Math.min(...bookable.map((menu) => menu.price_sale)));
    }
  });

  it('ignores unknown area and tag slugs rather than failing', async () => {
    const { ids } = await listIds('areas=atlantis&tags=nothing');
    expect(ids).toEqual(referenceOrder({}, 0));
  });

  it('answers names and slugs in English with local=en', async () => {
    const bars = ZProductListResponse.parse(
      (await getJson(ctx.app, '/api/v4/products?city=kobenhavn&product_type=bar&local=en&per_page=60')).body,
    );
    const danish = ZProductListResponse.parse(
      (await getJson(ctx.app, '/api/v4/products?city=kobenhavn&product_type=bar&per_page=60')).body,
    );
    for (const item of bars.data) {
      const english = item.translations.find((translation) => translation.lang === 'en');
      expect(item.name).toBe(english?.name);
      expect(item.slug).toBe(english?.slug);
    }
    // Wine bars, beer bars and wine rooms carry an English name of their own.
    const danishNames = new Map(danish.data.map((item) => [item.id, item.name]));
    expect(bars.data.some((item) => item.name !== danishNames.get(item.id))).toBe(true);
    const areas = await getJson<{ data: { id: number; proper_name: string }[] }>(
      ctx.app,
      '/api/v4/areas?city=kobenhavn&local=en',
    );
    const englishAreaNames = new Map(areas.body.data.map((area) => [area.id, area.proper_name]));
    expect(bars.data.every((item) => item.city_name === englishAreaNames.get(item.city_id))).toBe(true);
  });

  it('lists each city only with the product types it supports', async () => {
    expect((await getJson(ctx.app, '/api/v4/products?city=odense&product_type=bar')).status).toBe(200);
    const unsupported = await getJson(ctx.app, '/api/v4/products?city=odense&product_type=takeaway');
    expect(unsupported.status).toBe(404);
    expect(unsupported.body).toMatchObject({ error: 'not_found' });
  });

  it.each([
    ['', 'city'],
    ['?city=kobenhavn&product_type=boat', 'product_type'],
    ['?city=kobenhavn&person=9', 'person'],
    ['?city=kobenhavn&sort=7', 'sort'],
    ['?city=kobenhavn&current_page=0', 'current_page'],
    ['?city=kobenhavn&per_page=500', 'per_page'],
    ['?city=kobenhavn&local=de', 'local'],
    ['?city=kobenhavn&time-start=25.00', 'time-start'],
    ['?city=kobenhavn&time-end=noon', 'time-end'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await getJson(ctx.app, `/api/v4/products${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'bad_request', parameter });
    expect(body.message).toContain(`"${parameter}"`);
  });

  it('answers 404 for an unknown city', async () => {
    const { status, body } = await getJson(ctx.app, '/api/v4/products?city=atlantis');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'No city with slug "atlantis"' });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: LISTING });
    const second = await ctx.app.inject({
      method: 'GET',
      url: LISTING,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(first.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('listing cache (pglite)', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('reuses a computed page briefly, and drops it when the clock passes a slot or stock changes', async () => {
    const url = `${LISTING}&per_page=60`;
    const statusesAt = async () =>
      ZProductListResponse.parse((await getJson(ctx.app, url)).body).data.map((item) => item.status);
    const before = await statusesAt();
    expect(before.filter((status) => status === 'in-stock').length).toBeGreaterThan(0);
    // Past the last arrival of the day every place is sold out; the cached page must not hide that.
    ctx.clock.set(new Date('2026-11-22T23:50:00+01:00'));
    expect((await statusesAt()).every((status) => status !== 'in-stock')).toBe(true);
    ctx.clock.set(TEST_NOW);
    expect(await statusesAt()).toEqual(before);
    // A change the cache cannot see (an editor in the database) shows once the cache is dropped,
    // which any successful state-changing request (a hold, a payment) does; a refused one does not.
    const idsOf = async () =>
      ZProductListResponse.parse((await getJson(ctx.app, url)).body).data.map((item) => item.id);
    const order = await idsOf();
    const last = order.at(-1) ?? 0;
    await ctx.database.db.execute(
      sql`update products set weight = -1, is_showcase = false where id = ${last}`,
    );
    expect(await idsOf()).toEqual(order);
    await ctx.app.inject({ method: 'POST', url: '/api/v4/nothing' });
    expect(await idsOf()).toEqual(order);
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v4/newsletter',
      headers: CSRF_HEADERS,
      payload: { email: 'listing-cache@example.dk', lang: 'da' },
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await idsOf()).not.toEqual(order);
  });
});
