import { notFound } from '@tanstack/react-router';
import { parsePath } from '@tredjedel/domain';

import type { TRawSearch } from '../lib/search.ts';
import type { TRouterContext } from '../router.tsx';
import { loadArea, type TAreaLoaderData } from './area/area-loader.ts';
import { loadListing, type TListingLoaderData } from './listing/listing-loader.ts';

export type TCityPageData = ({ kind: 'listing' } & TListingLoaderData) | ({ kind: 'area' } & TAreaLoaderData);

/**
 * Two or three segments under a language are a listing (`/{city}/restauranter`), a map view
 * (`/kort/{city}/…`) or an area page (`/{city}/{area}/{tag?}`); the domain's parser decides.
 */
export async function loadCityPage(
  context: TRouterContext,
  pathname: string,
  search: TRawSearch,
): Promise<TCityPageData> {
  const parsed = parsePath(pathname);
  if (!parsed) throw notFound();
  const { locale, route } = parsed;
  if (route.name === 'listing') {
    return {
      kind: 'listing',
      ...(await loadListing({
        context,
        locale,
        citySlug: route.city,
        productType: route.productType,
        view: route.view,
        search,
      })),
    };
  }
  if (route.name === 'area') {
    return {
      kind: 'area',
      ...(await loadArea({
        context,
        locale,
        parentCity: route.parentCity,
        area: route.area,
        tag: route.tag,
      })),
    };
  }
  throw notFound();
}
