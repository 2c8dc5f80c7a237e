import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { LUNCH_MENU_TYPE, type TLocale, type TProductType } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { areas, menus, products, productTags, productTranslations, servingHours } from '../../db/schema.ts';
import type { TInventoryRepository } from './inventory-repository.ts';
import { findListing, isOnSale, latestMenuOf, type TListingQuery } from './listing-repository.ts';

export type { TListingRow } from './listing-repository.ts';

function createProductsRepository(db: TDatabase, inventory: TInventoryRepository) {
  const latestMenu = latestMenuOf(db);

  function localTranslation(locale: TLocale) {
    return and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, locale));
  }

  async function findTranslations(productIds: number[]) {
    if (productIds.length === 0) return [];
    return db
      .select({
        productId: productTranslations.productId,
        lang: productTranslations.lang,
        name: productTranslations.name,
        slug: productTranslations.slug,
      })
      .from(productTranslations)
      .where(inArray(productTranslations.productId, productIds))
      .orderBy(asc(productTranslations.productId), asc(productTranslations.lang));
  }

  async function findTagIds(productIds: number[]) {
    if (productIds.length === 0) return [];
    return db
      .select({ productId: productTags.productId, tagId: productTags.tagId })
      .from(productTags)
      .where(inArray(productTags.productId, productIds))
      .orderBy(asc(productTags.productId), asc(productTags.tagId));
  }

  /** A product id from a numeric id or a slug in either language; a place not yet on sale has none. */
  async function findProductId(idOrSlug: string): Promise<number | null> {
    const numeric = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .leftJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(
        and(
          isOnSale,
          numeric === null
            ? eq(productTranslations.slug, idOrSlug)
            : or(eq(products.id, numeric), eq(productTranslations.slug, idOrSlug)),
        ),
      )
      // A Danish slug wins over an English one if two products ever shared a slug.
      .orderBy(
        sql`case when ${products.id} = ${numeric ?? -1} then 0 when ${productTranslations.lang} = 'da' then 1 else 2 end`,
      )
      .limit(1);
    return rows[0]?.id ?? null;
  }

  async function findProductRow(id: number, locale: TLocale) {
    const rows = await db
      .select({
        product: products,
        name: productTranslations.name,
        slug: productTranslations.slug,
        description: productTranslations.description,
        nameSortKey: productTranslations.nameSortKey,
        areaNameDa: areas.nameDa,
        areaNameEn: areas.nameEn,
        latestMenuCreatedAt: latestMenu.latestMenuCreatedAt,
      })
      .from(products)
      .innerJoin(productTranslations, localTranslation(locale))
      .innerJoin(areas, eq(areas.id, products.areaId))
      .leftJoin(latestMenu, eq(latestMenu.productId, products.id))
      .where(and(eq(products.id, id), isOnSale));
    const row = rows[0];
    if (!row) return null;
    return { ...row, areaName: locale === 'da' ? row.areaNameDa : row.areaNameEn };
  }

  async function findServingHours(productId: number) {
    return db
      .select({
        menuType: servingHours.menuType,
        timeStart: servingHours.timeStart,
        timeEnd: servingHours.timeEnd,
      })
      .from(servingHours)
      .where(eq(servingHours.productId, productId))
      .orderBy(asc(servingHours.timeStart));
  }

  async function findMenus(productId: number, ids: number[] | null) {
    return (
      db
        .select()
        .from(menus)
        .where(
          and(eq(menus.productId, productId), ids && ids.length > 0 ? inArray(menus.id, ids) : undefined),
        )
        // LUNCH sorts last in menu lists (docs/product/spec.md §3).
        .orderBy(
          sql`case when upper(${menus.menuType}) = ${LUNCH_MENU_TYPE} then 1 else 0 end`,
          asc(menus.weight),
          asc(menus.id),
        )
    );
  }

  /** Visible tag ids used by places of a city and type: the tags its listing can filter on. */
  async function findCityTagIds(cityId: number, productType: TProductType) {
    const rows = await db
      .selectDistinct({ tagId: productTags.tagId })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(and(eq(products.cityId, cityId), eq(products.productType, productType), isOnSale))
      .orderBy(asc(productTags.tagId));
    return rows.map((row) => row.tagId);
  }

  return {
    findListing: (query: TListingQuery) => findListing(db, inventory, query),
    findTranslations,
    findTagIds,
    findProductId,
    findProductRow,
    findServingHours,
    findMenus,
    findCityTagIds,
  };
}

type TProductsRepository = ReturnType<typeof createProductsRepository>;
export type TMenuRow = Awaited<ReturnType<TProductsRepository['findMenus']>>[number];

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: TProductsRepository;
  }
}

export default fp(
  function productsRepositoryPlugin(app, _options, done) {
    app.decorate('productsRepository', createProductsRepository(app.db, app.inventory));
    done();
  },
  { name: 'products-repository', dependencies: ['context', 'inventory-repository'] },
);
