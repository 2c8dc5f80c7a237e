import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tredjedel/domain';
import type { TLocale, TProductListItem } from '@tredjedel/domain';
import { ProductCard } from '@tredjedel/ui';

import { PRODUCT_STATUS_LABEL } from '../lib/messages.ts';
import { productPath } from '../lib/routes.ts';

/** Cards above the fold load their picture at once; the rest lazily. */
const PRIORITY_CARDS = 3;

/** A listed place as a card: the one mapping from the API's list item to the ui kit's card. */
export function PlaceCard({
  product,
  locale,
  index,
  meta = `${product.city_name} · ${product.city_address}`,
  tags,
  mismatchNote,
}: {
  product: TProductListItem;
  locale: TLocale;
  /** Position in its grid. */
  index: number;
  meta?: string;
  tags?: readonly string[];
  mismatchNote?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <ProductCard
      href={productPath(locale, product.product_type, product.slug)}
      name={product.name}
      imageSrc={product.primary_image}
      imageAlt=""
      meta={meta}
      pricePrefix={t`Fra`}
      priceSale={formatMoney(product.price_sale, locale)}
      priceRegular={formatMoney(product.price_regular, locale)}
      priceRegularLabel={t`Normalpris`}
      status={product.status}
      statusLabel={i18n._(PRODUCT_STATUS_LABEL[product.status])}
      {...(tags ? { tags } : {})}
      {...(mismatchNote ? { mismatchNote } : {})}
      isPriority={index < PRIORITY_CARDS}
    />
  );
}
