import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tredjedel/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import type { TLocale } from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';

import { PRODUCT_STATUS_LABEL } from '../../lib/messages.ts';
import { productPath } from '../../lib/routes.ts';
import type { TListingBaseQuery } from '../listing/listing-query.ts';
import { mapQueryOptions } from '../listing/map-query.ts';

/**
 * The places on the map as a plain list under it: rendered on the server (crawlable), and the way
 * to reach every place by keyboard or screen reader without using the map.
 */
export function MapPlaceList({
  api,
  locale,
  query,
  label,
}: {
  api: TApiClient;
  locale: TLocale;
  query: TListingBaseQuery;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(mapQueryOptions(api, query));
  return (
    <section aria-label={label} className="td-map-list">
      <h2 className="td-section-title">{label}</h2>
      {/* Numbered as the pins are; the number is the list's own, so screen readers say it once. */}
      <ol className="td-map-list__items">
        {data.data.map((product, index) => (
          <li key={product.id} className="td-map-list__item">
            <span className="td-map-list__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="td-map-list__text">
              <UiLink href={productPath(locale, product.product_type, product.slug)}>{product.name}</UiLink>
              <span className="td-card__meta">
                {product.city_name} · {t`Fra ${formatMoney(product.price_sale, locale)}`} ·{' '}
                {i18n._(PRODUCT_STATUS_LABEL[product.status])}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
