import { z } from 'zod';

import { ZLocale } from '../locale.ts';
import { ZProductType } from '../product-type.ts';
import { ZMenu, ZProduct, ZProductListItem, ZSeat, ZTimeSlot } from '../entities/product.ts';
import { ZTimeOfDay } from '../time.ts';
import { TEXT_LIMITS, ZPageParam, ZRowIdParam, ZSlug } from './limits.ts';

/** Default page size of listings (docs/product/spec.md §9). */
export const DEFAULT_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 60;

/** A repeatable query parameter: one value or many, always read as a list. */
const ZRepeated = z
  .union([ZSlug, z.array(ZSlug).max(TEXT_LIMITS.list)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/**
 * Query of `GET /api/v4/products`: the listing's address query names plus city, type, paging and
 * language (docs/product/readings.md, API conventions). Values arrive as strings from the query string.
 */
export const ZProductListQuery = z.object({
  city: ZSlug,
  product_type: ZProductType.default('restaurant'),
  current_page: ZPageParam.default(1),
  per_page: z.coerce.number<string | number>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  local: ZLocale.default('da'),
  areas: ZRepeated,
  tags: ZRepeated,
  'time-start': z.string().max(TEXT_LIMITS.code).optional(),
  'time-end': z.string().max(TEXT_LIMITS.code).optional(),
  person: z.coerce.number<string | number>().int().min(0).max(8).optional(),
  sort: z.coerce.number<string | number>().int().min(0).max(4).default(0),
});
export type TProductListQueryInput = z.input<typeof ZProductListQuery>;

export type { TProductListItem } from '../entities/product.ts';

/** A paged list answer (docs/product/spec.md §3: current_page, next_page, per_page, total_data, data). */
export const ZPagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.number().int(),
    next_page: z.number().int().nullable(),
    per_page: z.number().int(),
    total_data: z.number().int(),
    data: z.array(item),
  });

/**
 * A listing's page, with `total_matching`: how many places of the whole listing (not only this
 * page) match the filters, which come first (docs/product/readings.md "Listings").
 */
export const ZProductListResponse = ZPagedList(ZProductListItem).extend({
  total_matching: z.number().int().optional(),
});
export type TProductListResponse = z.infer<typeof ZProductListResponse>;

/** Ids in a query string: `id=1&id=2` or `id[]=1`, each coerced to an integer. */
const ZRepeatedIds = z
  .union([ZRowIdParam, z.array(ZRowIdParam).max(TEXT_LIMITS.list)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** `GET products/{idOrSlug}`: a numeric id or a slug in either language; extra parameters pass through. */
export const ZProductDetailParams = z.object({ productId: ZSlug });
export const ZProductDetailQuery = z.looseObject({ local: ZLocale.default('da') });
export const ZProductDetailResponse = ZProduct;

/** Optional seat (party size) of the stock calls; absent or 0 means any party. */
const ZSeatQuery = z.coerce.number().int().min(0).max(8).optional();

/** `GET products/{id}/stocks` and `…/stocks/times`: times (and seats) of today. */
export const ZProductStocksQuery = z.object({
  local: ZLocale.default('da'),
  hold_id: z.string().max(TEXT_LIMITS.code).optional(),
  seat: ZSeatQuery,
});
export const ZProductStocksResponse = z.object({
  entities: z.object({ times: z.array(ZTimeSlot), seats: z.array(ZSeat) }),
});
export type TProductStocksResponse = z.infer<typeof ZProductStocksResponse>;

/** `GET products/{id}/stocks/times` (docs/product/spec.md §7: hold_id, seat; its query is the stocks' one). */
export const ZProductStockTimesResponse = z.object({ entities: z.object({ times: z.array(ZTimeSlot) }) });
export type TProductStockTimesResponse = z.infer<typeof ZProductStockTimesResponse>;

/** `GET products/{id}/stocks/menus`: menus for a time (time, time_end, seat, local, hold_id). */
export const ZProductStockMenusQuery = z.object({
  time: ZTimeOfDay,
  time_end: ZTimeOfDay.optional(),
  seat: ZSeatQuery,
  local: ZLocale.default('da'),
  hold_id: z.string().max(TEXT_LIMITS.code).optional(),
});
export const ZProductStockMenusResponse = z.object({ entities: z.object({ menus: z.array(ZMenu) }) });
export type TProductStockMenusResponse = z.infer<typeof ZProductStockMenusResponse>;

/** `GET products/{productId}/menus`: the menus of the given ids (`id[]`), in the language `local`. */
export const ZProductMenusQuery = z.object({ id: ZRepeatedIds, local: ZLocale.default('da') });
export const ZProductMenusResponse = z.object({ data: z.array(ZMenu) });
export type TProductMenusResponse = z.infer<typeof ZProductMenusResponse>;

export type { TProduct } from '../entities/product.ts';
