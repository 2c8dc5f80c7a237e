import type { TLocale, TProductType } from '@tredjedel/domain';

/** Listing path segments of spec point 2 (restauranter/restaurants, barer/bars, takeaway). */
const TYPE_SEGMENT: Record<TProductType, Record<TLocale, string>> = {
  restaurant: { da: 'restauranter', en: 'restaurants' },
  bar: { da: 'barer', en: 'bars' },
  takeaway: { da: 'takeaway', en: 'takeaway' },
};

export function listingPath(locale: TLocale, citySlug: string, productType: TProductType): string {
  const segment = TYPE_SEGMENT[productType][locale];
  return locale === 'da' ? `/${citySlug}/${segment}` : `/en/${citySlug}/${segment}`;
}

export function detailPath(locale: TLocale, productType: TProductType, slug: string): string {
  return locale === 'da' ? `/${productType}/${slug}` : `/en/${productType}/${slug}`;
}
