import {
  buildPath,
  buildProductHref,
  PAGE_PATHS,
  type TLocale,
  type TProductType,
  type TViewType,
} from '@tredjedel/domain';

/** Thin names over the domain's route builder, so pages read naturally. */
export const listingPath = (
  locale: TLocale,
  city: string,
  productType: TProductType,
  view: TViewType = 'list',
): string => buildPath({ name: 'listing', city, productType, view }, locale);

export const productPath = (locale: TLocale, productType: TProductType, slug: string): string =>
  buildProductHref(productType, slug, locale);

export const homePath = (locale: TLocale): string => buildPath({ name: 'home' }, locale);

export const bookingPath = (locale: TLocale, productType: TProductType, slug: string): string =>
  buildPath({ name: 'booking', step: 'step1', productType, slug }, locale);

export const guidePath = (locale: TLocale): string => buildPath({ name: 'guide' }, locale);

export const blogPath = (locale: TLocale, slug?: string): string =>
  `${locale === 'en' ? '/en' : ''}/blog${slug ? `/${encodeURIComponent(slug)}` : ''}`;

export const partnersPath = (locale: TLocale, city: string, productType: TProductType): string =>
  buildPath(
    { name: 'partners', segment: locale === 'en' ? 'partners' : 'partnere', city, productType },
    locale,
  );

export const areaPath = (parentCity: string, area: string, tag?: string): string =>
  buildPath({ name: 'area', parentCity, area, ...(tag ? { tag } : {}) }, 'da');

/** The legal pages Danish e-commerce law expects, in both languages (the domain's PAGE_PATHS). */
export const LEGAL_PATHS = {
  terms: PAGE_PATHS.terms,
  privacy: PAGE_PATHS.privacy,
  cookies: PAGE_PATHS.cookies,
} as const satisfies Record<string, Record<TLocale, string>>;
export type TLegalPage = keyof typeof LEGAL_PATHS;

/** The public page that tells what a gift code can still pay. */
export const giftcardBalancePath = (locale: TLocale): string => PAGE_PATHS.giftcardBalance[locale];
