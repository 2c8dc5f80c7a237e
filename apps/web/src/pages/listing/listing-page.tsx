import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import type { TApiClient } from '@tredjedel/api-client';
import { areasQueryOptions, tagsQueryOptions } from '@tredjedel/api-client/web/get-content';
import {
  DEFAULT_FILTERS,
  DEFAULT_PAGE_SIZE,
  PERSON_OPTIONS,
  SORT_IDS,
  getUpcomingTimeOptions,
  parseListingQuery,
  serializeListingQuery,
  type TFilters,
  type TFilterSlugLookup,
  type TLocale,
  type TSortId,
} from '@tredjedel/domain';
import {
  FilterPanel,
  ProductGridSkeleton,
  SortSelect,
  ViewSwitch,
  type TFilterPanelValue,
} from '@tredjedel/ui';
import { lazy, Suspense, useMemo, useState } from 'react';

import { formatTime } from '../../lib/format.ts';
import { SORT_LABEL, activeFiltersLabel, partySizeLabel } from '../../lib/messages.ts';
import { listingPath } from '../../lib/routes.ts';
import { toRawSearch } from '../../lib/search.ts';
import { useIsClient } from '../../lib/use-is-client.ts';
import type { TListingLoaderData } from './listing-loader.ts';
import { MapPlaceList } from '../map/map-place-list.tsx';
import { ListingView } from './listing-view.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';

// Map code (maplibre-gl) is its own chunk, fetched only on map views.
const MapView = lazy(() => import('../map/map-view.tsx'));

type TListingPageProps = { api: TApiClient; locale: TLocale; data: TListingLoaderData };

const countActive = (filters: TFilters) =>
  filters.areas.length +
  filters.tags.length +
  (filters.person !== DEFAULT_FILTERS.person ? 1 : 0) +
  (filters.times.start !== DEFAULT_FILTERS.times.start || filters.times.end !== DEFAULT_FILTERS.times.end
    ? 1
    : 0);

export function ListingPage({ api, locale, data }: TListingPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const { page } = useRouteContext({ from: '__root__' });
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const isClient = useIsClient();
  const citySlug = data.city.link;
  const { data: areas } = useQuery(areasQueryOptions(api, locale, citySlug));
  const { data: tags } = useQuery(tagsQueryOptions(api, locale, citySlug, data.productType));
  const lookup: TFilterSlugLookup = useMemo(
    () => ({
      areas: (areas?.data ?? []).map((area) => ({ id: area.id, slug: area.link })),
      tags: (tags?.data ?? [])
        .filter((tag) => !tag.hidden)
        .map((tag) => ({ id: tag.id, slug: tag.slug, parent_id: tag.parent_id })),
    }),
    [areas, tags],
  );
  const { filters } = data;
  const pathname = listingPath(locale, citySlug, data.productType, data.view);
  // A change starts from the address the visitor last asked for: the loader's data for it comes
  // only once the router has loaded it (React renders a navigation as a transition), and a second
  // change made before that would bring back what the first one removed.
  const latestFilters = (): TFilters =>
    router.latestLocation.pathname === pathname
      ? parseListingQuery(router.latestLocation.search, lookup)
      : filters;
  const applyFilters = (next: TFilters) => {
    setIsPanelOpen(false);
    void navigate({
      to: pathname,
      search: toRawSearch(new URLSearchParams(serializeListingQuery(next, lookup))) as never,
    });
  };
  const query = new URLSearchParams(serializeListingQuery(filters, lookup)).toString();
  const suffix = query ? `?${query}` : '';
  const resetHref = `${pathname}${filters.sort === 0 ? '' : `?sort=${filters.sort}`}`;
  const active = countActive(filters);

  const panelValue: TFilterPanelValue = useMemo(
    () => ({
      areas: filters.areas,
      tags: filters.tags,
      person: filters.person,
      timeStart: filters.times.start,
      timeEnd: filters.times.end,
    }),
    [filters],
  );
  // Times still ahead at the render (the same on both sides); a passed time the address names stays.
  const timeOptions = getUpcomingTimeOptions(new Date(page.serverTime), [
    filters.times.start,
    filters.times.end,
  ]).map((time) => ({ value: time, label: formatTime(time, locale) }));
  const tagGroups = (tags?.categories ?? [])
    .map((category) => ({
      id: String(category.id),
      label: category.name,
      options: (tags?.data ?? [])
        .filter((tag) => tag.parent_id === category.id && !tag.hidden && (tag.count ?? 0) > 0)
        .map((tag) => ({
          value: tag.id,
          label: tag.name,
          ...(tag.count === undefined ? {} : { count: tag.count }),
        })),
    }))
    .filter((group) => group.options.length > 0);

  return (
    <section aria-labelledby="listing-title">
      <Breadcrumbs locale={locale} trail={[{ label: data.city.name }]} />
      <h1 id="listing-title" className="td-page-title">
        {data.heading}
      </h1>
      <p className="td-lead">{t`Borde til i dag med en tredjedel rabat på menuen. Vælg et sted, et tidspunkt og book på få minutter.`}</p>
      <div className="td-listing">
        <FilterPanel
          value={panelValue}
          areas={(areas?.data ?? []).map((area) => ({ value: area.id, label: area.proper_name }))}
          tagGroups={tagGroups}
          persons={PERSON_OPTIONS.map((person) => ({
            value: person,
            label: i18n._(partySizeLabel(person, locale)),
          }))}
          times={[{ value: DEFAULT_FILTERS.times.start, label: t`Nu` }, ...timeOptions]}
          timesTo={[
            ...timeOptions.filter((option) => option.value !== DEFAULT_FILTERS.times.end),
            { value: DEFAULT_FILTERS.times.end, label: t`Sidste ankomst` },
          ]}
          labels={{
            title: t`Filtre`,
            areas: t`Område`,
            person: t`Antal personer`,
            personAny: t`Alle`,
            time: t`Tidspunkt`,
            timeFrom: t`Fra`,
            timeTo: t`Til`,
            save: t`Vis resultater`,
            reset: t`Nulstil`,
            ...(active > 0 ? { activeCount: i18n._(activeFiltersLabel(active, locale)) } : {}),
          }}
          isOpen={isPanelOpen}
          onToggle={() => setIsPanelOpen((open) => !open)}
          onSave={(value) =>
            applyFilters({
              ...latestFilters(),
              areas: [...value.areas],
              tags: [...value.tags],
              person: value.person,
              times: { start: value.timeStart, end: value.timeEnd },
            })
          }
          onReset={() => applyFilters({ ...DEFAULT_FILTERS, sort: latestFilters().sort })}
        />
        <div>
          <div className="td-toolbar">
            <ViewSwitch
              label={t`Visning`}
              active={data.view}
              listHref={`${listingPath(locale, citySlug, data.productType, 'list')}${suffix}`}
              mapHref={`${listingPath(locale, citySlug, data.productType, 'map')}${suffix}`}
              listLabel={t`Liste`}
              mapLabel={t`Kort`}
            />
            {data.view === 'list' ? (
              <SortSelect
                label={t`Sortér efter`}
                value={filters.sort}
                options={SORT_IDS.map((id) => ({ value: id, label: i18n._(SORT_LABEL[id]) }))}
                onChange={(sort) => applyFilters({ ...latestFilters(), sort: sort as TSortId })}
              />
            ) : null}
          </div>
          {data.view === 'list' ? (
            <Suspense fallback={<ListingPending />}>
              <ListingView
                api={api}
                locale={locale}
                query={data.apiQuery}
                heading={data.heading}
                tags={tags}
                isFiltered={active > 0}
                resetHref={resetHref}
              />
            </Suspense>
          ) : isClient ? (
            <Suspense fallback={<div className="td-map" aria-busy="true" />}>
              <MapView
                api={api}
                locale={locale}
                query={data.apiQuery}
                city={data.city}
                areas={areas?.data ?? []}
                label={data.heading}
                onNavigate={(href) => void router.navigate({ href })}
              />
            </Suspense>
          ) : (
            <div className="td-map" aria-busy="true" />
          )}
          {data.view === 'map' ? (
            <Suspense fallback={null}>
              <MapPlaceList api={api} locale={locale} query={data.apiQuery} label={t`Stederne på kortet`} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function ListingPending() {
  const { t } = useLingui();
  return <ProductGridSkeleton count={DEFAULT_PAGE_SIZE} label={t`Henter steder`} />;
}
