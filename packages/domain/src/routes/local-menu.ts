import type { TLocale } from '../locale.ts';
import type { TProductType } from '../product-type.ts';
import { buildPath } from './routes.ts';

const PRODUCT_TYPE_NAMES: Record<TLocale, Record<TProductType, string>> = {
  da: { restaurant: 'restauranter', bar: 'barer', takeaway: 'takeaway' },
  en: { restaurant: 'restaurants', bar: 'bars', takeaway: 'takeaway' },
};

const TEMPLATES: Record<TLocale, (type: string, city: string) => string> = {
  da: (type, city) => `Se dagens ${type} i ${city}`,
  en: (type, city) => `See today's ${type} in ${city}`,
};

export type TLocalMenuEntry = { title: string; href: string; city: string; productType: TProductType };

/**
 * The local menu (docs/product/spec.md §2): "see today's {product type} in {city}" for every city and the
 * product types it supports, linking to the city's listing.
 */
export const getLocalMenuEntries = (
  cities: readonly { slug: string; name: string; productTypes: readonly TProductType[] }[],
  locale: TLocale,
): TLocalMenuEntry[] =>
  cities.flatMap((city) =>
    city.productTypes.map((productType) => ({
      title: TEMPLATES[locale](PRODUCT_TYPE_NAMES[locale][productType], city.name),
      href: buildPath({ name: 'listing', city: city.slug, productType, view: 'list' }, locale),
      city: city.slug,
      productType,
    })),
  );
