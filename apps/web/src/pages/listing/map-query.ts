import { queryOptions } from '@tanstack/react-query';
import { getProducts, type TApiClient } from '@tredjedel/api-client';
import { MAX_PAGE_SIZE } from '@tredjedel/domain';

import type { TListingBaseQuery } from './listing-query.ts';

/** The map shows every place of the listing at once (the largest page the API gives). */
export function mapQueryOptions(api: TApiClient, query: TListingBaseQuery) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['products', 'map', query],
    queryFn: ({ signal }) => getProducts(api, { ...query, current_page: 1, per_page: MAX_PAGE_SIZE }, signal),
  });
}
