import { API_PATHS, type TGiftcardBalanceRequestInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/**
 * `POST giftcard/balance`: what a gift code can still pay (status, balance in øre, expiry); an
 * unknown code answers `invalid` in the same shape. Counts against the gift-code limit (429 past it).
 */
export function checkGiftcardBalance(api: TApiClient, body: TGiftcardBalanceRequestInput) {
  return api.post(API_PATHS.giftcardBalance(), { body, answer: 'giftcardBalance' });
}
