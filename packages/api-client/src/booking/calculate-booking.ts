import { API_PATHS, type TBookingCalculateRequest } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** `POST booking/{id}/calculate`: line items and total for a party, its menus and gift codes, without holding. */
export function calculateBooking(api: TApiClient, productId: number, body: TBookingCalculateRequest) {
  return api.post(API_PATHS.bookingCalculate(productId), { body, answer: 'bookingCalculate' });
}
