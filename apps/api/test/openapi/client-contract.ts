// The api-client's calls checked against the types openapi-typescript generates from the OpenAPI
// document (./openapi-types.ts, rewritten by test/routes/api/v4/openapi-types.test.ts), so the
// document and the client cannot drift (ADR 0245). A drift is a compile error naming the call;
// that test compiles this file, and so does `npm run typecheck`.
//
// Directions: what the client sends must be something the document accepts; what the document
// says the server answers must be something the client's answer type accepts. A query travels as
// text, so only its names are compared: the client sends none the document lacks, and every one
// the document requires.

import type { TAnswer, TApiClient } from '@tredjedel/api-client';
import type { attachBookingGiftcode } from '@tredjedel/api-client/booking/attach-booking-giftcode';
import type { calculateBooking } from '@tredjedel/api-client/booking/calculate-booking';
import type { holdTable } from '@tredjedel/api-client/booking/hold-table';
import type { startBookingPayment } from '@tredjedel/api-client/booking/start-booking-payment';
import type { deleteBookingGiftcode } from '@tredjedel/api-client/booking/delete-booking-giftcode';
import type { getBookingHold, getCurrentBookingHold } from '@tredjedel/api-client/booking/get-booking-hold';
import type { updateBookingGuest } from '@tredjedel/api-client/booking/update-booking-guest';
import type { getProductMenus } from '@tredjedel/api-client/catalogue/get-product-menus';
import type {
  getProductStockMenus,
  TProductStockMenusArgs,
} from '@tredjedel/api-client/catalogue/get-product-stock-menus';
import type { getProductStockTimes } from '@tredjedel/api-client/catalogue/get-product-stock-times';
import type {
  getProductStocks,
  TProductStocksArgs,
} from '@tredjedel/api-client/catalogue/get-product-stocks';
import type { startGiftcardPayment } from '@tredjedel/api-client/giftcard/start-giftcard-payment';
import type { checkGiftcardBalance } from '@tredjedel/api-client/giftcard/check-giftcard-balance';
import type { subscribeNewsletter } from '@tredjedel/api-client/newsletter/subscribe-newsletter';
import type { cancelBooking } from '@tredjedel/api-client/orders/cancel-booking';
import type { getGiftcardOrder } from '@tredjedel/api-client/orders/get-giftcard-order';
import type { getManagedBooking } from '@tredjedel/api-client/orders/get-managed-booking';
import type { getOrder, TOrderArgs } from '@tredjedel/api-client/orders/get-order';
import type { inviteApplicant, inviteMember } from '@tredjedel/api-client/console/console-calls';
import type { applyAsPartner } from '@tredjedel/api-client/partners/apply-as-partner';
import type { getProducts } from '@tredjedel/api-client/products/get-products';
import type { joinWaitlist } from '@tredjedel/api-client/waitlist/join-waitlist';

import type { operations } from './openapi-types.ts';

type TOperationId = keyof operations;
type TJson<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type TBody<K extends TOperationId> = TJson<NonNullable<operations[K]['requestBody']>>;
type TOk<K extends TOperationId> = TJson<operations[K]['responses'][200]>;
type TQuery<K extends TOperationId> = NonNullable<operations[K]['parameters']['query']>;
type TCallAnswer<F> = F extends (api: TApiClient, ...args: never[]) => Promise<infer A> ? A : never;
type TWithout<T, K extends keyof T> = Omit<T, K>;
type TRequiredKeys<T> = { [P in keyof T]-?: object extends Pick<T, P> ? never : P }[keyof T];

/**
 * Per operationId, what the client's call sends and reads: `answer` always, `body` and `query`
 * where it sends them. Named as the client's function (operations.ts); the content calls made
 * inline (`api.get('cities', …)`) by their answer's name.
 */
type TClientCalls = {
  getProducts: { answer: TCallAnswer<typeof getProducts>; query: Parameters<typeof getProducts>[1] };
  getProduct: { answer: TAnswer<'productDetail'> };
  getProductStocks: {
    answer: TCallAnswer<typeof getProductStocks>;
    query: TWithout<TProductStocksArgs, 'productId'>;
  };
  getProductStockTimes: {
    answer: TCallAnswer<typeof getProductStockTimes>;
    query: TWithout<TProductStocksArgs, 'productId'>;
  };
  getProductStockMenus: {
    answer: TCallAnswer<typeof getProductStockMenus>;
    query: TWithout<TProductStockMenusArgs, 'productId'>;
  };
  getProductMenus: { answer: TCallAnswer<typeof getProductMenus> };
  getTags: { answer: TAnswer<'tags'> };
  getCities: { answer: TAnswer<'cities'> };
  getAreas: { answer: TAnswer<'areas'> };
  getBlogs: { answer: TAnswer<'blogs'> };
  getBlog: { answer: TAnswer<'blog'> };
  getPageBoxes: { answer: TAnswer<'pageBoxes'> };
  getPartners: { answer: TAnswer<'partners'> };
  getGuide: { answer: TAnswer<'guide'> };
  getNavigation: { answer: TAnswer<'navigation'> };
  getCsrfToken: { answer: TAnswer<'csrfToken'> };
  holdTable: {
    answer: TCallAnswer<typeof holdTable>;
    body: Parameters<typeof holdTable>[2];
  };
  getCurrentBookingHold: { answer: TCallAnswer<typeof getCurrentBookingHold> };
  calculateBooking: {
    answer: TCallAnswer<typeof calculateBooking>;
    body: Parameters<typeof calculateBooking>[2];
  };
  updateBookingGuest: {
    answer: TCallAnswer<typeof updateBookingGuest>;
    body: Parameters<typeof updateBookingGuest>[2];
  };
  attachBookingGiftcode: {
    answer: TCallAnswer<typeof attachBookingGiftcode>;
    body: Parameters<typeof attachBookingGiftcode>[2];
  };
  deleteBookingGiftcode: { answer: TCallAnswer<typeof deleteBookingGiftcode>; query: { hold_id: string } };
  getBookingHold: { answer: TCallAnswer<typeof getBookingHold> };
  startBookingPayment: {
    answer: TCallAnswer<typeof startBookingPayment>;
    body: Parameters<typeof startBookingPayment>[2];
  };
  joinWaitlist: { answer: TCallAnswer<typeof joinWaitlist>; body: Parameters<typeof joinWaitlist>[2] };
  startGiftcardPayment: {
    answer: TCallAnswer<typeof startGiftcardPayment>;
    body: Parameters<typeof startGiftcardPayment>[1];
  };
  checkGiftcardBalance: {
    answer: TCallAnswer<typeof checkGiftcardBalance>;
    body: Parameters<typeof checkGiftcardBalance>[1];
  };
  subscribeNewsletter: {
    answer: TCallAnswer<typeof subscribeNewsletter>;
    body: Parameters<typeof subscribeNewsletter>[1];
  };
  getOrder: { answer: TCallAnswer<typeof getOrder>; query: TWithout<TOrderArgs, 'reference'> };
  getGiftcardOrder: {
    answer: TCallAnswer<typeof getGiftcardOrder>;
    query: TWithout<TOrderArgs, 'reference'>;
  };
  getManagedBooking: {
    answer: TCallAnswer<typeof getManagedBooking>;
    query: TWithout<TOrderArgs, 'reference'>;
  };
  cancelBooking: {
    answer: TCallAnswer<typeof cancelBooking>;
    body: { token: TOrderArgs['token']; lang: TOrderArgs['local'] };
  };
  applyAsPartner: { answer: TCallAnswer<typeof applyAsPartner>; body: Parameters<typeof applyAsPartner>[1] };
  inviteMember: { answer: TCallAnswer<typeof inviteMember>; body: Parameters<typeof inviteMember>[2] };
  inviteApplicant: { answer: TCallAnswer<typeof inviteApplicant>; body: { place_id: number } };
  getConsoleMembers: { answer: TAnswer<'consoleMembers'> };
  getConsolePlaces: { answer: TAnswer<'consoleAllPlaces'> };
  getConsoleApplications: { answer: TAnswer<'consoleApplications'> };
  closeDay: { answer: TAnswer<'consoleClose'> };
  closeSlot: { answer: TAnswer<'consoleClose'> };
};

/** How a call disagrees with the document, as sentences; `never` when it agrees. */
type TDriftOf<K extends keyof TClientCalls & TOperationId> =
  | ([TOk<K>] extends [TClientCalls[K]['answer']]
      ? never
      : `${K}: the document's 200 answer is not what the client reads`)
  | (TClientCalls[K] extends { body: infer B }
      ? [B] extends [TBody<K>]
        ? never
        : `${K}: the client sends a body the document does not accept`
      : never)
  | (TClientCalls[K] extends { query: infer Q }
      ? [Exclude<keyof Q, keyof TQuery<K>> | Exclude<TRequiredKeys<TQuery<K>>, TRequiredKeys<Q>>] extends [
          never,
        ]
        ? never
        : `${K}: the client's query parameters are not the document's`
      : never);

/** Every call named here is an operation of the document. */
type TUnknownOperation = Exclude<keyof TClientCalls, TOperationId>;

/** A drift is a compile error on the call's line, saying how it disagrees. */
type TAgreement = {
  [K in keyof TClientCalls & TOperationId]: [TDriftOf<K>] extends [never] ? true : TDriftOf<K>;
};

export const clientAgreesWithDocument: TAgreement = {
  getProducts: true,
  getProduct: true,
  getProductStocks: true,
  getProductStockTimes: true,
  getProductStockMenus: true,
  getProductMenus: true,
  getTags: true,
  getCities: true,
  getAreas: true,
  getBlogs: true,
  getBlog: true,
  getPageBoxes: true,
  getPartners: true,
  getGuide: true,
  getNavigation: true,
  getCsrfToken: true,
  holdTable: true,
  getCurrentBookingHold: true,
  calculateBooking: true,
  updateBookingGuest: true,
  attachBookingGiftcode: true,
  deleteBookingGiftcode: true,
  getBookingHold: true,
  startBookingPayment: true,
  joinWaitlist: true,
  startGiftcardPayment: true,
  checkGiftcardBalance: true,
  subscribeNewsletter: true,
  getOrder: true,
  getGiftcardOrder: true,
  getManagedBooking: true,
  cancelBooking: true,
  applyAsPartner: true,
  inviteMember: true,
  inviteApplicant: true,
  getConsoleMembers: true,
  getConsolePlaces: true,
  getConsoleApplications: true,
  closeDay: true,
  closeSlot: true,
};

export const everyCallIsAnOperation: [TUnknownOperation] extends [never] ? true : TUnknownOperation = true;
