import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type TLocale } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

export type TProductMenusArgs = {
  productId: number;
  local: TLocale;
  /** Only these menus (sent as `id[]`); empty or absent: all of the place's menus. */
  ids?: readonly number[];
};

const productMenuKeys = {
  all: ['products', 'menus'] as const,
  list: (args: TProductMenusArgs) =>
    [...productMenuKeys.all, { ...args, ids: [...(args.ids ?? [])].sort((a, b) => a - b) }] as const,
};

export function getProductMenus(
  api: TApiClient,
  { productId, local, ids = [] }: TProductMenusArgs,
  signal?: AbortSignal,
) {
  return api.get(API_PATHS.productMenus(productId), {
    query: { local, 'id[]': ids },
    answer: 'productMenus',
    ...(signal ? { signal } : {}),
  });
}

/** A place's menus in a language, LUNCH last (docs/product/spec.md §7: id[] and local). */
export function productMenusQueryOptions(api: TApiClient, args: TProductMenusArgs) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: productMenuKeys.list(args),
    queryFn: ({ signal }) => getProductMenus(api, args, signal),
  });
}
