import { API_PATHS, type TBookingHoldRequestInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/**
 * `POST booking/{id}/hold`: holds the party's covers for 15 minutes, or moves the hold `hold_id`
 * names. A 409 with `msg: "no available tables"` (and `status: "on-hold"` when other visitors'
 * holds are in the way) rejects as an ApiError.
 */
export function holdTable(api: TApiClient, productId: number, body: TBookingHoldRequestInput) {
  return api.post(API_PATHS.bookingHold(productId), { body, answer: 'bookingHold' });
}
