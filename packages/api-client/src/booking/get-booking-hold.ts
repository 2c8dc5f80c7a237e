import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

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
