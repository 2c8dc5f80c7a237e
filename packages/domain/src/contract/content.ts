import { z } from 'zod';

import { BLOG_PAGE_SIZE, PAGE_BOX_PAGE_SIZE, PAGE_BOX_POSITIONS } from '../constants.ts';
import { ZBlog, ZPageBox } from '../entities/page-state.ts';
import { ZTag } from '../entities/taxonomy.ts';
import { ZLocale } from '../locale.ts';
import { ZProductType } from '../product-type.ts';
import { ZPagedList } from './products.ts';

const ZPage = z.coerce.number().int().min(1).default(1);

/** `GET blogs`: paged, 9 a page (spec point 9). */
export const ZBlogListQuery = z.object({
  current_page: ZPage,
  per_page: z.coerce.number().int().min(1).max(60).default(BLOG_PAGE_SIZE),
  local: ZLocale.default('da'),
  tag: z.string().optional(),
});
export type TBlogListQuery = z.infer<typeof ZBlogListQuery>;
export const ZBlogListResponse = ZPagedList(ZBlog);
export type TBlogListResponse = z.infer<typeof ZBlogListResponse>;

/** `GET page-boxes`: paged, 5 a page, at the top or bottom of a page. */
export const ZPageBoxListQuery = z.object({
  current_page: ZPage,
  per_page: z.coerce.number().int().min(1).max(60).default(PAGE_BOX_PAGE_SIZE),
  local: ZLocale.default('da'),
  position: z.enum(PAGE_BOX_POSITIONS).optional(),
  city: z.string().optional(),
});
export type TPageBoxListQuery = z.infer<typeof ZPageBoxListQuery>;
export const ZPageBoxListResponse = ZPagedList(ZPageBox);
export type TPageBoxListResponse = z.infer<typeof ZPageBoxListResponse>;

/** `GET tags`: the answer is a data list. */
export const ZTagListQuery = z.object({
  local: ZLocale.default('da'),
  city: z.string().optional(),
  product_type: ZProductType.optional(),
});
export type TTagListQuery = z.infer<typeof ZTagListQuery>;
export const ZTagListResponse = z.object({ data: z.array(ZTag) });
export type TTagListResponse = z.infer<typeof ZTagListResponse>;

/** `POST newsletter`: sign-up (sent about twice a month). */
export const ZNewsletterRequest = z.object({
  email: z.string().min(3).max(254),
  name: z.string().max(50).optional(),
  lang: ZLocale.default('da'),
});
export type TNewsletterRequest = z.infer<typeof ZNewsletterRequest>;
export const ZNewsletterResponse = z.object({ status: z.enum(['subscribed', 'already_subscribed']) });
export type TNewsletterResponse = z.infer<typeof ZNewsletterResponse>;
