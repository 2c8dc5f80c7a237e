import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';
import type { TOrderArgs } from './get-order.ts';

/**
 * `POST orders/{reference}/cancel`: cancels the booking before the cut-off and answers its new
 * state; a second call answers the same. After the cut-off: 409 with the reason in `local`.
 */
export function cancelBooking(api: TApiClient, { reference, token, local }: TOrderArgs) {
  return api.post(API_PATHS.orderCancel(reference), {
    body: { token, lang: local },
    answer: 'managedBooking',
  });
}
