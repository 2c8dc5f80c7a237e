import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type TLocale } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

export type TProductStocksArgs = {
  productId: number;
  local: TLocale;
  /** Party size; absent or 0: any party. */
  seat?: number;
  /** The visitor's own hold, whose covers must not count against them. */
  hold_id?: string;
};

export const productStockKeys = {
  all: ['products', 'stocks'] as const,
  product: (productId: number) => [...productStockKeys.all, { productId }] as const,
  stocks: (args: TProductStocksArgs) => [...productStockKeys.product(args.productId), 'all', args] as const,
  times: (args: TProductStocksArgs) => [...productStockKeys.product(args.productId), 'times', args] as const,
  menus: (args: TProductStocksArgs & { time: string; time_end?: string }) =>
    [...productStockKeys.product(args.productId), 'menus', args] as const,
};

export function getProductStocks(
  api: TApiClient,
  { productId, ...query }: TProductStocksArgs,
  signal?: AbortSignal,
) {
  return api.get(API_PATHS.productStocks(productId), {
    query,
    answer: 'productStocks',
    ...(signal ? { signal } : {}),
  });
}

/** Today's times and seats of a place. Availability changes by the minute: always refetched on use. */
export function productStocksQueryOptions(api: TApiClient, args: TProductStocksArgs) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: productStockKeys.stocks(args),
    queryFn: ({ signal }) => getProductStocks(api, args, signal),
    staleTime: 0,
  });
}
