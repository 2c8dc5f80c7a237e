import { notFound } from '@tanstack/react-router';
import { ApiError, productsQueryOptions } from '@tredjedel/api-client';
import { DEFAULT_PAGE_SIZE, type TLocale, type TProductListQueryInput } from '@tredjedel/domain';

import { productTypeOfListingSlug } from '../lib/routes.ts';
import type { TRouterContext } from '../router.tsx';

export type TListingParams = { city: string; listing: string };

/** Resolves the listing's query from the address and preloads its first page into Query. */
export async function loadListing(context: TRouterContext, params: TListingParams, locale: TLocale) {
  const productType = productTypeOfListingSlug(locale, params.listing);
  if (!productType) throw notFound();
  const query: TProductListQueryInput = {
    city: params.city,
    product_type: productType,
    local: locale,
    current_page: 1,
    per_page: DEFAULT_PAGE_SIZE,
  };
  try {
    const firstPage = await context.queryClient.ensureQueryData(productsQueryOptions(context.api, query));
    return { query, productType, cityName: firstPage.data[0]?.city_name ?? params.city };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
