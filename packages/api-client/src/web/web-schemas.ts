/**
 * Answers of the content endpoints whose schemas live in apps/api (src/schemas/content.ts) until
 * they move into packages/domain; mirrored here so the web app can parse them. Keep in step.
 */
import { ZArea, ZBlog, ZParentArea, ZPartner, ZProductType, ZTag } from '@tredjedel/domain';
import { z } from 'zod';

export const ZWebCity = ZParentArea.extend({ name: z.string(), product_types: z.array(ZProductType) });
export type TWebCity = z.infer<typeof ZWebCity>;
export const ZWebCityListResponse = z.object({ data: z.array(ZWebCity) });

export const ZWebAreaListResponse = z.object({ data: z.array(ZArea), parent_areas: z.array(ZParentArea) });
export type TWebAreaListResponse = z.infer<typeof ZWebAreaListResponse>;

export const ZWebTagListResponse = z.object({
  data: z.array(ZTag),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })).default([]),
});
export type TWebTagListResponse = z.infer<typeof ZWebTagListResponse>;

export const ZWebPartner = ZPartner.extend({ description: z.string(), city_id: z.number().int(), product_type: ZProductType });
export type TWebPartner = z.infer<typeof ZWebPartner>;
export const ZWebPartnerListResponse = z.object({ data: z.array(ZWebPartner) });

export const ZWebGuidePage = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), body: z.string(), image: z.string() });
export type TWebGuidePage = z.infer<typeof ZWebGuidePage>;
export const ZWebGuideResponse = z.object({ data: z.array(ZWebGuidePage) });

export const NAV_MENU_IDS = ['main', 'local', 'social'] as const;
export const ZWebNavigationItem = z.object({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  city_id: z.number().int().nullable(),
  product_type: ZProductType.nullable(),
  icon: z.string().nullable(),
});
export type TWebNavigationItem = z.infer<typeof ZWebNavigationItem>;
export const ZWebNavigationResponse = z.object({
  data: z.array(z.object({ id: z.enum(NAV_MENU_IDS), items: z.array(ZWebNavigationItem) })),
});
export type TWebNavigationResponse = z.infer<typeof ZWebNavigationResponse>;

export const ZWebBlogDetail = ZBlog.extend({ body: z.string() });
export type TWebBlogDetail = z.infer<typeof ZWebBlogDetail>;
