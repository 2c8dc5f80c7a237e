import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import type { TLocale } from '@tredjedel/domain';
import { EmptyState, ProductCard, ProductGrid, UiLink } from '@tredjedel/ui';

import { formatPrice } from '../../lib/format.ts';
import { PRODUCT_STATUS_LABEL, PRODUCT_TYPE_PLURAL } from '../../lib/messages.ts';
import { areaPath, homePath, listingPath, productPath } from '../../lib/routes.ts';
import { mapQueryOptions } from '../listing/map-query.ts';
import type { TAreaLoaderData } from './area-loader.ts';

function AreaSection({
  api,
  locale,
  section,
}: {
  api: TApiClient;
  locale: TLocale;
  section: TAreaLoaderData['sections'][number];
}) {
  const { t, i18n } = useLingui();
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
            <ProductCard
              href={productPath(locale, product.product_type, product.slug)}
              name={product.name}
              imageSrc={product.primary_image}
              imageAlt=""
              meta={product.city_address}
              pricePrefix={t`Fra`}
              priceSale={formatPrice(product.price_sale, locale)}
              priceRegular={formatPrice(product.price_regular, locale)}
              priceRegularLabel={t`Normalpris`}
              status={product.status}
              statusLabel={i18n._(PRODUCT_STATUS_LABEL[product.status])}
              isPriority={index < 3}
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
      <nav className="td-breadcrumbs" aria-label={t`Brødkrummer`}>
        <ol>
          <li>
            <UiLink href={homePath(locale)}>{t`Forside`}</UiLink>
          </li>
          <li>
            <UiLink href={listingPath(locale, data.city.link, 'restaurant')}>{data.city.name}</UiLink>
          </li>
        </ol>
      </nav>
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
