import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productTags, productTranslations, products, tags } from '../../../src/db/schema.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../helper.ts';

// The route is thin: it parses the path, looks the place up and asks @tredjedel/media for the
// picture. What the pictures look like is tested in packages/media/test; here, what is served.
describe.each(DATABASE_KINDS)('media pictures served on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  /** A restaurant of the seed tagged with a kitchen, by its Danish and English slugs. */
  async function placeOfKitchen(kitchen: string) {
    const [place] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productTags, eq(productTags.productId, products.id))
      .innerJoin(tags, and(eq(tags.id, productTags.tagId), eq(tags.slug, kitchen)))
      .where(eq(products.productType, 'restaurant'))
      .limit(1);
    if (!place) throw new Error(`the seed has a ${kitchen} restaurant`);
    const slugs = await ctx.database.db
      .select({ lang: productTranslations.lang, slug: productTranslations.slug })
      .from(productTranslations)
      .where(eq(productTranslations.productId, place.id));
    return {
      slug: slugs.find((slug) => slug.lang === 'da')?.slug ?? '',
      slug_en: slugs.find((slug) => slug.lang === 'en')?.slug ?? '',
    };
  }

  it('draws the same small SVG for a place every time, cached for a day (the place edits what it shows)', async () => {
    const { slug } = await placeOfKitchen('japansk');
    const first = await ctx.app.inject({ method: 'GET', url: `/media/places/${slug}/primary.svg` });
    const again = await ctx.app.inject({ method: 'GET', url: `/media/places/${slug}/primary.svg` });
    const other = await ctx.app.inject({ method: 'GET', url: '/media/places/bar-moerket/primary.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toContain('width="800" height="500"');
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/places/x/huge.svg' })).statusCode).toBe(400);
  });

  it('draws what the place is: a bar gets glasses, a restaurant a dish; Danish and English slugs alike', async () => {
    const bar = await ctx.app.inject({ method: 'GET', url: '/media/places/bar-moerket/primary.svg' });
    expect(bar.body).toContain('class="glass');
    const row = await placeOfKitchen('japansk');
    const danish = await ctx.app.inject({ method: 'GET', url: `/media/places/${row.slug}/gallery-3.svg` });
    const english = await ctx.app.inject({
      method: 'GET',
      url: `/media/places/${row.slug_en}/gallery-3.svg`,
    });
    expect(danish.body).toMatch(/class="(sushi|ramen)"/);
    expect(english.body).toMatch(/class="(sushi|ramen)"/);
    expect(danish.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('draws a neutral picture for a slug no place has, and editorial pictures by file name', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/media/places/no-such-place/mobile.svg' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('width="400" height="300"');
    expect(unknown.body).toContain('class="bistro"');
    // A place may be created under that slug any minute: the neutral picture is not kept.
    expect(unknown.headers['cache-control']).toBe('public, max-age=300');
    const blog = await ctx.app.inject({
      method: 'GET',
      url: '/media/blog/cocktails-med-udsigt-i-aarhus.svg',
    });
    expect(blog.body).toContain('class="glass');
    expect(blog.headers['cache-control']).toContain('immutable');
  });

  it("draws a partner's badge with its own place's dish, and refuses paths it does not draw", async () => {
    const { slug } = await placeOfKitchen('japansk');
    const badge = await ctx.app.inject({ method: 'GET', url: `/media/partners/${slug}.svg` });
    expect(badge.statusCode).toBe(200);
    expect(badge.body).toContain('width="200" height="200"');
    // The same signature dish as the place's own close-up (its `mobile` picture).
    const closeUp = await ctx.app.inject({ method: 'GET', url: `/media/places/${slug}/mobile.svg` });
    const signature = /<g class="([a-zA-Z]+)"/.exec(badge.body)?.[1];
    expect(signature).toBeDefined();
    expect(closeUp.body).toContain(`<g class="${signature}"`);
    const stranger = await ctx.app.inject({ method: 'GET', url: '/media/partners/no-such-place.svg' });
    expect(stranger.body).not.toBe(badge.body);
    expect(badge.headers['cache-control']).toBe('public, max-age=86400');
    for (const url of ['/media/posters/a.svg', '/media/blog/a.png', '/media/places/UPPER/primary.svg']) {
      const refused = await ctx.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
    }
  });
});

describe('media pictures when the catalogue cannot be read (pglite)', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('draws a neutral picture, cached briefly so the real one follows', async () => {
    await ctx.database.db.execute(sql`alter table product_translations rename to product_translations_away`);
    const picture = await ctx.app.inject({
      method: 'GET',
      url: '/media/places/restaurant-kanalen/primary.svg',
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('width="800" height="500"');
    expect(picture.headers['cache-control']).toBe('public, max-age=300');
  });
});
