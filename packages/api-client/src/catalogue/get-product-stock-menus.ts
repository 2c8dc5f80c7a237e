import { API_PATHS } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';
import type { TProductStocksArgs } from './get-product-stocks.ts';

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
