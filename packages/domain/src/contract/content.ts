import { z } from 'zod';

import { BLOG_PAGE_SIZE, PAGE_BOX_PAGE_SIZE, PAGE_BOX_POSITIONS } from '../constants.ts';
import { ZBlog, ZPageBox } from '../entities/page-state.ts';
import { ZTag } from '../entities/taxonomy.ts';
import { ZLocale } from '../locale.ts';
import { ZProductType } from '../product-type.ts';
import { ZPagedList } from './products.ts';
import { ZPageParam, ZSlug } from './limits.ts';

const ZPage = ZPageParam.default(1);

/** `GET blogs`: paged, 9 a page (docs/product/spec.md §9). */
export const ZBlogListQuery = z.object({
  current_page: ZPage,
  per_page: z.coerce.number().int().min(1).max(60).default(BLOG_PAGE_SIZE),
  local: ZLocale.default('da'),
  tag: ZSlug.optional(),
});
export const ZBlogListResponse = ZPagedList(ZBlog);
export type TBlogListResponse = z.infer<typeof ZBlogListResponse>;

/** `GET page-boxes`: paged, 5 a page, at the top or bottom of a page. */
export const ZPageBoxListQuery = z.object({
  current_page: ZPage,
  per_page: z.coerce.number().int().min(1).max(60).default(PAGE_BOX_PAGE_SIZE),
  local: ZLocale.default('da'),
  position: z.enum(PAGE_BOX_POSITIONS).optional(),
  city: ZSlug.optional(),
});
export const ZPageBoxListResponse = ZPagedList(ZPageBox);
export type TPageBoxListResponse = z.infer<typeof ZPageBoxListResponse>;

/** `GET tags` query: counts are for the listing of `city` and `product_type` when given. */
export const ZTagListQuery = z.object({
  local: ZLocale.default('da'),
  city: ZSlug.optional(),
  product_type: ZProductType.optional(),
});
/** A tag category as `GET tags` lists it (the kitchen, mood… groups of the filter). */
const ZTagCategory = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
/** `GET tags` answer: the tags under `data` and their categories (absent in older answers: none). */
export const ZTagListResponse = z.object({
  data: z.array(ZTag),
  categories: z.array(ZTagCategory).default([]),
});
export type TTagListResponse = z.infer<typeof ZTagListResponse>;

/** `GET blogs/{slug}` query: only the language. */
export const ZBlogDetailQuery = z.object({ local: ZLocale.default('da') });
/** `GET blogs/{slug}` answer: one post with its body. */
export const ZBlogDetailResponse = ZBlog.extend({ body: z.string() });
export type TBlogDetailResponse = z.infer<typeof ZBlogDetailResponse>;

/** `GET guide` query: only the language. */
export const ZGuideQuery = z.object({ local: ZLocale.default('da') });
/** One section of the guide. */
const ZGuidePage = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string(),
});
/** `GET guide` answer: the guide's sections in order. */
export const ZGuideResponse = z.object({ data: z.array(ZGuidePage) });
export type TGuideResponse = z.infer<typeof ZGuideResponse>;

/** `POST newsletter`: sign-up (sent about twice a month). */
export const ZNewsletterRequest = z.object({
  email: z.string().min(3).max(254),
  name: z.string().max(50).optional(),
  lang: ZLocale.default('da'),
});
export type TNewsletterRequest = z.infer<typeof ZNewsletterRequest>;
export const ZNewsletterResponse = z.object({ status: z.enum(['subscribed', 'already_subscribed']) });
export type TNewsletterResponse = z.infer<typeof ZNewsletterResponse>;

/**
 * GET /csrf-token (never stored): the token a state-changing call sends in X-CSRF-TOKEN. Shared
 * pages carry no token (docs/design.md "Rendering speed"), so the browser asks for one before its first
 * state-changing call; the answer also sets the secret cookie the token is checked against.
 */
export const ZCsrfTokenResponse = z.object({ token: z.string().min(1) });
export type TCsrfTokenResponse = z.infer<typeof ZCsrfTokenResponse>;
