import { z } from 'zod';

import { ZLocale } from '../locale.ts';
import { ZSlug } from './limits.ts';
import { ZProductType } from '../product-type.ts';

/** The menus `GET navigation` answers with, in this order (docs/product/spec.md §2). */
export const NAV_MENU_IDS = ['main', 'local', 'social'] as const;

/** `GET navigation` query: with `city`, the local menu holds only that city's entries. */
export const ZNavigationQuery = z.object({
  local: ZLocale.default('da'),
  city: ZSlug.optional(),
});

/** One menu entry; `city_id` and `product_type` are set on entries of the local menu. */
const ZNavigationItem = z.object({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  city_id: z.number().int().nullable(),
  product_type: ZProductType.nullable(),
  icon: z.string().nullable(),
});

/** One menu with its entries in order. */
const ZNavigationMenu = z.object({ id: z.enum(NAV_MENU_IDS), items: z.array(ZNavigationItem) });

/** `GET navigation` answer: the main, local and social menus. */
export const ZNavigationResponse = z.object({ data: z.array(ZNavigationMenu) });
export type TNavigationResponse = z.infer<typeof ZNavigationResponse>;
