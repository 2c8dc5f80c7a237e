import { z } from 'zod';

/** A tag such as a kitchen (docs/product/spec.md §3). `parent_id` is the tag's category. */
export const ZTag = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  hidden: z.boolean(),
  /** How many products of the current listing carry the tag. */
  count: z.number().int().min(0).optional(),
});
export type TTag = z.infer<typeof ZTag>;

/** A city or district; `link` is its address slug. */
export const ZArea = z.object({
  id: z.number().int(),
  proper_name: z.string(),
  link: z.string(),
  geo_lat_value: z.number(),
  geo_long_value: z.number(),
  parent_id: z.number().int().nullable().optional(),
});
export type TArea = z.infer<typeof ZArea>;

export const ZParentArea = z.object({
  id: z.number().int(),
  proper_name: z.string(),
  link: z.string(),
  geo_lat_value: z.number(),
  geo_long_value: z.number(),
});
