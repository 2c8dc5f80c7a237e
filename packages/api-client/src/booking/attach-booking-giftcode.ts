import { API_PATHS, type TBookingGiftcodeRequest } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** `POST booking/{id}/giftcode`: checks one code and attaches it to the hold; 422s carry docs/product/spec.md §8's `msg`. */
export function attachBookingGiftcode(api: TApiClient, productId: number, body: TBookingGiftcodeRequest) {
  return api.post(API_PATHS.bookingGiftcode(productId), { body, answer: 'bookingGiftcode' });
}
