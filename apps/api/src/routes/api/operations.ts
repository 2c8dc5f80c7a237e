/**
 * What the OpenAPI document says of each /api/v4 operation besides its schemas (ADR 0245): its
 * `operationId`, a one-line `summary` and its area's tag. One table, so a reader sees the whole API
 * at once and a new route has one place to go; the lint test (test/routes/api/v4/openapi-lint.test.ts)
 * fails for a route missing here, and Redocly's recommended rules run over the result.
 *
 * Conventions:
 * - `operationId` is the name of the @tredjedel/api-client function that makes the call
 *   (`createBookingHold` for `POST /booking/{id}/hold`); a call the client makes inline
 *   (`api.get('cities', …)`) or not at all gets the name such a function would have: a verb
 *   (`get`, `create`, `update`, `delete`, `attach`, `join`, `subscribe`, `cancel`, `calculate`)
 *   then the thing, camelCase.
 * - `summary`: one line, imperative or nominal, under 80 characters, no full stop.
 * - `tag`: one of {@link API_TAGS}, by area; add a tag there, with its description, for a new area.
 * - Security is not written here: an operation that declares the `x-csrf-token` header
 *   (CSRF_HEADERS) needs the CSRF token and cookie, every other one needs nothing (openapi.ts).
 */

/** The areas of the API, as the document's `tags` list them. */
export const API_TAGS = {
  catalogue: 'Places, their menus and free times: what can be booked tonight.',
  content: 'Cities, areas, tags, blog posts and page texts around the catalogue.',
  booking: 'The booking flow: a 15-minute hold, guest details, gift codes, payment, the waitlist.',
  giftcard: 'Buying gift cards.',
  orders: 'Confirmations, calendar files and managing or cancelling a booking.',
  newsletter: 'Signing up for the newsletter.',
  security: 'The CSRF token every state-changing call sends.',
  meta: 'This document.',
} as const;

export type TApiTag = keyof typeof API_TAGS;

export type TApiOperation = { operationId: string; summary: string; tag: TApiTag };

const op = (operationId: string, tag: TApiTag, summary: string): TApiOperation => ({
  operationId,
  summary,
  tag,
});

/** By `METHOD /api/v4/path` as Fastify registers it (`:param` segments). */
export const API_OPERATIONS: Readonly<Record<string, TApiOperation>> = {
  'GET /api/v4/products': op('getProducts', 'catalogue', 'List the places of a city that can be booked'),
  'GET /api/v4/products/:productId': op('getProduct', 'catalogue', 'Get one place by id or slug'),
  'GET /api/v4/products/:productId/stocks': op(
    'getProductStocks',
    'catalogue',
    'Get a place’s free times and menus for a party',
  ),
  'GET /api/v4/products/:productId/stocks/times': op(
    'getProductStockTimes',
    'catalogue',
    'List a place’s times tonight for a party size',
  ),
  'GET /api/v4/products/:productId/stocks/menus': op(
    'getProductStockMenus',
    'catalogue',
    'List the menus free at a time for a party size',
  ),
  'GET /api/v4/products/:productId/menus': op('getProductMenus', 'catalogue', 'List a place’s menus'),
  'GET /api/v4/tags': op('getTags', 'content', 'List the tags of a listing with their counts'),
  'GET /api/v4/cities': op('getCities', 'content', 'List the cities and their product types'),
  'GET /api/v4/areas': op('getAreas', 'content', 'List the areas of a city'),
  'GET /api/v4/blogs': op('getBlogs', 'content', 'List blog posts, a page at a time'),
  'GET /api/v4/blogs/:slug': op('getBlog', 'content', 'Get one blog post'),
  'GET /api/v4/page-boxes': op('getPageBoxes', 'content', 'List the text boxes above or below a listing'),
  'GET /api/v4/partners': op('getPartners', 'content', 'List the partners shown on a listing'),
  'GET /api/v4/guide': op('getGuide', 'content', 'Get the guide page'),
  'GET /api/v4/navigation': op('getNavigation', 'content', 'Get the menus of the site’s header and footer'),
  'GET /api/v4/csrf-token': op('getCsrfToken', 'security', 'Get a CSRF token and set its cookie'),
  'POST /api/v4/booking/:id/hold': op(
    'createBookingHold',
    'booking',
    'Hold a table for 15 minutes, or move the hold',
  ),
  'GET /api/v4/booking/:id/hold': op('getCurrentBookingHold', 'booking', 'Get the visitor’s current hold'),
  'POST /api/v4/booking/:id/calculate': op('calculateBooking', 'booking', 'Price a booking before paying'),
  'POST /api/v4/booking/:id/guest': op(
    'updateBookingGuest',
    'booking',
    'Save the guest’s details on the hold',
  ),
  'POST /api/v4/booking/:id/giftcode': op(
    'attachBookingGiftcode',
    'booking',
    'Attach a gift code to the hold',
  ),
  'DELETE /api/v4/booking/:id/giftcode/:code': op(
    'deleteBookingGiftcode',
    'booking',
    'Remove a gift code from the hold',
  ),
  'GET /api/v4/booking/:id/hold/:hold_id': op('getBookingHold', 'booking', 'Get a hold to restore the flow'),
  'POST /api/v4/booking/:id/payment': op(
    'createBookingPayment',
    'booking',
    'Create the order and its payment',
  ),
  'POST /api/v4/booking/:id/waitlist': op('joinWaitlist', 'booking', 'Join the waitlist of a full evening'),
  'POST /api/v4/giftcard/payment': op(
    'createGiftcardPayment',
    'giftcard',
    'Order gift cards and their payment',
  ),
  'POST /api/v4/newsletter': op('subscribeNewsletter', 'newsletter', 'Sign up for the newsletter'),
  'GET /api/v4/orders/:order_id': op('getOrder', 'orders', 'Get a booking’s confirmation'),
  'GET /api/v4/orders/:order_id/giftcard': op(
    'getGiftcardOrder',
    'orders',
    'Get a gift-card order’s receipt',
  ),
  'GET /api/v4/orders/:order_id/calendar.ics': op(
    'getOrderCalendar',
    'orders',
    'Download a booking as a calendar file',
  ),
  'GET /api/v4/orders/:order_id/manage': op('getManagedBooking', 'orders', 'Get a booking to manage it'),
  'POST /api/v4/orders/:order_id/cancel': op('cancelBooking', 'orders', 'Cancel a booking'),
  'GET /api/v4/openapi.json': op('getOpenApiDocument', 'meta', 'Get this OpenAPI document'),
};
