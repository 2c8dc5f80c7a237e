import { API_PATHS, type TWaitlistRequestInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/**
 * `POST booking/{id}/waitlist`: "tell me if a table frees up" for a sold-out or held time of today
 * (docs/decisions/0415-waitlist-for-a-sold-out-time.md). Always `waiting`, whether or not the
 * address waited already (ADR 0415); 409 when the time can be booked now, 422 with field error keys
 * for bad input.
 */
export function joinWaitlist(api: TApiClient, productId: number, body: TWaitlistRequestInput) {
  return api.post(API_PATHS.bookingWaitlist(productId), { body, answer: 'waitlist' });
}
