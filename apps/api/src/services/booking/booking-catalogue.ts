import type { TLocale, TMenu } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { memoizeFor } from '../../lib/memoize-for.ts';
import { findBookableMenus, findBookingProduct, type TBookingProduct } from './booking-product.ts';

/** How long a product and its menus are reused by the hold path of one process. */
const BOOKING_CATALOGUE_TTL_MS = 5_000;
const MAX_PRODUCTS = 1_000;

export type TBookingCatalogue = {
  /** The product and its bookable menus in `lang`, as booking-product.ts reads them. */
  find(productId: number, lang: TLocale): Promise<{ product: TBookingProduct; menus: TMenu[] }>;
};

/**
 * Products and menus for the hold path, read once per product per moment and shared by every
 * concurrent hold (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md): the server never changes them (they come from the seed and
 * migrations), so the only staleness is an edit made by hand, bounded by the TTL. A product that is
 * not found is not kept (memoizeFor forgets failed loads), so its 404 is always current.
 */
export function createBookingCatalogue(db: TDatabase, now: () => number): TBookingCatalogue {
  const loaders = new Map<string, () => Promise<{ product: TBookingProduct; menus: TMenu[] }>>();
  return {
    find(productId, lang) {
      const key = `${productId}:${lang}`;
      let load = loaders.get(key);
      if (!load) {
        if (loaders.size >= MAX_PRODUCTS) loaders.clear();
        load = memoizeFor(BOOKING_CATALOGUE_TTL_MS, now, async () => {
          const [product, menus] = await Promise.all([
            findBookingProduct(db, productId),
            findBookableMenus(db, { id: productId }, lang),
          ]);
          return { product, menus };
        });
        loaders.set(key, load);
      }
      return load();
    },
  };
}
