import {
  ZAreaListResponse,
  ZBlogListResponse,
  ZCityListResponse,
  ZGuideResponse,
  ZNavigationResponse,
  ZPageBoxListResponse,
  ZPartnerListResponse,
  ZTagListResponse,
} from '@tredjedel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, TEST_NOW, buildTestApp, getJson, type TTestApp } from '../../../helper.ts';

describe.each(DATABASE_KINDS)('content endpoints on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  describe('GET tags', () => {
    it('lists tags under data with categories, hidden flags and counts', async () => {
      const { response, body } = await getJson(ctx.app, '/api/v4/tags');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const { data: tags, categories } = ZTagListResponse.parse(body);
      const italian = tags.find((tag) => tag.slug === 'italiensk');
      expect(italian).toMatchObject({ name: 'Italiensk', hidden: false });
      expect(italian?.count).toBeGreaterThan(0);
      expect(tags.filter((tag) => tag.hidden).map((tag) => tag.slug)).toEqual([
        'nyheder',
        'guides',
        'saeson',
      ]);
      expect(categories.map((category) => category.slug)).toEqual(['koekken', 'stemning', 'redaktion']);
      expect(tags.every((tag) => categories.some((category) => category.id === tag.parent_id))).toBe(true);
    });

    it('counts per city and type, in English with local=en', async () => {
      const all = ZTagListResponse.parse((await getJson(ctx.app, '/api/v4/tags')).body).data;
      const local = ZTagListResponse.parse(
        (await getJson(ctx.app, '/api/v4/tags?city=aalborg&product_type=takeaway&local=en')).body,
      ).data;
      const sum = (list: typeof all) => list.reduce((total, tag) => total + (tag.count ?? 0), 0);
      expect(sum(local)).toBeGreaterThan(0);
      expect(sum(local)).toBeLessThan(sum(all));
      expect(local.find((tag) => tag.slug === 'italiensk')?.name).toBe('Italian');
    });

    it('answers 400 and 404 for a bad type or city', async () => {
      expect((await getJson(ctx.app, '/api/v4/tags?product_type=cafe')).body).toMatchObject({
        parameter: 'product_type',
      });
      expect((await getJson(ctx.app, '/api/v4/tags?city=atlantis')).status).toBe(404);
    });
  });

  describe('GET cities and areas', () => {
    it('lists the four cities with the product types each supports', async () => {
      const cities = ZCityListResponse.parse((await getJson(ctx.app, '/api/v4/cities?local=en')).body).data;
      expect(cities.map((city) => [city.link, city.name, city.product_types])).toEqual([
        ['kobenhavn', 'Copenhagen', ['restaurant', 'bar', 'takeaway']],
        ['aarhus', 'Aarhus', ['restaurant', 'bar', 'takeaway']],
        ['odense', 'Odense', ['restaurant', 'bar']],
        ['aalborg', 'Aalborg', ['restaurant', 'takeaway']],
      ]);
    });

    it("lists a city's areas with coordinates and the city as parent", async () => {
      const { body } = await getJson(ctx.app, '/api/v4/areas?city=kobenhavn');
      const areas = ZAreaListResponse.parse(body);
      expect(areas.parent_areas).toHaveLength(1);
      expect(areas.data.map((area) => area.proper_name)).toContain('Nørrebro');
      expect(
        areas.data.every((area) => area.parent_id === areas.parent_areas[0]?.id && area.geo_lat_value > 55),
      ).toBe(true);
      const everywhere = ZAreaListResponse.parse((await getJson(ctx.app, '/api/v4/areas')).body);
      expect(everywhere.parent_areas).toHaveLength(4);
      expect(everywhere.data.length).toBeGreaterThan(areas.data.length);
      expect((await getJson(ctx.app, '/api/v4/areas?city=atlantis')).status).toBe(404);
    });
  });

  describe('GET blogs', () => {
    it('pages 9 at a time, newest first, over at least 20 posts', async () => {
      const first = ZBlogListResponse.parse((await getJson(ctx.app, '/api/v4/blogs')).body);
      expect(first).toMatchObject({ current_page: 1, next_page: 2, per_page: 9 });
      expect(first.total_data).toBeGreaterThanOrEqual(20);
      expect(first.data).toHaveLength(9);
      const dates = first.data.map((blog) => blog.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      const last = ZBlogListResponse.parse(
        (await getJson(ctx.app, `/api/v4/blogs?current_page=${Math.ceil(first.total_data / 9)}`)).body,
      );
      expect(last.next_page).toBeNull();
      expect(last.data.length).toBe(first.total_data - 9 * (last.current_page - 1));
    });

    it('filters by tag and city and answers in English', async () => {
      const guides = ZBlogListResponse.parse(
        (await getJson(ctx.app, '/api/v4/blogs?tag=guides&city=aarhus&local=en&per_page=60')).body,
      );
      expect(guides.data.length).toBeGreaterThan(0);
      expect(
        guides.data.every(
          (blog) => blog.tags.some((tag) => tag.slug === 'guides') && blog.title.includes('Aarhus'),
        ),
      ).toBe(true);
      expect(guides.data[0]?.tags[0]?.name).toBe('Guides');
      expect((await getJson(ctx.app, '/api/v4/blogs?tag=unknown')).status).toBe(404);
      expect((await getJson(ctx.app, '/api/v4/blogs?per_page=0')).body).toMatchObject({
        parameter: 'per_page',
      });
    });

    it('answers one post with its body by slug, or 404', async () => {
      const first = ZBlogListResponse.parse((await getJson(ctx.app, '/api/v4/blogs?local=en')).body).data[0];
      const { status, body } = await getJson<{ title: string; body: string }>(
        ctx.app,
        `/api/v4/blogs/${first?.slug}?local=en`,
      );
      expect(status).toBe(200);
      expect(body.title).toBe(first?.title);
      expect(body.body).toContain('a third off');
      expect((await getJson(ctx.app, '/api/v4/blogs/no-such-post')).status).toBe(404);
    });
  });

  describe('GET page-boxes', () => {
    it('answers 5 a page, by position, with city boxes when a city is given', async () => {
      const top = ZPageBoxListResponse.parse(
        (await getJson(ctx.app, '/api/v4/page-boxes?position=top&city=odense')).body,
      );
      expect(top.per_page).toBe(5);
      expect(top.data.every((box) => box.position === 'top')).toBe(true);
      expect(top.data.map((box) => box.title)).toContain('Dagens borde i Odense');
      expect(top.data.map((box) => box.title)).not.toContain('Dagens borde i Aarhus');
      const bottom = ZPageBoxListResponse.parse(
        (await getJson(ctx.app, '/api/v4/page-boxes?position=bottom&local=en')).body,
      );
      expect(bottom.data.every((box) => box.position === 'bottom')).toBe(true);
      expect(bottom.data[0]?.title).toBe('How it works');
      const all = ZPageBoxListResponse.parse((await getJson(ctx.app, '/api/v4/page-boxes')).body);
      expect(all.data).toHaveLength(5);
      expect(all.next_page).toBe(2);
      expect((await getJson(ctx.app, '/api/v4/page-boxes?position=middle')).body).toMatchObject({
        parameter: 'position',
      });
    });
  });

  describe('GET partners, guide and navigation', () => {
    it('lists partners of a city and type with links to their places', async () => {
      const partners = ZPartnerListResponse.parse(
        (await getJson(ctx.app, '/api/v4/partners?city=aarhus&product_type=bar&local=en')).body,
      ).data;
      expect(partners.length).toBeGreaterThan(0);
      expect(
        partners.every((partner) => partner.product_type === 'bar' && partner.url?.startsWith('/en/bar/')),
      ).toBe(true);
      const place = await getJson(ctx.app, `/api/v4/products/${partners[0]?.slug}`);
      expect(place.status).toBe(200);
    });

    it('answers the guide in both languages', async () => {
      const da = ZGuideResponse.parse((await getJson(ctx.app, '/api/v4/guide')).body).data;
      const en = ZGuideResponse.parse((await getJson(ctx.app, '/api/v4/guide?local=en')).body).data;
      expect(da.length).toBeGreaterThanOrEqual(5);
      expect(da[0]?.title).toBe('Sådan virker det');
      expect(en[0]?.title).toBe('How it works');
    });

    it('answers the main, local and social menus; local is per city and type', async () => {
      const menus = ZNavigationResponse.parse(
        (await getJson(ctx.app, '/api/v4/navigation?local=en')).body,
      ).data;
      expect(menus.map((menu) => menu.id)).toEqual(['main', 'local', 'social']);
      const local = menus[1]?.items ?? [];
      expect(local).toHaveLength(10);
      expect(local[0]).toMatchObject({
        label: 'See today’s restaurants in Copenhagen',
        url: '/en/kobenhavn/restaurants',
      });
      const aalborg = ZNavigationResponse.parse(
        (await getJson(ctx.app, '/api/v4/navigation?city=aalborg')).body,
      ).data[1];
      expect(aalborg?.items.map((item) => item.url)).toEqual(['/aalborg/restauranter', '/aalborg/takeaway']);
    });
  });

  describe('unknown paths', () => {
    it('answers unknown /api paths with a JSON 404', async () => {
      for (const url of ['/api/v4/nothing', '/api/v4/products/1/nothing', '/api/v3/products']) {
        const { status, body } = await getJson(ctx.app, url);
        expect(status).toBe(404);
        expect(body).toMatchObject({ error: 'not_found' });
      }
    });
  });
});

describe('content cache (pglite)', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('reuses a serialised answer with its ETag until it expires', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/v4/tags' });
    const renamed = 'Italiensk (omdøbt)';
    // An editor's change straight in the database: invisible while the answer is reused …
    await ctx.database.db.execute(sql`update tags set name_da = ${renamed} where slug = 'italiensk'`);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v4/tags' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: '/api/v4/tags',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // … and shown once the answer (2 s) and the lookups behind it (a minute) have expired.
    ctx.clock.set(new Date(TEST_NOW.getTime() + 61_000));
    const later = ZTagListResponse.parse((await getJson(ctx.app, '/api/v4/tags')).body);
    expect(later.data.find((tag) => tag.slug === 'italiensk')?.name).toBe(renamed);
  });
});
