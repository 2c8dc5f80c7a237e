import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import {
  formatInteger,
  getOfferParty,
  pluralCategory,
  type TLocale,
  type TProductListItem,
  type TTagListResponse,
} from '@tredjedel/domain';
import { EmptyState, ProductGrid, ShowMore } from '@tredjedel/ui';
import { useEffect } from 'react';

import { REASON_LABEL } from '../../lib/messages.ts';
import { trackItemList } from '../../tracking/tracking.ts';
import { PlaceCard } from '../place-card.tsx';
import { listingInfiniteQueryOptions, type TListingBaseQuery } from './listing-query.ts';

export type TListingViewProps = {
  api: TApiClient;
  locale: TLocale;
  query: TListingBaseQuery;
  heading: string;
  tags: TTagListResponse | undefined;
  isFiltered: boolean;
  resetHref: string;
};

/** Names of a product's kitchen tags (the first category), at most three. */
function getKitchenNames(
  product: Pick<TProductListItem, 'tags'>,
  tags: TTagListResponse | undefined,
): string[] {
  if (!tags) return [];
  const kitchen = tags.categories[0]?.id;
  const byId = new Map(tags.data.map((tag) => [tag.id, tag]));
  return product.tags
    .flatMap((id) => {
      const tag = byId.get(id);
      return tag && !tag.hidden && tag.parent_id === kitchen ? [tag.name] : [];
    })
    .slice(0, 3);
}

/** The places of a listing, 6 at a time, in the server's order (matches first, then by status). */
export function ListingView({ api, locale, query, heading, tags, isFiltered, resetHref }: TListingViewProps) {
  const { t, i18n } = useLingui();
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    listingInfiniteQueryOptions(api, query),
  );
  const products = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.total_data ?? 0;

  useEffect(() => {
    trackItemList(
      heading,
      products.map((product) => ({ id: product.id, name: product.name, priceSale: product.price_sale })),
    );
    // Once per page of results, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.pages.length, heading]);

  if (total === 0) {
    return (
      <EmptyState
        title={t`Ingen steder her endnu`}
        body={t`Der er ingen steder på listen i dag. Prøv en anden by eller kom tilbage i morgen.`}
      />
    );
  }
  // Places that match come first (docs/product/readings.md "Listings"); the server counts them over
  // the whole listing, not only the pages loaded so far.
  const matching =
    data.pages[0]?.total_matching ??
    products.filter((product) => (product.reasons ?? []).length === 0).length;
  const shown = formatInteger(products.length, locale);
  const all = formatInteger(total, locale);
  const matchingCategory = pluralCategory(matching, locale);
  const matchingCount = formatInteger(matching, locale);
  const party = getOfferParty(Number(query.person ?? 0));
  return (
    <>
      {isFiltered && matching === 0 ? (
        <EmptyState
          title={t`Ingen steder passer til dine filtre`}
          body={t`Her er de andre steder i byen. Du kan også nulstille filtrene.`}
          action={{ href: resetHref, label: t`Nulstil filtre` }}
        />
      ) : null}
      {isFiltered && matching > 0 ? (
        <p className="td-listing__matches" role="status">
          {t`${select(matchingCategory, {
            one: `${matchingCount} af ${all} steder passer til dine filtre og har ledige borde. Det står først.`,
            other: `${matchingCount} af ${all} steder passer til dine filtre og har ledige borde. De står først.`,
          })}`}
        </p>
      ) : null}
      <ProductGrid label={heading}>
        {products.map((product, index) => {
          const reasons = (product.reasons ?? []).filter((reason) => reason !== 'status');
          return (
            <li key={product.id}>
              <PlaceCard
                product={product}
                locale={locale}
                index={index}
                party={party}
                tags={getKitchenNames(product, tags)}
                {...(isFiltered && reasons.length > 0
                  ? {
                      mismatchNote: t`Passer ikke: ${reasons.map((reason) => i18n._(REASON_LABEL[reason])).join(', ')}`,
                    }
                  : {})}
              />
            </li>
          );
        })}
      </ProductGrid>
      <ShowMore
        progressLabel={t`Viser ${shown} af ${all} steder`}
        buttonLabel={t`Vis flere`}
        loadingLabel={t`Henter…`}
        isLoading={isFetchingNextPage}
        hasMore={hasNextPage}
        onShowMore={() => void fetchNextPage()}
      />
    </>
  );
}
