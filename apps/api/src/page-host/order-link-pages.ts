import { PAGE_PATHS } from '@tredjedel/domain';

/**
 * Pages opened by an order's link (`…/confirmation/{reference}?token=…`, a booking's own page): they
 * show one visitor's order, read with the token in the address, so each answer is no-store and the
 * front never answers them. The booking and gift-card steps are shared pages like any other
 * (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 */
const ORDER_LINK_PREFIXES = [
  PAGE_PATHS.bookingConfirmation,
  PAGE_PATHS.bookingManage,
  PAGE_PATHS.giftcardConfirmation,
  // The static part of each pattern, before its first parameter, in every language: the route
  // table's addresses (docs/decisions/0015-one-route-table-for-both-languages.md).
].flatMap((paths) => Object.values(paths).map((pattern) => pattern.slice(0, pattern.indexOf('/$'))));

export const isOrderLinkPage = (pathname: string): boolean =>
  ORDER_LINK_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
