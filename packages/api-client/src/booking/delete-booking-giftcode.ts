import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** `DELETE booking/{id}/giftcode/{code}?hold_id=…`: takes one code off the hold. */
export function deleteBookingGiftcode(api: TApiClient, productId: number, code: string, holdId: string) {
  return api.delete(API_PATHS.bookingGiftcodeDelete(productId, code), {
    query: { hold_id: holdId },
    answer: 'bookingGiftcodeDelete',
  });
}
