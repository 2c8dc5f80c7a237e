import { buildPath, type TLocale, type TProductType } from '@tredjedel/domain';

/** Paths the seed and content endpoints link to, built by the domain's route builder. */
export const listingPath = (locale: TLocale, city: string, productType: TProductType): string =>
  buildPath({ name: 'listing', city, productType, view: 'list' }, locale);

export const detailPath = (locale: TLocale, productType: TProductType, slug: string): string =>
  buildPath({ name: 'product', productType, slug }, locale);
