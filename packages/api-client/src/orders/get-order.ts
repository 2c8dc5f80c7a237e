import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type TLocale } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** An order link's parts: the order's public reference (never its internal id), its token, the language. */
export type TOrderArgs = { reference: string; token: string; local: TLocale };

export const orderKeys = {
  all: ['orders'] as const,
  order: (args: TOrderArgs) => [...orderKeys.all, args] as const,
};

/** `GET orders/{reference}?token=…`: the confirmation of a booking order (404 for a wrong token). */
export function getOrder(api: TApiClient, { reference, ...query }: TOrderArgs, signal?: AbortSignal) {
  return api.get(API_PATHS.order(reference), {
    query,
    answer: 'order',
    ...(signal ? { signal } : {}),
  });
}

export function orderQueryOptions(api: TApiClient, args: TOrderArgs) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: orderKeys.order(args),
    queryFn: ({ signal }) => getOrder(api, args, signal),
  });
}
