// What the seed's parts hand one another: the open transaction, the seeded cities, the places
// that become partners, and the product-type names of links.

import type { TProductType } from '@tredjedel/domain';

import type { TDatabase } from '../database.ts';

/** The transaction the whole seed is written in. */
export type TSeedTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

export type TSeededCity = {
  id: number;
  slug: string;
  nameDa: string;
  nameEn: string;
  productTypes: TProductType[];
};

/** A place that sells tables and was drawn to become a partner. */
export type TPartnerCandidate = {
  productId: number;
  cityId: number;
  productType: TProductType;
  name: string;
  slug: string;
  area: string;
  areaEn: string;
};

export const DAY_MS = 86_400_000;

export const TYPE_NAME: Record<TProductType, { da: string; en: string }> = {
  restaurant: { da: 'restauranter', en: 'restaurants' },
  bar: { da: 'barer', en: 'bars' },
  takeaway: { da: 'takeaway', en: 'takeaway' },
};
