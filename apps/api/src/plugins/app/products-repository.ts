import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  getServiceDate,
  LUNCH_MENU_TYPE,
  type TAvailabilityReason,
  type TLocale,
  type TProductStatus,
  type TProductType,
  type TSortId,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import {
  areas,
  menus,
  products,
  productTags,
  productTranslations,
  servingHours,
  timeSlots,
} from '../../db/schema.ts';
import { coversLeftSql, type TInventoryRepository } from './inventory-repository.ts';

type TListingFilters = {
  areaIds: number[];
  tagIds: number[];
  timeStart: string;
  timeEnd: string;
  /** Only a narrowed window makes "times" a reason (the domain's rule). */
  isWindowNarrowed: boolean;
  /** 0: no party chosen. */
  person: number;
};

type TListingQuery = {
  cityId: number;
  productType: TProductType;
  locale: TLocale;
  filters: TListingFilters;
  sort: TSortId;
  page: number;
  perPage: number;
  now: Date;
};

export type TListingRow = {
  id: number;
  productType: TProductType;
  status: TProductStatus;
  reasons: TAvailabilityReason[];
  name: string;
  slug: string;
  areaId: number;
  cityId: number;
  areaName: string;
  address: string;
  lat: number;
  long: number;
  primaryImage: string;
  mobilePrimaryImage: string;
  weight: number;
  priceRegular: number;
  priceSale: number;
  createdAt: Date;
  updatedAt: Date;
  latestMenuCreatedAt: Date | null;
  nameSortKey: string;
};

const TRUE = sql<boolean>`true`;

function createProductsRepository(db: TDatabase, inventory: TInventoryRepository) {
  const latestMenu = db
    .select({
      productId: menus.productId,
      latestMenuCreatedAt: sql<Date>`max(${menus.createdAt})`
        .mapWith(menus.createdAt)
        .as('latest_menu_created_at'),
    })
    .from(menus)
    .groupBy(menus.productId)
    .as('latest_menu');

  function localTranslation(locale: TLocale) {
    return and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, locale));
  }

  /**
   * One page of a listing, ordered in SQL exactly as the domain's `orderProducts`: matching places
   * first, then in-stock, soldout, showcase; the chosen sort within each group; the id last.
   */
  async function findListing(query: TListingQuery): Promise<{ rows: TListingRow[]; total: number }> {
    const { filters, now } = query;
    const today = getServiceDate(now);
    await inventory.ensureServiceDay(today);
    const nowIso = now.toISOString();
    // Covers left per slot, computed once per slot of this listing's places only (the holds and
    // bookings subqueries are the expensive part), then aggregated per place.
    const slotLeft = db
      .select({
        productId: timeSlots.productId,
        time: timeSlots.time,
        validUntil: timeSlots.validUntil,
        coversLeft: sql<number>`${coversLeftSql(now)}`.as('covers_left'),
      })
      .from(timeSlots)
      .innerJoin(products, eq(products.id, timeSlots.productId))
      .where(
        and(
          eq(timeSlots.serviceDate, today),
          eq(products.cityId, query.cityId),
          eq(products.productType, query.productType),
        ),
      )
      .as('slot_left');
    const isAvailable = sql`(${slotLeft.coversLeft} > 0 and ${slotLeft.validUntil} >= ${nowIso}::timestamptz)`;
    const isInWindow = sql`${slotLeft.time} between ${filters.timeStart}::time and ${filters.timeEnd}::time`;
    const slotStats = db
      .select({
        productId: slotLeft.productId,
        hasStock: sql<boolean>`bool_or(${isAvailable})`.as('has_stock'),
        hasWindow: sql<boolean>`bool_or(${isAvailable} and ${isInWindow})`.as('has_window'),
        seatsParty:
          sql<boolean>`bool_or(${isAvailable} and ${isInWindow} and ${slotLeft.coversLeft} >= ${filters.person})`.as(
            'seats_party',
          ),
      })
      .from(slotLeft)
      .groupBy(slotLeft.productId)
      .as('slot_stats');

    const isInStock = sql<boolean>`(not ${products.isShowcase} and coalesce(${slotStats.hasStock}, false))`;
    const status = sql<TProductStatus>`case when ${products.isShowcase} then 'showcase' when coalesce(${slotStats.hasStock}, false) then 'in-stock' else 'soldout' end`;
    const timesOk = filters.isWindowNarrowed ? sql<boolean>`coalesce(${slotStats.hasWindow}, false)` : TRUE;
    const areaOk =
      filters.areaIds.length > 0 ? sql<boolean>`${inArray(products.areaId, filters.areaIds)}` : TRUE;
    const personOk = filters.person > 0 ? sql<boolean>`coalesce(${slotStats.seatsParty}, false)` : TRUE;
    const tagsOk =
      filters.tagIds.length > 0
        ? sql<boolean>`exists (select 1 from ${productTags} where ${productTags.productId} = ${products.id} and ${inArray(productTags.tagId, filters.tagIds)})`
        : TRUE;
    const group = sql<number>`case
      when ${isInStock} and ${timesOk} and ${areaOk} and ${personOk} and ${tagsOk} then 0
      when ${isInStock} then 1
      when ${products.isShowcase} then 3
      else 2 end`;

    const sortOrder: Record<TSortId, SQL> = {
      0: asc(products.weight),
      1: desc(products.createdAt),
      2: sql`${latestMenu.latestMenuCreatedAt} desc nulls last`,
      3: sql`${productTranslations.nameSortKey} collate "C" asc`,
      4: asc(products.priceSale),
    };

    const where = and(eq(products.cityId, query.cityId), eq(products.productType, query.productType));
    const [rows, totals] = await Promise.all([
      db
        .select({
          id: products.id,
          productType: products.productType,
          status,
          isInStock,
          timesOk,
          areaOk,
          personOk,
          tagsOk,
          name: productTranslations.name,
          slug: productTranslations.slug,
          nameSortKey: productTranslations.nameSortKey,
          areaId: products.areaId,
          cityId: products.cityId,
          areaNameDa: areas.nameDa,
          areaNameEn: areas.nameEn,
          address: products.address,
          lat: products.lat,
          long: products.long,
          primaryImage: products.primaryImage,
          mobilePrimaryImage: products.mobilePrimaryImage,
          weight: products.weight,
          priceRegular: products.priceRegular,
          priceSale: products.priceSale,
          createdAt: products.createdAt,
          updatedAt: products.updatedAt,
          latestMenuCreatedAt: latestMenu.latestMenuCreatedAt,
        })
        .from(products)
        .innerJoin(productTranslations, localTranslation(query.locale))
        .innerJoin(areas, eq(areas.id, products.areaId))
        .leftJoin(slotStats, eq(slotStats.productId, products.id))
        .leftJoin(latestMenu, eq(latestMenu.productId, products.id))
        .where(where)
        .orderBy(group, sortOrder[query.sort], asc(products.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(where),
    ]);

    return {
      total: totals[0]?.count ?? 0,
      rows: rows.map(
        ({
          isInStock: inStock,
          timesOk: times,
          areaOk: area,
          personOk: person,
          tagsOk: tags,
          areaNameDa,
          areaNameEn,
          ...row
        }) => {
          // Reasons in the domain's order: status, times, area, person, tags; times and person only
          // for places that are in stock.
          const reasons: TAvailabilityReason[] = [];
          if (!inStock) reasons.push('status');
          if (inStock && !times) reasons.push('times');
          if (!area) reasons.push('area');
          if (inStock && !person) reasons.push('person');
          if (!tags) reasons.push('tags');
          return {
            ...row,
            areaName: query.locale === 'da' ? areaNameDa : areaNameEn,
            reasons,
            latestMenuCreatedAt: row.latestMenuCreatedAt ?? null,
          };
        },
      ),
    };
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

  /** A product id from a numeric id or a slug in either language. */
  async function findProductId(idOrSlug: string): Promise<number | null> {
    const numeric = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .leftJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(
        numeric === null
          ? eq(productTranslations.slug, idOrSlug)
          : or(eq(products.id, numeric), eq(productTranslations.slug, idOrSlug)),
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
      .where(eq(products.id, id));
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
      .where(and(eq(products.cityId, cityId), eq(products.productType, productType)))
      .orderBy(asc(productTags.tagId));
    return rows.map((row) => row.tagId);
  }

  return {
    findListing,
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
