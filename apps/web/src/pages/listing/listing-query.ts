import { infiniteQueryOptions } from '@tanstack/react-query';
import { getProducts, type TApiClient } from '@tredjedel/api-client';
import {
  DEFAULT_PAGE_SIZE,
  serializeListingQuery,
  type TFilterSlugLookup,
  type TFilters,
  type TLocale,
  type TProductListQueryInput,
  type TProductType,
} from '@tredjedel/domain';

export type TListingBaseQuery = Omit<TProductListQueryInput, 'current_page' | 'per_page'>;

/** The API query of a listing: city, type and language plus the filters as the address names them. */
export function toListingApiQuery(
  city: string,
  productType: TProductType,
  locale: TLocale,
  filters: TFilters,
  lookup: TFilterSlugLookup,
): TListingBaseQuery {
  const params = new URLSearchParams(serializeListingQuery(filters, lookup));
  const query: TListingBaseQuery = { city, product_type: productType, local: locale };
  const areas = params.getAll('areas');
  const tags = params.getAll('tags');
  if (areas.length > 0) query.areas = areas;
  if (tags.length > 0) query.tags = tags;
  const timeStart = params.get('time-start');
  const timeEnd = params.get('time-end');
  if (timeStart) query['time-start'] = timeStart;
  if (timeEnd) query['time-end'] = timeEnd;
  if (filters.person !== 0) query.person = filters.person;
  if (filters.sort !== 0) query.sort = filters.sort;
  return query;
}

/** A listing as pages of 6 (docs/product/spec.md §9), appended by "show more" (docs/product/spec.md §4, paged lists). */
export function listingInfiniteQueryOptions(api: TApiClient, query: TListingBaseQuery) {
  // The client is a service (same data whichever instance asks), not a variable of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: ['products', 'pages', query],
    queryFn: ({ pageParam, signal }) =>
      getProducts(api, { ...query, current_page: pageParam, per_page: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.next_page ?? undefined,
  });
}
