import { API_PATHS, type TBookingGuestRequestInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** `POST booking/{id}/guest`: the order update of docs/product/spec.md §7 (guest details, gift codes, co-op card). */
export function updateBookingGuest(api: TApiClient, productId: number, body: TBookingGuestRequestInput) {
  return api.post(API_PATHS.bookingGuest(productId), { body, answer: 'bookingGuest' });
}
