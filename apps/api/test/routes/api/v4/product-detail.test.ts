import {
  ZProductDetailResponse,
  ZProductListResponse,
  ZProductMenusResponse,
  ZProductStockMenusResponse,
  ZProductStocksResponse,
  ZProductStockTimesResponse,
  type TProductListItem,
} from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, TEST_NOW, buildTestApp, getJson, type TTestApp } from '../../../helper.ts';

const addTwoHours = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${String((hours + 2) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
};

describe.each(DATABASE_KINDS)('product detail, stocks and menus on %s', (kind) => {
  let ctx: TTestApp;
  let listing: TProductListItem[];
  const byStatus = (status: TProductListItem['status']) => {
    const found = listing.find((item) => item.status === status);
    if (!found) throw new Error(`no ${status} product in the seed`);
    return found;
  };

  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    const { body } = await getJson(
      ctx.app,
      '/api/v4/products?city=kobenhavn&product_type=restaurant&per_page=60',
    );
    listing = ZProductListResponse.parse(body).data;
  });
  afterAll(() => ctx.close());

  describe('GET products/{idOrSlug}', () => {
    it('finds a product by id, Danish slug and English slug', async () => {
      const bars = ZProductListResponse.parse(
        (await getJson(ctx.app, '/api/v4/products?city=kobenhavn&product_type=bar&per_page=60')).body,
      ).data;
      const bar = bars.find((item) => item.translations[0]?.slug !== item.translations[1]?.slug);
      expect(bar).toBeDefined();
      const da = bar?.translations.find((translation) => translation.lang === 'da');
      const en = bar?.translations.find((translation) => translation.lang === 'en');
      for (const key of [String(bar?.id), da?.slug, en?.slug]) {
        const { status, body } = await getJson(ctx.app, `/api/v4/products/${key}`);
        expect(status).toBe(200);
        expect(ZProductDetailResponse.parse(body).id).toBe(bar?.id);
      }
      const english = ZProductDetailResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${da?.slug}?local=en`)).body,
      );
      expect(english.name).toBe(en?.name);
      expect(english.slug).toBe(en?.slug);
    });

    it("carries today's times, seats, menus and serving hours", async () => {
      const product = byStatus('in-stock');
      const detail = ZProductDetailResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${product.id}`)).body,
      );
      expect(detail.status).toBe('in-stock');
      expect(detail.times.length).toBeGreaterThan(0);
      for (const slot of detail.times) {
        expect(slot.time_end).toBe(addTwoHours(slot.time));
        // valid_until is the arrival instant on the Copenhagen service day (UTC+1 in November).
        const [hours = 0, minutes = 0] = slot.time.split(':').map(Number);
        expect(slot.valid_until).toBe(new Date(Date.UTC(2026, 10, 22, hours - 1, minutes)).toISOString());
        const isPast = Date.parse(slot.valid_until) < TEST_NOW.getTime();
        if (isPast) expect(slot.status).toBe('soldout');
        if (slot.status === 'in-stock')
          expect(slot.seats).toEqual(Array.from({ length: Math.min(slot.cover, 8) }, (_, i) => i + 1));
      }
      expect(detail.times.some((slot) => slot.status === 'in-stock')).toBe(true);
      expect(detail.seats.map((seat) => seat.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const one = detail.seats[0];
      expect(one?.time_list).toEqual(
        detail.times.filter((slot) => slot.status === 'in-stock').map((slot) => slot.time),
      );
      expect(detail.menus.length).toBeGreaterThanOrEqual(2);
      expect(detail.menus.length).toBeLessThanOrEqual(5);
      const lunchIndex = detail.menus.findIndex((menu) => menu.menu_type === 'LUNCH');
      if (lunchIndex >= 0) expect(lunchIndex).toBe(detail.menus.length - 1);
      expect(detail.serving_hours.length).toBeGreaterThan(0);
      expect(detail.alternative_images).toHaveLength(3);
      expect(detail.internal_links[0]?.url).toBe('/kobenhavn/restauranter');
      expect(detail.city_tags.length).toBeGreaterThan(0);
    });

    it('shows a showcase place without times and a sold-out place with none free', async () => {
      const showcase = ZProductDetailResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${byStatus('showcase').id}`)).body,
      );
      expect(showcase).toMatchObject({ status: 'showcase', times: [], seats: [] });
      expect(showcase.menus.every((menu) => menu.status === 'soldout')).toBe(true);
      const soldout = ZProductDetailResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${byStatus('soldout').id}`)).body,
      );
      expect(soldout.status).toBe('soldout');
      expect(soldout.times.every((slot) => slot.status === 'soldout')).toBe(true);
      expect(soldout.seats.every((seat) => seat.status === 'soldout' && seat.time_list.length === 0)).toBe(
        true,
      );
    });

    it('answers a JSON 404 for an unknown id or slug', async () => {
      for (const key of ['999999', 'no-such-place']) {
        const { status, body } = await getJson(ctx.app, `/api/v4/products/${key}`);
        expect(status).toBe(404);
        expect(body).toEqual({ error: 'not_found', message: `No product "${key}"` });
      }
    });

    it('answers 400 for a bad local', async () => {
      const { status, body } = await getJson(ctx.app, `/api/v4/products/${listing[0]?.id}?local=sv`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ parameter: 'local' });
    });
  });

  describe('GET products/{id}/stocks and stocks/times', () => {
    it('answers times and seats, never cached', async () => {
      const product = byStatus('in-stock');
      const { response, body } = await getJson(ctx.app, `/api/v4/products/${product.id}/stocks`);
      expect(response.headers['cache-control']).toBe('no-store');
      const stocks = ZProductStocksResponse.parse(body);
      expect(stocks.entities.seats).toHaveLength(8);
      expect(stocks.entities.times.length).toBeGreaterThan(0);
    });

    it('judges each time for the party size in seat', async () => {
      const product = byStatus('in-stock');
      const any = ZProductStockTimesResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${product.id}/stocks/times`)).body,
      );
      const big = ZProductStockTimesResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${product.id}/stocks/times?seat=8&hold_id=none`)).body,
      );
      expect(big.entities.times.map((slot) => slot.time)).toEqual(
        any.entities.times.map((slot) => slot.time),
      );
      for (const slot of big.entities.times) {
        const isFuture = Date.parse(slot.valid_until) >= TEST_NOW.getTime();
        expect(slot.status).toBe(isFuture && slot.cover >= 8 ? 'in-stock' : 'soldout');
      }
    });

    it('answers 400 for a bad seat or id and 404 for an unknown product', async () => {
      const id = byStatus('in-stock').id;
      expect((await getJson(ctx.app, `/api/v4/products/${id}/stocks/times?seat=9`)).body).toMatchObject({
        error: 'bad_request',
        parameter: 'seat',
      });
      expect((await getJson(ctx.app, '/api/v4/products/abc/stocks')).body).toMatchObject({
        error: 'bad_request',
        parameter: 'productId',
      });
      const missing = await getJson(ctx.app, '/api/v4/products/999999/stocks/times');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ error: 'not_found' });
    });
  });

  describe('GET products/{id}/stocks/menus', () => {
    it('lists only the menus served at the time, with the time status', async () => {
      const product = byStatus('in-stock');
      const detail = ZProductDetailResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${product.id}`)).body,
      );
      const open = detail.times.find((slot) => slot.status === 'in-stock');
      expect(open).toBeDefined();
      const { response, body } = await getJson(
        ctx.app,
        `/api/v4/products/${product.id}/stocks/menus?time=${open?.time}&time_end=${open?.time_end}&seat=2&local=en`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const menus = ZProductStockMenusResponse.parse(body).entities.menus;
      const time = open?.time ?? '';
      expect(menus.map((menu) => menu.id)).toEqual(
        detail.menus
          .filter((menu) => menu.time_start <= time && time <= menu.time_end)
          .map((menu) => menu.id),
      );
      expect(
        menus.every((menu) => menu.status === (menu.menu_status === 'active' ? 'in-stock' : 'soldout')),
      ).toBe(true);
      const lunch = await getJson(ctx.app, `/api/v4/products/${product.id}/stocks/menus?time=12:00:00`);
      const lunchMenus = ZProductStockMenusResponse.parse(lunch.body).entities.menus;
      // 12:00 has passed at 18:00: whatever is served then is sold out.
      expect(lunchMenus.every((menu) => menu.status === 'soldout')).toBe(true);
    });

    it('answers 400 naming time when it is missing or malformed', async () => {
      const id = byStatus('in-stock').id;
      for (const query of ['', '?time=7pm']) {
        const { status, body } = await getJson(ctx.app, `/api/v4/products/${id}/stocks/menus${query}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ parameter: 'time' });
      }
    });
  });

  describe('GET products/{id}/menus', () => {
    it('answers the chosen ids (id[] or id) in the chosen language, LUNCH last', async () => {
      const detail = ZProductDetailResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${byStatus('in-stock').id}`)).body,
      );
      const [first, second] = detail.menus;
      const all = ZProductMenusResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${detail.id}/menus`)).body,
      ).data;
      expect(all.map((menu) => menu.id)).toEqual(detail.menus.map((menu) => menu.id));
      const chosen = ZProductMenusResponse.parse(
        (
          await getJson(
            ctx.app,
            `/api/v4/products/${detail.id}/menus?id[]=${second?.id}&id[]=${first?.id}&local=en`,
          )
        ).body,
      ).data;
      expect(chosen.map((menu) => menu.id)).toEqual([first?.id, second?.id]);
      const english = ZProductMenusResponse.parse(
        (await getJson(ctx.app, `/api/v4/products/${detail.id}/menus?id=${first?.id}&local=en`)).body,
      ).data;
      expect(english).toHaveLength(1);
      expect(english[0]?.name).not.toBe(first?.name);
    });

    it('answers 400 for a non-numeric id', async () => {
      const { status, body } = await getJson(ctx.app, `/api/v4/products/${listing[0]?.id}/menus?id=x`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ parameter: 'id' });
    });
  });

  describe('living inventory', () => {
    it("makes the next day's slots from the weekly schedule when the day is first read", async () => {
      const product = byStatus('in-stock');
      ctx.clock.set(new Date('2026-11-24T09:00:00+01:00'));
      try {
        const detail = ZProductDetailResponse.parse(
          (await getJson(ctx.app, `/api/v4/products/${product.id}`)).body,
        );
        expect(detail.times.length).toBeGreaterThan(0);
        expect(detail.times.every((slot) => slot.valid_until.startsWith('2026-11-24'))).toBe(true);
        expect(detail.status).toBe('in-stock');
      } finally {
        ctx.clock.set(TEST_NOW);
      }
    });

    it('puts valid_until on summer time in July', async () => {
      const product = byStatus('in-stock');
      ctx.clock.set(new Date('2027-07-01T08:00:00+02:00'));
      try {
        const detail = ZProductDetailResponse.parse(
          (await getJson(ctx.app, `/api/v4/products/${product.id}`)).body,
        );
        const slot = detail.times.find((item) => item.time === '18:00:00') ?? detail.times[0];
        const [hours = 0, minutes = 0] = (slot?.time ?? '').split(':').map(Number);
        expect(slot?.valid_until).toBe(new Date(Date.UTC(2027, 6, 1, hours - 2, minutes)).toISOString());
      } finally {
        ctx.clock.set(TEST_NOW);
      }
    });
  });
});
