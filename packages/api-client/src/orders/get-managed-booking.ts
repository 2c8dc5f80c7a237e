import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';
import type { TOrderArgs } from './get-order.ts';

export const managedBookingKeys = {
  all: ['managed-booking'] as const,
  booking: (args: TOrderArgs) => [...managedBookingKeys.all, args] as const,
};

/**
 * `GET orders/{reference}/manage?token=…`: the booking and whether it can still be cancelled
 * (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md); 404 for a wrong token.
 */
export function getManagedBooking(
  api: TApiClient,
  { reference, ...query }: TOrderArgs,
  signal?: AbortSignal,
) {
  return api.get(API_PATHS.orderManage(reference), {
    query,
    answer: 'managedBooking',
    ...(signal ? { signal } : {}),
  });
}

export function managedBookingQueryOptions(api: TApiClient, args: TOrderArgs) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: managedBookingKeys.booking(args),
    queryFn: ({ signal }) => getManagedBooking(api, args, signal),
  });
}
