import { PAYMENT_FAILED_QUERY_PARAM } from '@tredjedel/domain';

// The search parameters of the booking pages, apart from their loaders, which the browser loads
// only when it needs one (ADR 0003).

export type TBookingSearch = { ispafa?: 1 };

/** `ispafa=1`: the payment was declined or abandoned (docs/product/spec.md §2). */
export function validateBookingSearch(search: Record<string, unknown>): TBookingSearch {
  const value = search[PAYMENT_FAILED_QUERY_PARAM];
  return value === 1 || value === '1' ? { ispafa: 1 } : {};
}

export type TConfirmationSearch = { token?: string };

/** The token of the link a confirmation or a booking's own page is opened with. */
export function validateConfirmationSearch(search: Record<string, unknown>): TConfirmationSearch {
  const token = search.token;
  return typeof token === 'string' && token !== '' ? { token } : {};
}
