import type { TLocale, TMenu, TProductListItem } from '@tredjedel/domain';
import type { TSlotStatus } from '@tredjedel/domain';

import type { TMenuRow, TListingRow } from '../plugins/app/products-repository.ts';

type TTranslationRow = { productId: number; lang: 'da' | 'en'; name: string; slug: string };
type TTagRow = { productId: number; tagId: number };

/** Groups rows by product id, keeping their order. */
export function groupByProduct<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

export function toListItem(
  row: Omit<TListingRow, 'freeTimes'> & { freeTimes?: string[] },
  translations: readonly TTranslationRow[],
  tagRows: readonly TTagRow[],
): TProductListItem {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    product_type: row.productType,
    name: row.name,
    city_id: row.areaId,
    parent_city_id: row.cityId,
    city_name: row.areaName,
    city_address: row.address,
    tags: tagRows.map((tag) => tag.tagId),
    lat: row.lat,
    long: row.long,
    primary_image: row.primaryImage,
    mobile_primary_image: row.mobilePrimaryImage,
    weight: row.weight,
    price_regular: row.priceRegular,
    price_sale: row.priceSale,
    translations: translations.map(({ lang, name, slug }) => ({ lang, name, slug })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    latest_menu_created_at: row.latestMenuCreatedAt ? row.latestMenuCreatedAt.toISOString() : null,
    reasons: row.reasons,
    ...(row.freeTimes ? { free_times: row.freeTimes } : {}),
  };
}

/** A menu in the API's shape; `status` is what the visitor can do with it now. */
export function toMenu(row: TMenuRow, locale: TLocale, restaurantId: number, status: TSlotStatus): TMenu {
  const names = locale === 'da' ? row.coursesDa : row.coursesEn;
  return {
    id: row.id,
    restaurant_id: restaurantId,
    restaurant_menu_id: row.restaurantMenuId,
    name: locale === 'da' ? row.nameDa : row.nameEn,
    menu_type: row.menuType,
    price_regular: row.priceRegular,
    price_sale: row.priceSale,
    status,
    menu_status: row.status === 'in-stock' ? 'active' : 'paused',
    weight: row.weight,
    time_start: row.timeStart,
    time_end: row.timeEnd,
    limit_table_size: row.limitTableSize ? 1 : 0,
    table_sizes: row.tableSizes,
    courses: names.map((name) => ({ name, description: '' })),
    created_at: row.createdAt.toISOString(),
  };
}
