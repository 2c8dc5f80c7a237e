import { z } from 'zod';

import { ZArea, ZTag } from './taxonomy.ts';

const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
const ZDeviceType = z.enum(DEVICE_TYPES);
export type TDeviceType = z.infer<typeof ZDeviceType>;
export const DEFAULT_DEVICE_TYPE = 'desktop' satisfies TDeviceType;

const VIEW_TYPES = ['list', 'map'] as const;
const ZViewType = z.enum(VIEW_TYPES);
export type TViewType = z.infer<typeof ZViewType>;
export const DEFAULT_VIEW_TYPE = 'list' satisfies TViewType;

/** A paged list's state (docs/product/spec.md §3). */
export const ZPagedListState = <T extends z.ZodType>(item: T) =>
  z.object({
    loading: z.boolean(),
    params: z.record(z.string(), z.unknown()),
    current_page: z.number().int().min(1),
    next_page: z.number().int().nullable(),
    per_page: z.number().int().min(1),
    total_data: z.number().int().min(0),
    data: z.array(item),
  });

export type TNavigationStatus = 'pin' | 'unpin' | 'unfixed' | 'hidden';

export const ZBlog = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  image: z.string(),
  published_at: z.string(),
  tags: z.array(ZTag),
});
export type TBlog = z.infer<typeof ZBlog>;

export const ZPageBox = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  position: z.enum(['bottom', 'top']),
});

export const ZPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
});

/** Page state (docs/product/spec.md §3); `tokens` holds the CSRF token read from the page. */
export const ZPageState = z.object({
  deviceType: ZDeviceType,
  payment_failed: z.boolean(),
  activeParentCityId: z.number().int().nullable(),
  viewTypes: z.array(ZViewType),
  partners: z.array(ZPartner),
  blogs: z.array(ZBlog),
  tokens: z.object({ csrf: z.string().nullable() }),
  pageBoxes: z.array(ZPageBox),
  box: ZPageBox.nullable(),
  areas: z.array(ZArea).optional(),
});
