import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';
import { productStockKeys, type TProductStocksArgs } from './get-product-stocks.ts';

export function getProductStockTimes(
  api: TApiClient,
  { productId, ...query }: TProductStocksArgs,
  signal?: AbortSignal,
) {
  return api.get(API_PATHS.productStockTimes(productId), {
    query,
    answer: 'productStockTimes',
    ...(signal ? { signal } : {}),
  });
}

/** `entities.times` for a party size (docs/product/spec.md §7: hold_id, seat); never served from a stale cache. */
export function productStockTimesQueryOptions(api: TApiClient, args: TProductStocksArgs) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: productStockKeys.times(args),
    queryFn: ({ signal }) => getProductStockTimes(api, args, signal),
    staleTime: 0,
  });
}
