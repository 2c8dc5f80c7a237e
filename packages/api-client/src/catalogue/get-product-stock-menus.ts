import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';
import { productStockKeys, type TProductStocksArgs } from './get-product-stocks.ts';

export type TProductStockMenusArgs = TProductStocksArgs & {
  /** Arrival time, HH:MM:SS. */
  time: string;
  time_end?: string;
};

export function getProductStockMenus(
  api: TApiClient,
  { productId, ...query }: TProductStockMenusArgs,
  signal?: AbortSignal,
) {
  return api.get(API_PATHS.productStockMenus(productId), {
    query,
    answer: 'productStockMenus',
    ...(signal ? { signal } : {}),
  });
}

/** The menus that can be chosen at a time, each with its status for the party (docs/product/spec.md §7). */
export function productStockMenusQueryOptions(api: TApiClient, args: TProductStockMenusArgs) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: productStockKeys.menus(args),
    queryFn: ({ signal }) => getProductStockMenus(api, args, signal),
    staleTime: 0,
  });
}
