import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { productsQueryOptions, type TApiClient } from '@tredjedel/api-client';
import type { TLocale, TProductListQueryInput, TProductStatus, TProductType } from '@tredjedel/domain';
import { ProductCard, ProductGrid } from '@tredjedel/ui';

import { formatPrice } from '../lib/format.ts';
import { productPath } from '../lib/routes.ts';

type TListingPageProps = {
  api: TApiClient;
  locale: TLocale;
  query: TProductListQueryInput;
  productType: TProductType;
  cityName: string;
};

export function ListingPage({ api, locale, query, productType, cityName }: TListingPageProps) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(productsQueryOptions(api, query));
  const heading = {
    restaurant: t`Restauranter i ${cityName}`,
    bar: t`Barer i ${cityName}`,
    takeaway: t`Takeaway i ${cityName}`,
  }[productType];
  const statusLabel: Record<TProductStatus, string> = {
    'in-stock': t`Ledige borde i aften`,
    soldout: t`Udsolgt i aften`,
    showcase: t`Kommer snart`,
  };
  return (
    <section aria-labelledby="listing-title">
      <h1 id="listing-title" className="td-page-title">
        {heading}
      </h1>
      <p className="td-lead">{t`${data.total_data} steder med en tredjedel rabat i aften`}</p>
      <ProductGrid label={heading}>
        {data.data.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              href={productPath(locale, product.product_type, product.slug)}
              name={product.name}
              imageSrc={product.primary_image}
              imageAlt=""
              meta={product.city_address}
              priceSale={formatPrice(product.price_sale, locale)}
              priceRegular={formatPrice(product.price_regular, locale)}
              priceRegularLabel={t`Normalpris`}
              status={product.status}
              statusLabel={statusLabel[product.status]}
              isPriority={index < 3}
            />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}
