import { z } from 'zod';

import { ZTag } from './taxonomy.ts';

export type TDeviceType = 'mobile' | 'tablet' | 'desktop';
export const DEFAULT_DEVICE_TYPE = 'desktop' satisfies TDeviceType;

export type TViewType = 'list' | 'map';

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
