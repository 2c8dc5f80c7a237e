import { queryOptions } from '@tanstack/react-query';
import type { TProductListQueryInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: TProductListQueryInput) => [...productKeys.lists(), query] as const,
};

export function getProducts(api: TApiClient, query: TProductListQueryInput, signal?: AbortSignal) {
  return api.get('products', { query, answer: 'products', ...(signal ? { signal } : {}) });
}

/** One page of a listing; the key holds every filter, so each combination is cached apart. */
export function productsQueryOptions(api: TApiClient, query: TProductListQueryInput) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(api, query, signal),
  });
}
