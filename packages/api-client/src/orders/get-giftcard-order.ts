import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';
import { orderKeys, type TOrderArgs } from './get-order.ts';

/**
 * `GET orders/{reference}/giftcard?token=…`: the buyer's confirmation of a gift-card order (what was
 * bought, the total, where the codes went); 404 for a wrong token.
 */
export function getGiftcardOrder(api: TApiClient, { reference, ...query }: TOrderArgs, signal?: AbortSignal) {
  return api.get(API_PATHS.giftcardOrder(reference), {
    query,
    answer: 'giftcardOrder',
    ...(signal ? { signal } : {}),
  });
}

export function giftcardOrderQueryOptions(api: TApiClient, args: TOrderArgs) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...orderKeys.order(args), 'giftcard'] as const,
    queryFn: ({ signal }) => getGiftcardOrder(api, args, signal),
  });
}
