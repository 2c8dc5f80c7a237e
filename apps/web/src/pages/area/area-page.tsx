import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import { DEFAULT_OFFER_PARTY, type TLocale } from '@tredjedel/domain';
import { EmptyState, ProductGrid, UiLink } from '@tredjedel/ui';

import { PRODUCT_TYPE_PLURAL } from '../../lib/messages.ts';
import { areaPath, listingPath } from '../../lib/routes.ts';
import { mapQueryOptions } from '../listing/map-query.ts';
import { PlaceCard } from '../place-card.tsx';
import type { TAreaLoaderData } from './area-loader.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';

function AreaSection({
  api,
  locale,
  section,
}: {
  api: TApiClient;
  locale: TLocale;
  section: TAreaLoaderData['sections'][number];
}) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(mapQueryOptions(api, section.query));
  // Listings put non-matching places after the matching ones; an area page shows only its own.
  const products = data.data.filter(
    (product) => !(product.reasons ?? []).some((reason) => reason === 'area' || reason === 'tags'),
  );
  const title = i18n._(PRODUCT_TYPE_PLURAL[section.productType]);
  return (
    <section aria-label={title}>
      <h2 className="td-section-title">{title}</h2>
      <ProductGrid label={title}>
        {products.map((product, index) => (
          <li key={product.id}>
            <PlaceCard
              product={product}
              locale={locale}
              index={index}
              party={DEFAULT_OFFER_PARTY}
              meta={product.city_address}
            />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}

export function AreaPage({ api, locale, data }: { api: TApiClient; locale: TLocale; data: TAreaLoaderData }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="area-title">
      <Breadcrumbs
        locale={locale}
        trail={[{ label: data.city.name, href: listingPath(locale, data.city.link, 'restaurant') }]}
      />
      <h1 id="area-title" className="td-page-title">
        {data.heading}
      </h1>
      <p className="td-lead">{t`Steder i området med borde til i dag og en tredjedel rabat på menuen.`}</p>
      {data.kitchens.length > 0 && data.tag === null ? (
        <nav aria-label={t`Køkkener i området`}>
          <ul className="td-chips">
            {data.kitchens.map((kitchen) => (
              <li key={kitchen.slug}>
                <UiLink
                  className="td-check td-check--chip"
                  href={areaPath(data.city.link, data.area, kitchen.slug)}
                >
                  {kitchen.name}
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.sections.every((section) => section.matchCount === 0) ? (
        <EmptyState
          title={t`Ingen steder her endnu`}
          body={t`Se alle steder i byen i stedet.`}
          action={{ href: listingPath(locale, data.city.link, 'restaurant'), label: t`Se alle` }}
        />
      ) : (
        data.sections
          .filter((section) => section.matchCount > 0)
          .map((section) => (
            <AreaSection key={section.productType} api={api} locale={locale} section={section} />
          ))
      )}
    </section>
  );
}
