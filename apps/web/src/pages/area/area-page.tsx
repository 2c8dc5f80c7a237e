import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import type { TLocale } from '@tredjedel/domain';
import { EmptyState, ProductCard, ProductGrid } from '@tredjedel/ui';

import { formatPrice } from '../../lib/format.ts';
import { PRODUCT_STATUS_LABEL, PRODUCT_TYPE_PLURAL } from '../../lib/messages.ts';
import { homePath, listingPath, productPath } from '../../lib/routes.ts';
import { mapQueryOptions } from '../listing/map-query.ts';
import type { TAreaLoaderData } from './area-loader.ts';

function AreaSection({ api, locale, section, citySlug }: { api: TApiClient; locale: TLocale; section: TAreaLoaderData['sections'][number]; citySlug: string }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(mapQueryOptions(api, section.query));
  // Listings put non-matching places after the matching ones; an area page shows only its own.
  const products = data.data.filter((product) => !(product.reasons ?? []).some((reason) => reason === 'area' || reason === 'tags'));
  const title = i18n._(PRODUCT_TYPE_PLURAL[section.productType]);
  return (
    <section aria-label={title}>
      <h2 className="td-section-title">{title}</h2>
      {products.length === 0 ? (
        <EmptyState
          title={t`Ingen steder her endnu`}
          body={t`Se alle steder i byen i stedet.`}
          action={{ href: listingPath(locale, citySlug, section.productType), label: t`Se alle` }}
        />
      ) : (
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
      )}
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
            <a href={homePath(locale)}>{t`Forside`}</a>
          </li>
          <li>
            <a href={listingPath(locale, data.city.link, 'restaurant')}>{data.city.name}</a>
          </li>
        </ol>
      </nav>
      <h1 id="area-title" className="td-page-title">
        {data.heading}
      </h1>
      <p className="td-lead">{t`Steder i området med borde til i dag og en tredjedel rabat på menuen.`}</p>
      {data.sections.map((section) => (
        <AreaSection key={section.productType} api={api} locale={locale} section={section} citySlug={data.city.link} />
      ))}
    </section>
  );
}
