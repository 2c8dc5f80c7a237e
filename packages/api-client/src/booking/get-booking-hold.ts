import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

export const bookingHoldKeys = {
  all: ['booking', 'hold'] as const,
  hold: (productId: number, holdId: string) => [...bookingHoldKeys.all, { productId, holdId }] as const,
};

/** `GET booking/{id}/hold/{hold_id}`: party, time, menus, guest details and codes, to restore the flow. */
export function getBookingHold(api: TApiClient, productId: number, holdId: string, signal?: AbortSignal) {
  return api.get(API_PATHS.bookingHoldState(productId, holdId), {
    answer: 'bookingHoldState',
    ...(signal ? { signal } : {}),
  });
}

/**
 * `GET booking/{id}/hold`: the visitor's current hold at this place, found by the server from the
 * HttpOnly hold cookie the page cannot read (ADR 0205); a 404 when there is none (the server then
 * clears the cookie).
 */
export function getCurrentBookingHold(api: TApiClient, productId: number, signal?: AbortSignal) {
  return api.get(API_PATHS.bookingHold(productId), {
    answer: 'bookingHoldState',
    ...(signal ? { signal } : {}),
  });
}

/** A hold changes with every step and carries personal details: never served from a cache. */
export function bookingHoldQueryOptions(api: TApiClient, productId: number, holdId: string) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: bookingHoldKeys.hold(productId, holdId),
    queryFn: ({ signal }) => getBookingHold(api, productId, holdId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
