import { PRODUCT_TYPES } from '@tredjedel/domain';

import {
  blogPostRoute,
  blogRoute,
  guideRoute,
  guideSectionRoute,
  legalRoute,
  partnersRoute,
  tooManyRequestsRoute,
} from './routes/content-routes.tsx';
import { consoleRoute } from './routes/console-routes.tsx';
import { cityRoute, detailRoute, homeRoute } from './routes/discovery-routes.tsx';
import {
  bookingConfirmationRoute,
  bookingManageRoute,
  bookingRoute,
  giftcardBalanceRoute,
  giftcardConfirmationRoute,
  giftcardRoute,
} from './routes/flow-routes.tsx';
import { inEachLanguage } from './routes/page-route.ts';
import { rootRoute } from './routes/root.tsx';

/**
 * Every page of the site, each written once and mounted in each language its path pattern in the
 * domain's PAGE_PATHS has (ADR 0015). Adding a page: its patterns in PAGE_PATHS, a route function
 * `(locale, path) => createRoute(…)` in routes/ (copy one of the same kind), and one line here.
 *
 * @internal Exported for the tests that use it directly (src/__tests__/route-table.test.ts).
 */
export const PAGE_ROUTES = [
  ...inEachLanguage('home', homeRoute),
  ...PRODUCT_TYPES.flatMap((productType) => inEachLanguage(productType, detailRoute(productType))),
  ...inEachLanguage('listing', cityRoute),
  ...inEachLanguage('mapListing', cityRoute),
  ...inEachLanguage('areaTag', cityRoute),
  ...inEachLanguage('booking', bookingRoute),
  ...inEachLanguage('bookingConfirmation', bookingConfirmationRoute),
  ...inEachLanguage('bookingManage', bookingManageRoute),
  ...inEachLanguage('giftcard', giftcardRoute),
  ...inEachLanguage('giftcardConfirmation', giftcardConfirmationRoute),
  ...inEachLanguage('giftcardBalance', giftcardBalanceRoute),
  ...inEachLanguage('partnere', partnersRoute),
  ...inEachLanguage('partners', partnersRoute),
  ...inEachLanguage('guide', guideRoute),
  ...inEachLanguage('guideSection', guideSectionRoute),
  ...inEachLanguage('blog', blogRoute),
  ...inEachLanguage('blogPost', blogPostRoute),
  ...inEachLanguage('terms', legalRoute('terms')),
  ...inEachLanguage('privacy', legalRoute('privacy')),
  ...inEachLanguage('cookies', legalRoute('cookies')),
  ...inEachLanguage('console', consoleRoute),
  ...inEachLanguage('tooManyRequests', tooManyRequestsRoute),
];

export const routeTree = rootRoute.addChildren(PAGE_ROUTES);
