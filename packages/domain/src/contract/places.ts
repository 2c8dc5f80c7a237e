import { z } from 'zod';

import { ZPartner } from '../entities/page-state.ts';
import { ZArea, ZParentArea } from '../entities/taxonomy.ts';
import { ZLocale } from '../locale.ts';
import { ZSlug } from './limits.ts';
import { ZProductType } from '../product-type.ts';

/** `GET cities` query: only the language. */
export const ZCityListQuery = z.object({ local: ZLocale.default('da') });

/** A city (a parent area) with its name and the product types it supports. */
const ZCity = ZParentArea.extend({
  name: z.string(),
  product_types: z.array(ZProductType),
});
export type TCity = z.infer<typeof ZCity>;

/** `GET cities` answer: every city, in display order. */
export const ZCityListResponse = z.object({ data: z.array(ZCity) });
export type TCityListResponse = z.infer<typeof ZCityListResponse>;

/** `GET areas` query: the districts of one city (by slug) or, without `city`, of all cities. */
export const ZAreaListQuery = z.object({ local: ZLocale.default('da'), city: ZSlug.optional() });

/** `GET areas` answer: the districts (`parent_id` being the city) and their cities. */
export const ZAreaListResponse = z.object({ data: z.array(ZArea), parent_areas: z.array(ZParentArea) });
export type TAreaListResponse = z.infer<typeof ZAreaListResponse>;

/** `GET partners` query: partner places of a city and product type (the /partnere pages). */
export const ZPartnerListQuery = z.object({
  local: ZLocale.default('da'),
  city: ZSlug.optional(),
  product_type: ZProductType.optional(),
});

/** A partner place as listed: the partner with its description, city and product type. */
const ZPartnerListItem = ZPartner.extend({
  description: z.string(),
  city_id: z.number().int(),
  product_type: ZProductType,
});

/** `GET partners` answer. */
export const ZPartnerListResponse = z.object({ data: z.array(ZPartnerListItem) });
export type TPartnerListResponse = z.infer<typeof ZPartnerListResponse>;
