// The listing's one query: a city's places of one type, ordered and matched in SQL exactly as the
// domain's orderProducts, with the figures the cards show (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md,
// "What can still be booked").
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  getOfferParty,
  getServiceDate,
  type TAvailabilityReason,
  type TLocale,
  type TProductStatus,
  type TProductType,
  type TSortId,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { areas, menus, products, productTags, productTranslations, timeSlots } from '../../db/schema.ts';
import { slotCoversSql, type TInventoryRepository } from './inventory-repository.ts';

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

export type TListingQuery = {
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
  /** Today's arrival times still ahead for the listing's party, in its window (HH:MM:SS). */
  freeTimes: string[];
  createdAt: Date;
  updatedAt: Date;
  latestMenuCreatedAt: Date | null;
  nameSortKey: string;
};

const TRUE = sql<boolean>`true`;

/**
 * A place on the public pages: one created in the console has `on_sale_since` null until it
 * publishes its first time (docs/decisions/0500-restaurants-console.md, "New places").
 */
export const isOnSale = isNotNull(products.onSaleSince);

/** The newest menu's creation per place (sort 2, "newest menu"). */
export function latestMenuOf(db: TDatabase) {
  return db
    .select({
      productId: menus.productId,
      latestMenuCreatedAt: sql<Date>`max(${menus.createdAt})`
        .mapWith(menus.createdAt)
        .as('latest_menu_created_at'),
    })
    .from(menus)
    .groupBy(menus.productId)
    .as('latest_menu');
}

function localTranslation(locale: TLocale) {
  return and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, locale));
}

/**
 * One page of a listing, ordered in SQL exactly as the domain's `orderProducts`: matching places
 * first, then in-stock, soldout, showcase; the chosen sort within each group; the id last.
 */
export async function findListing(
  db: TDatabase,
  inventory: TInventoryRepository,
  query: TListingQuery,
): Promise<{ rows: TListingRow[]; total: number; matching: number }> {
  const { filters, now } = query;
  const latestMenu = latestMenuOf(db);
  const today = getServiceDate(now);
  await inventory.ensureServiceDay(today);
  const nowIso = now.toISOString();
  // Covers left at every slot of this listing's places today, computed for the whole set in one
  // pass (slot_covers, migration 0025), then aggregated per place. A CTE: the slot figures, the
  // free times and the "Fra" price all read it, and PostgreSQL computes it once.
  const listedSlots = db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .innerJoin(products, eq(products.id, timeSlots.productId))
    .where(
      and(
        eq(timeSlots.serviceDate, today),
        eq(products.cityId, query.cityId),
        eq(products.productType, query.productType),
      ),
    );
  const slotLeft = db.$with('slot_left').as(
    db
      .select({
        productId: timeSlots.productId,
        time: timeSlots.time,
        validUntil: timeSlots.validUntil,
        coversLeft: sql<number>`covers.covers_left`.as('covers_left'),
      })
      .from(timeSlots)
      .innerJoin(sql`${slotCoversSql(listedSlots, now)} as covers`, sql`covers.slot_id = ${timeSlots.id}`),
  );
  const isAvailable = sql`(${slotLeft.coversLeft} > 0 and ${slotLeft.validUntil} >= ${nowIso}::timestamptz)`;
  const isInWindow = sql`${slotLeft.time} between ${filters.timeStart}::time and ${filters.timeEnd}::time`;
  // The domain's getFreeTimes: times still ahead that seat the offered party, in the window.
  const offerParty = getOfferParty(filters.person);
  const slotStats = db
    .select({
      productId: slotLeft.productId,
      hasStock: sql<boolean>`bool_or(${isAvailable})`.as('has_stock'),
      hasWindow: sql<boolean>`bool_or(${isAvailable} and ${isInWindow})`.as('has_window'),
      seatsParty:
        sql<boolean>`bool_or(${isAvailable} and ${isInWindow} and ${slotLeft.coversLeft} >= ${filters.person})`.as(
          'seats_party',
        ),
      freeTimes: sql<
        string[]
      >`coalesce(array_agg(${slotLeft.time}::text order by ${slotLeft.time}) filter (where ${isAvailable} and ${isInWindow} and ${slotLeft.coversLeft} >= ${offerParty}), '{}')`.as(
        'free_times',
      ),
    })
    .from(slotLeft)
    .groupBy(slotLeft.productId)
    .as('slot_stats');
  // The domain's getBookableFromPrice: the cheapest menu on sale that can be chosen at a time
  // still ahead with a free table, its regular price with it.
  const fromPrice = db
    .selectDistinctOn([menus.productId], {
      productId: sql<number>`${menus.productId}`.as('from_product_id'),
      priceSale: sql<number>`${menus.priceSale}`.as('from_price_sale'),
      priceRegular: sql<number>`${menus.priceRegular}`.as('from_price_regular'),
    })
    .from(menus)
    .innerJoin(
      slotLeft,
      and(
        eq(slotLeft.productId, menus.productId),
        isAvailable,
        sql`${slotLeft.time} between ${menus.timeStart} and ${menus.timeEnd}`,
      ),
    )
    .where(eq(menus.status, 'in-stock'))
    .orderBy(menus.productId, asc(menus.priceSale), asc(menus.priceRegular))
    .as('from_price');
  const priceSale = sql<number>`coalesce(${fromPrice.priceSale}, ${products.priceSale})`;
  const priceRegular = sql<number>`coalesce(${fromPrice.priceRegular}, ${products.priceRegular})`;

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
    4: sql`${priceSale} asc`,
  };

  // A place created in the console is listed once it has published a time (isOnSale).
  const where = and(eq(products.cityId, query.cityId), eq(products.productType, query.productType), isOnSale);
  const [rows, totals] = await Promise.all([
    db
      .with(slotLeft)
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
        priceRegular: priceRegular.mapWith(Number),
        priceSale: priceSale.mapWith(Number),
        freeTimes: sql<string[]>`coalesce(${slotStats.freeTimes}, '{}')`,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
        latestMenuCreatedAt: latestMenu.latestMenuCreatedAt,
      })
      .from(products)
      .innerJoin(productTranslations, localTranslation(query.locale))
      .innerJoin(areas, eq(areas.id, products.areaId))
      .leftJoin(slotStats, eq(slotStats.productId, products.id))
      .leftJoin(fromPrice, eq(fromPrice.productId, products.id))
      .leftJoin(latestMenu, eq(latestMenu.productId, products.id))
      .where(where)
      .orderBy(group, sortOrder[query.sort], asc(products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    // Every place of the listing, and those that match the filters (group 0), for "2 of 16 match".
    db
      .with(slotLeft)
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        matching: sql<number>`count(*) filter (where ${group} = 0)`.mapWith(Number),
      })
      .from(products)
      .leftJoin(slotStats, eq(slotStats.productId, products.id))
      .where(where),
  ]);

  return {
    total: totals[0]?.count ?? 0,
    matching: totals[0]?.matching ?? 0,
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
