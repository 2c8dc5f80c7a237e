import { msg } from '@lingui/core/macro';
import { notFound } from '@tanstack/react-router';
import { DEFAULT_FILTERS, type TLocale, type TProductType } from '@tredjedel/domain';

import { areaPath } from '../../lib/routes.ts';
import { buildHead } from '../../lib/seo.ts';
import type { TRouterContext } from '../../router.tsx';
import { loadCity, loadTaxonomy, orNotFound } from '../city-data.ts';
import { toListingApiQuery } from '../listing/listing-query.ts';
import { mapQueryOptions } from '../listing/map-query.ts';

type TAreaInput = {
  context: TRouterContext;
  locale: TLocale;
  parentCity: string;
  area: string;
  tag?: string | undefined;
};

/** An area page: the places of one district (and kitchen), for every product type the city has. */
export async function loadArea({ context, locale, parentCity, area, tag }: TAreaInput) {
  const city = await loadCity(context, locale, parentCity);
  const sections = await Promise.all(
    city.product_types.map(async (productType: TProductType) => {
      const { areas, tags, lookup } = await loadTaxonomy(context, locale, parentCity, productType);
      const areaRow = areas.data.find((item) => item.link === area);
      const tagRow =
        tag === undefined ? undefined : tags.data.find((item) => item.slug === tag && !item.hidden);
      if (!areaRow || (tag !== undefined && !tagRow)) throw notFound();
      const filters = { ...DEFAULT_FILTERS, areas: [areaRow.id], tags: tagRow ? [tagRow.id] : [] };
      const query = toListingApiQuery(parentCity, productType, locale, filters, lookup);
      const listing = await orNotFound(
        context.queryClient.ensureQueryData(mapQueryOptions(context.api, query)),
      );
      // Listings put non-matching places after the matching ones; an area page shows only its own.
      const matching = listing.data.filter(
        (product) => !(product.reasons ?? []).some((reason) => reason === 'area' || reason === 'tags'),
      );
      const kitchen = tags.categories[0]?.id;
      const kitchens = tags.data.filter(
        (item) =>
          item.parent_id === kitchen &&
          !item.hidden &&
          matching.some((product) => product.tags.includes(item.id)),
      );
      return {
        productType,
        query,
        matchCount: matching.length,
        kitchens: kitchens.map((item) => ({ slug: item.slug, name: item.name })),
        areaName: areaRow.proper_name,
        tagName: tagRow?.name ?? null,
      };
    }),
  );
  const first = sections[0];
  if (!first) throw notFound();
  const heading = first.tagName
    ? context.i18n._(msg`${first.tagName} i ${first.areaName}, ${city.name}`)
    : context.i18n._(msg`Spis ude i ${first.areaName}, ${city.name}`);
  const path = areaPath(parentCity, area, tag);
  const kitchens = [
    ...new Map(sections.flatMap((section) => section.kitchens).map((item) => [item.slug, item])).values(),
  ];
  return {
    city,
    area,
    tag: tag ?? null,
    kitchens,
    sections,
    heading,
    alternates: { da: path },
    head: buildHead({
      origin: context.origin,
      locale,
      title: heading,
      description: context.i18n._(
        msg`Restauranter, barer og takeaway i ${first.areaName} med ledige borde i dag og en tredjedel rabat.`,
      ),
      path,
      alternates: { da: path },
    }),
  };
}

export type TAreaLoaderData = Awaited<ReturnType<typeof loadArea>>;
