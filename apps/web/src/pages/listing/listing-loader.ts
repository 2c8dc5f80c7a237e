import { msg } from '@lingui/core/macro';
import { parseListingQuery, type TLocale, type TProductType, type TViewType } from '@tredjedel/domain';

import { listingPath } from '../../lib/routes.ts';
import type { TRawSearch } from '../../lib/search.ts';
import { buildHead } from '../../lib/seo.ts';
import type { TRouterContext } from '../../router.tsx';
import { loadCity, loadTaxonomy, orNotFound } from '../city-data.ts';
import { listingInfiniteQueryOptions, toListingApiQuery } from './listing-query.ts';
import { mapQueryOptions } from './map-query.ts';

export type TListingLoaderInput = {
  context: TRouterContext;
  locale: TLocale;
  citySlug: string;
  productType: TProductType;
  view: TViewType;
  search: TRawSearch;
};

const HEADINGS = {
  restaurant: (city: string) => msg`Restauranter i ${city}`,
  bar: (city: string) => msg`Barer i ${city}`,
  takeaway: (city: string) => msg`Takeaway i ${city}`,
} as const;

/** Resolves a listing (list or map view) from its address and preloads what the page shows. */
export async function loadListing({
  context,
  locale,
  citySlug,
  productType,
  view,
  search,
}: TListingLoaderInput) {
  const city = await loadCity(context, locale, citySlug, productType);
  const { lookup } = await loadTaxonomy(context, locale, citySlug, productType);
  const filters = parseListingQuery(search, lookup);
  const apiQuery = toListingApiQuery(citySlug, productType, locale, filters, lookup);
  const places: Promise<unknown> =
    view === 'list'
      ? context.queryClient.ensureInfiniteQueryData(listingInfiniteQueryOptions(context.api, apiQuery))
      : context.queryClient.ensureQueryData(mapQueryOptions(context.api, apiQuery));
  // The server waits, so the HTML carries the places. In the browser a filter change shows the
  // page at once with skeleton cards in the grid's place, instead of holding the old results.
  if (typeof document === 'undefined') await orNotFound(places);
  else void places.catch(() => undefined);
  const heading = context.i18n._(HEADINGS[productType](city.name));
  const isFiltered = Object.keys(search).length > 0;
  const path = listingPath(locale, citySlug, productType, view);
  const description =
    view === 'map'
      ? context.i18n._(
          msg`Se på kortet, hvor der er ledige borde i dag i ${city.name}, med en tredjedel rabat.`,
        )
      : context.i18n._(
          msg`${heading}: book bord i dag med en tredjedel rabat på menuen. Se ledige tider, menuer og priser.`,
        );
  return {
    city,
    productType,
    view,
    filters,
    apiQuery,
    heading,
    alternates: {
      da: listingPath('da', citySlug, productType, view),
      en: listingPath('en', citySlug, productType, view),
    },
    head: buildHead({
      origin: context.origin,
      locale,
      title: view === 'map' ? context.i18n._(msg`Kort: ${heading}`) : heading,
      description,
      path,
      alternates: {
        da: listingPath('da', citySlug, productType, view),
        en: listingPath('en', citySlug, productType, view),
      },
      // Filtered variants point their canonical at the plain listing and stay out of the index.
      isNoIndex: isFiltered,
    }),
  };
}

export type TListingLoaderData = Awaited<ReturnType<typeof loadListing>>;
