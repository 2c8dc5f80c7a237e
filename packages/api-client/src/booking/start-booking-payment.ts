import { API_PATHS, type TBookingPaymentRequestInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/**
 * `POST booking/{id}/payment`: the order, the booking and `payment_link`, where the browser goes
 * next (the payment page, or the confirmation page when gift codes cover the whole total).
 */
export function startBookingPayment(api: TApiClient, productId: number, body: TBookingPaymentRequestInput) {
  return api.post(API_PATHS.bookingPayment(productId), { body, answer: 'bookingPayment' });
}
