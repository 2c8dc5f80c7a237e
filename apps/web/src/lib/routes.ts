import type { TLocale, TProductType } from '@tredjedel/domain';

// TODO(domain): replace with the domain's route builder once it lands (issue 3).
const LISTING_SLUGS: Record<TLocale, Record<TProductType, string>> = {
  da: { restaurant: 'restauranter', bar: 'barer', takeaway: 'takeaway' },
  en: { restaurant: 'restaurants', bar: 'bars', takeaway: 'takeaway' },
};

const prefix = (locale: TLocale) => (locale === 'en' ? '/en' : '');

export function listingPath(locale: TLocale, city: string, type: TProductType): string {
  return `${prefix(locale)}/${city}/${LISTING_SLUGS[locale][type]}`;
}

export function productTypeOfListingSlug(locale: TLocale, slug: string): TProductType | undefined {
  const entry = Object.entries(LISTING_SLUGS[locale]).find(([, value]) => value === slug);
  return entry?.[0] as TProductType | undefined;
}

export function productPath(locale: TLocale, type: TProductType, slug: string): string {
  return `${prefix(locale)}/${type}/${slug}`;
}

export function homePath(locale: TLocale): string {
  return locale === 'en' ? '/en' : '/';
}
