/**
 * Request and response schemas of the content endpoints the domain does not define yet (cities,
 * areas, partners, guide, navigation). They belong in packages/domain/src/contract and move there
 * as they are adopted; the shapes reuse the domain's entities where one exists.
 */
import { z } from 'zod';
import { ZArea, ZLocale, ZParentArea, ZPartner, ZProductType } from '@tredjedel/domain';

/** `GET cities`: every city (a parent area) with the product types it supports, in display order. */
export const ZCityListQuery = z.object({ local: ZLocale.default('da') });
export const ZCity = ZParentArea.extend({
  name: z.string(),
  product_types: z.array(ZProductType),
});
export type TCity = z.infer<typeof ZCity>;
export const ZCityListResponse = z.object({ data: z.array(ZCity) });
export type TCityListResponse = z.infer<typeof ZCityListResponse>;

/** `GET areas`: the districts of a city (or of all cities), `parent_id` being the city. */
export const ZAreaListQuery = z.object({ local: ZLocale.default('da'), city: z.string().min(1).optional() });
export const ZAreaListResponse = z.object({ data: z.array(ZArea), parent_areas: z.array(ZParentArea) });
export type TAreaListResponse = z.infer<typeof ZAreaListResponse>;

/** `GET partners`: partner places of a city and product type (the /partnere pages). */
export const ZPartnerListQuery = z.object({
  local: ZLocale.default('da'),
  city: z.string().min(1).optional(),
  product_type: ZProductType.optional(),
});
export const ZPartnerListItem = ZPartner.extend({
  description: z.string(),
  city_id: z.number().int(),
  product_type: ZProductType,
});
export const ZPartnerListResponse = z.object({ data: z.array(ZPartnerListItem) });
export type TPartnerListResponse = z.infer<typeof ZPartnerListResponse>;

/** `GET guide`: the guide's sections in order. */
export const ZGuideQuery = z.object({ local: ZLocale.default('da') });
export const ZGuidePage = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string(),
});
export const ZGuideResponse = z.object({ data: z.array(ZGuidePage) });
export type TGuideResponse = z.infer<typeof ZGuideResponse>;

/** `GET navigation`: the main, local and social menus (spec point 2). */
export const NAV_MENU_IDS = ['main', 'local', 'social'] as const;
export const ZNavigationQuery = z.object({
  local: ZLocale.default('da'),
  city: z.string().min(1).optional(),
});
export const ZNavigationItem = z.object({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  city_id: z.number().int().nullable(),
  product_type: ZProductType.nullable(),
  icon: z.string().nullable(),
});
export const ZNavigationMenu = z.object({ id: z.enum(NAV_MENU_IDS), items: z.array(ZNavigationItem) });
export const ZNavigationResponse = z.object({ data: z.array(ZNavigationMenu) });
export type TNavigationResponse = z.infer<typeof ZNavigationResponse>;

/** `GET blogs/{slug}`: one post with its body. */
export const ZBlogDetailQuery = z.object({ local: ZLocale.default('da') });
