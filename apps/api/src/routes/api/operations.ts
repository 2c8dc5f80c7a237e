/**
 * What the OpenAPI document says of each /api/v4 operation besides its schemas (ADR 0245): its
 * `operationId`, a one-line `summary` and its area's tag. One table, so a reader sees the whole API
 * at once and a new route has one place to go; the lint test (test/routes/api/v4/openapi-lint.test.ts)
 * fails for a route missing here, and Redocly's recommended rules run over the result.
 *
 * Conventions:
 * - `operationId` is the name of the @tredjedel/api-client function that makes the call
 *   (`holdTable` for `POST /booking/{id}/hold`); a call the client makes inline
 *   (`api.get('cities', …)`) or not at all gets the name such a function would have: a verb
 *   (`get`, `create`, `update`, `delete`, `attach`, `join`, `subscribe`, `cancel`, `calculate`,
 *   `check`: a POST that reads and counts, as the gift-code balance check)
 *   then the thing, camelCase.
 *   The console adds `request`, `open`, `sign`, `mark`, `publish`, `close`, `reopen`, `invite`, `apply`.
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
  giftcard: 'Buying gift cards and checking what a gift code can still pay.',
  orders: 'Confirmations, calendar files and managing or cancelling a booking.',
  newsletter: 'Signing up for the newsletter.',
  console: 'The restaurants’ console: sign-in by e-mailed link, the day’s bookings, times, menus, profile.',
  partners: 'Places applying to sell their tables through Tredjedel.',
  security: 'The CSRF token every state-changing call sends.',
  meta: 'This document.',
} as const;

type TApiTag = keyof typeof API_TAGS;

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
    'holdTable',
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
    'startBookingPayment',
    'booking',
    'Create the order and its payment',
  ),
  'POST /api/v4/booking/:id/waitlist': op('joinWaitlist', 'booking', 'Join the waitlist of a full evening'),
  'POST /api/v4/giftcard/payment': op(
    'startGiftcardPayment',
    'giftcard',
    'Order gift cards and their payment',
  ),
  'POST /api/v4/giftcard/balance': op(
    'checkGiftcardBalance',
    'giftcard',
    'Check what a gift code can still pay',
  ),
  'POST /api/v4/newsletter': op('subscribeNewsletter', 'newsletter', 'Sign up for the newsletter'),
  'GET /api/v4/orders/:reference': op('getOrder', 'orders', 'Get a booking’s confirmation'),
  'GET /api/v4/orders/:reference/giftcard': op(
    'getGiftcardOrder',
    'orders',
    'Get a gift-card order’s receipt',
  ),
  'GET /api/v4/orders/:reference/calendar.ics': op(
    'getOrderCalendar',
    'orders',
    'Download a booking as a calendar file',
  ),
  'GET /api/v4/orders/:reference/manage': op('getManagedBooking', 'orders', 'Get a booking to manage it'),
  'POST /api/v4/orders/:reference/cancel': op('cancelBooking', 'orders', 'Cancel a booking'),
  'POST /api/v4/console/sign-in': op('requestSignInLink', 'console', 'E-mail a single-use sign-in link'),
  'POST /api/v4/console/session': op('openConsoleSession', 'console', 'Open a session with a sign-in link'),
  'GET /api/v4/console/me': op('getConsoleMe', 'console', 'Get the signed-in user and their places'),
  'POST /api/v4/console/sign-out': op('signOut', 'console', 'Sign out this session'),
  'POST /api/v4/console/sign-out-everywhere': op(
    'signOutEverywhere',
    'console',
    'Sign out every session of the user',
  ),
  'GET /api/v4/console/places/:place_id/today': op(
    'getConsoleToday',
    'console',
    'List a place’s bookings of a day',
  ),
  'POST /api/v4/console/places/:place_id/bookings/:booking_id/mark': op(
    'markBooking',
    'console',
    'Mark a booking arrived or no-show',
  ),
  'POST /api/v4/console/places/:place_id/bookings/:booking_id/cancel': op(
    'cancelBookingForGuest',
    'console',
    'Cancel a booking on the guest’s behalf',
  ),
  'GET /api/v4/console/places/:place_id/profile': op('getConsoleProfile', 'console', 'Get a place’s profile'),
  'POST /api/v4/console/places/:place_id/profile': op('updateProfile', 'console', 'Change a place’s profile'),
  'GET /api/v4/console/places/:place_id/audit': op('getConsoleAudit', 'console', 'List a place’s audit log'),
  'GET /api/v4/console/places/:place_id/members': op('getConsoleMembers', 'console', 'List a place’s users'),
  'GET /api/v4/console/places': op('getConsolePlaces', 'console', 'List every place (operators)'),
  'GET /api/v4/console/applications': op(
    'getConsoleApplications',
    'console',
    'List partner applications (operators)',
  ),
  'POST /api/v4/console/applications/:application_id/invite': op(
    'inviteApplicant',
    'console',
    'Invite an applicant as the owner of a place (operators)',
  ),
  'GET /api/v4/console/new-place': op(
    'getConsoleNewPlaceOptions',
    'console',
    'List the cities, areas, kinds and kitchens of a new place (operators)',
  ),
  'POST /api/v4/console/places': op(
    'createPlace',
    'console',
    'Create a place with its first menu and invite its owner (operators)',
  ),
  'POST /api/v4/partner-applications': op('applyAsPartner', 'partners', 'Apply to sell a place’s tables'),
  'POST /api/v4/console/places/:place_id/members': op(
    'inviteMember',
    'console',
    'Invite a colleague to a place',
  ),
  'GET /api/v4/console/places/:place_id/tables': op(
    'getConsoleTables',
    'console',
    'List a place’s times of a day',
  ),
  'POST /api/v4/console/places/:place_id/slots': op(
    'publishSlot',
    'console',
    'Publish a time or change its covers',
  ),
  'POST /api/v4/console/places/:place_id/slots/:slot_id/close': op(
    'closeSlot',
    'console',
    'Close a time to new holds',
  ),
  'POST /api/v4/console/places/:place_id/slots/:slot_id/reopen': op(
    'reopenSlot',
    'console',
    'Reopen a closed time',
  ),
  'POST /api/v4/console/places/:place_id/days/:date/close': op(
    'closeDay',
    'console',
    'Close a whole evening to new holds',
  ),
  'POST /api/v4/console/places/:place_id/days/:date/reopen': op(
    'reopenDay',
    'console',
    'Reopen a closed evening',
  ),
  'POST /api/v4/console/places/:place_id/menus/:menu_id': op(
    'updateMenu',
    'console',
    'Change a menu’s price or times',
  ),
  'GET /api/v4/openapi.json': op('getOpenApiDocument', 'meta', 'Get this OpenAPI document'),
};
