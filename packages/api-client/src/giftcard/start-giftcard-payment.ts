import { API_PATHS, type TGiftcardPaymentRequestInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** `POST giftcard/payment`: a gift-card order (amount in øre per card) and the `payment_url` to pay it. */
export function startGiftcardPayment(api: TApiClient, body: TGiftcardPaymentRequestInput) {
  return api.post(API_PATHS.giftcardPayment(), { body, answer: 'giftcardPayment' });
}
