import { z } from 'zod';

import { ZLocale } from '../locale.ts';
import { ZProductStatus, ZProductType } from '../product-type.ts';

/** Default page size of listings (spec point 9). */
export const DEFAULT_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 60;

/** A repeatable query parameter: one value or many, always read as a list. */
const ZRepeated = z
  .union([z.string().min(1), z.array(z.string().min(1))])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/**
 * Query of `GET /api/v4/products`: the listing's address query names plus city, type, paging and
 * language (CLARIFICATIONS, API conventions). Values arrive as strings from the query string.
 */
export const ZProductListQuery = z.object({
  city: z.string().min(1),
  product_type: ZProductType.default('restaurant'),
  current_page: z.coerce.number<string | number>().int().min(1).default(1),
  per_page: z.coerce.number<string | number>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  local: ZLocale.default('da'),
  areas: ZRepeated,
  tags: ZRepeated,
  'time-start': z.string().optional(),
  'time-end': z.string().optional(),
  person: z.coerce.number<string | number>().int().min(0).max(8).optional(),
  sort: z.coerce.number<string | number>().int().min(0).max(4).default(0),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;
export type TProductListQueryInput = z.input<typeof ZProductListQuery>;

export const ZProductTranslation = z.object({
  lang: ZLocale,
  name: z.string(),
  slug: z.string(),
});

/** A product as listings show it (spec point 3, without menus and times). Money in øre. */
export const ZProductListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: ZProductStatus,
  product_type: ZProductType,
  name: z.string(),
  city_id: z.number().int(),
  parent_city_id: z.number().int().nullable(),
  city_name: z.string(),
  city_address: z.string(),
  tags: z.array(z.number().int()),
  lat: z.number(),
  long: z.number(),
  primary_image: z.string(),
  mobile_primary_image: z.string(),
  weight: z.number().int(),
  price_regular: z.number().int(),
  price_sale: z.number().int(),
  translations: z.array(ZProductTranslation),
  created_at: z.string(),
  updated_at: z.string(),
  latest_menu_created_at: z.string().nullable(),
});
export type TProductListItem = z.infer<typeof ZProductListItem>;

/** A paged list answer (spec point 3: current_page, next_page, per_page, total_data, data). */
export const ZPagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.number().int(),
    next_page: z.number().int().nullable(),
    per_page: z.number().int(),
    total_data: z.number().int(),
    data: z.array(item),
  });

export const ZProductListResponse = ZPagedList(ZProductListItem);
export type TProductListResponse = z.infer<typeof ZProductListResponse>;
