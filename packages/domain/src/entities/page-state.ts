import { z } from 'zod';

import { ZArea, ZTag } from './taxonomy.ts';

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export const ZDeviceType = z.enum(DEVICE_TYPES);
export type TDeviceType = z.infer<typeof ZDeviceType>;
export const DEFAULT_DEVICE_TYPE = 'desktop' satisfies TDeviceType;

export const VIEW_TYPES = ['list', 'map'] as const;
export const ZViewType = z.enum(VIEW_TYPES);
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

export const ZNotificationButton = z.object({ label: z.string(), value: z.string() });
export const ZNotification = z.object({
  open: z.boolean(),
  id: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  buttons: z.array(ZNotificationButton),
  message: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NAVIGATION_STATUSES = ['pin', 'unpin', 'unfixed', 'hidden'] as const;
export const ZNavigationStatus = z.enum(NAVIGATION_STATUSES);
export type TNavigationStatus = z.infer<typeof ZNavigationStatus>;

/** Navigation state: the open menu and, per menu id, whether it is hidden and its status. */
export const ZNavigation = z.object({
  active: z.string().nullable(),
  type: z.string().nullable(),
  hidden: z.record(z.string(), z.boolean()),
  status: z.record(z.string(), ZNavigationStatus),
});
export type TNavigation = z.infer<typeof ZNavigation>;

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
export type TPageBox = z.infer<typeof ZPageBox>;

export const ZPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
});
export type TPartner = z.infer<typeof ZPartner>;

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
export type TPageState = z.infer<typeof ZPageState>;
