import { notFound } from '@tanstack/react-router';
import { ApiError } from '@tredjedel/api-client';
import {
  areasQueryOptions,
  citiesQueryOptions,
  tagsQueryOptions,
} from '@tredjedel/api-client/web/get-content';
import type { TFilterSlugLookup, TLocale, TProductType } from '@tredjedel/domain';

import type { TRouterContext } from '../router.tsx';

/** A 404 from the API becomes the router's not-found page (a real HTTP 404). */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/** The city of an address, or a 404 when there is none or it does not offer the product type. */
export async function loadCity(
  context: TRouterContext,
  locale: TLocale,
  citySlug: string,
  productType?: TProductType,
) {
  const cities = await context.queryClient.ensureQueryData(citiesQueryOptions(context.api, locale));
  const city = cities.data.find((item) => item.link === citySlug);
  if (!city) throw notFound();
  if (productType && !city.product_types.includes(productType)) throw notFound();
  return city;
}

/** Areas and tags of a listing, and the slug lookup the address query is read with. */
export async function loadTaxonomy(
  context: TRouterContext,
  locale: TLocale,
  citySlug: string,
  productType: TProductType,
) {
  const [areas, tags] = await Promise.all([
    orNotFound(context.queryClient.ensureQueryData(areasQueryOptions(context.api, locale, citySlug))),
    orNotFound(
      context.queryClient.ensureQueryData(tagsQueryOptions(context.api, locale, citySlug, productType)),
    ),
  ]);
  const lookup: TFilterSlugLookup = {
    areas: areas.data.map((area) => ({ id: area.id, slug: area.link })),
    tags: tags.data
      .filter((tag) => !tag.hidden)
      .map((tag) => ({ id: tag.id, slug: tag.slug, parent_id: tag.parent_id })),
  };
  return { areas, tags, lookup };
}
