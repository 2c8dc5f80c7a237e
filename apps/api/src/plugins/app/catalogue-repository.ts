import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { TLocale, TProductType } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { memoizeFor } from '../../lib/memoize-for.ts';
import { isOnSale } from './listing-repository.ts';
import {
  areas,
  blogs,
  blogTags,
  cities,
  guidePages,
  navMenuItems,
  pageBoxes,
  partners,
  productTags,
  productTranslations,
  products,
  tagCategories,
  tags,
} from '../../db/schema.ts';

/** Cities, areas and tags change only with an editor's work; listings look them up on every call. */
const LOOKUP_TTL_MS = 60_000;

function createCatalogueRepository(db: TDatabase, now: () => number = Date.now) {
  type TLookups = {
    cities: (typeof cities.$inferSelect)[];
    areas: (typeof areas.$inferSelect)[];
    tags: (typeof tags.$inferSelect)[];
    categories: (typeof tagCategories.$inferSelect)[];
  };

  async function loadLookups(): Promise<TLookups> {
    const [cityRows, areaRows, tagRows, categoryRows] = await Promise.all([
      db.select().from(cities).orderBy(asc(cities.weight), asc(cities.id)),
      db.select().from(areas).orderBy(asc(areas.cityId), asc(areas.id)),
      db.select().from(tags).orderBy(asc(tags.categoryId), asc(tags.weight), asc(tags.id)),
      db.select().from(tagCategories).orderBy(asc(tagCategories.weight), asc(tagCategories.id)),
    ]);
    return { cities: cityRows, areas: areaRows, tags: tagRows, categories: categoryRows };
  }

  /** Cities, areas, tags and categories, cached briefly in memory (they are small and rarely change). */
  const getLookups = memoizeFor(LOOKUP_TTL_MS, now, loadLookups);

  async function findCityBySlug(slug: string) {
    return (await getLookups()).cities.find((city) => city.slug === slug) ?? null;
  }

  /** Products per tag, for one city and type when given. */
  async function countProductsPerTag(cityId: number | null, productType: TProductType | null) {
    const rows = await db
      .select({ tagId: productTags.tagId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(
        and(
          isOnSale,
          cityId === null ? undefined : eq(products.cityId, cityId),
          productType === null ? undefined : eq(products.productType, productType),
        ),
      )
      .groupBy(productTags.tagId);
    return new Map(rows.map((row) => [row.tagId, row.count]));
  }

  async function findBlogs(options: {
    page: number;
    perPage: number;
    cityId: number | null;
    tagId: number | null;
  }) {
    const where = and(
      options.cityId === null ? undefined : or(eq(blogs.cityId, options.cityId), isNull(blogs.cityId)),
      options.tagId === null
        ? undefined
        : sql`exists (select 1 from ${blogTags} where ${blogTags.blogId} = ${blogs.id} and ${blogTags.tagId} = ${options.tagId})`,
    );
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(desc(blogs.publishedAt), asc(blogs.id))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage),
      db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(blogs)
        .where(where),
    ]);
    const tagRows =
      rows.length === 0
        ? []
        : await db
            .select({ blogId: blogTags.blogId, tagId: blogTags.tagId })
            .from(blogTags)
            .where(
              inArray(
                blogTags.blogId,
                rows.map((row) => row.id),
              ),
            );
    return { rows, total: totals[0]?.count ?? 0, tagRows };
  }

  async function findBlogBySlug(slug: string) {
    const rows = await db.select().from(blogs).where(eq(blogs.slug, slug));
    const blog = rows[0];
    if (!blog) return null;
    const tagRows = await db
      .select({ blogId: blogTags.blogId, tagId: blogTags.tagId })
      .from(blogTags)
      .where(eq(blogTags.blogId, blog.id));
    return { blog, tagRows };
  }

  async function findPageBoxes(options: {
    position: 'top' | 'bottom' | null;
    cityId: number | null;
    page: number;
    perPage: number;
  }) {
    const where = and(
      options.position === null ? undefined : eq(pageBoxes.position, options.position),
      options.cityId === null
        ? isNull(pageBoxes.cityId)
        : or(isNull(pageBoxes.cityId), eq(pageBoxes.cityId, options.cityId)),
    );
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(pageBoxes)
        .where(where)
        .orderBy(asc(pageBoxes.position), asc(pageBoxes.weight), asc(pageBoxes.id))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage),
      db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(pageBoxes)
        .where(where),
    ]);
    return { rows, total: totals[0]?.count ?? 0 };
  }

  /** Partners with the slug of their place in `locale`, when they are one of ours. */
  async function findPartners(cityId: number | null, productType: TProductType | null, locale: TLocale) {
    return db
      .select({ partner: partners, productSlug: productTranslations.slug })
      .from(partners)
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, partners.productId), eq(productTranslations.lang, locale)),
      )
      .where(
        and(
          cityId === null ? undefined : eq(partners.cityId, cityId),
          productType === null ? undefined : eq(partners.productType, productType),
        ),
      )
      .orderBy(asc(partners.weight), asc(partners.id));
  }

  async function findGuidePages() {
    return db.select().from(guidePages).orderBy(asc(guidePages.weight), asc(guidePages.id));
  }

  async function findNavigation() {
    return db
      .select()
      .from(navMenuItems)
      .orderBy(asc(navMenuItems.menu), asc(navMenuItems.weight), asc(navMenuItems.id));
  }

  return {
    getLookups,
    findCityBySlug,
    countProductsPerTag,
    findBlogs,
    findBlogBySlug,
    findPageBoxes,
    findPartners,
    findGuidePages,
    findNavigation,
  };
}

type TCatalogueRepository = ReturnType<typeof createCatalogueRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: TCatalogueRepository;
  }
}

export default fp(
  function catalogueRepositoryPlugin(app, _options, done) {
    // The app's clock, so that a moved clock (NOW, tests) also ages the lookups.
    app.decorate(
      'catalogue',
      createCatalogueRepository(app.db, () => app.clock.now().getTime()),
    );
    done();
  },
  { name: 'catalogue-repository', dependencies: ['context'] },
);
