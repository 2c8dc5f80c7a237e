import { useLingui } from '@lingui/react/macro';
import { buildBookingStep1Path, formatMoney } from '@tredjedel/domain';
import type { TLocale, TProductListItem } from '@tredjedel/domain';
import { ProductCard } from '@tredjedel/ui';

import { formatTime } from '../lib/format.ts';
import { PRODUCT_STATUS_LABEL } from '../lib/messages.ts';
import { productPath } from '../lib/routes.ts';

/** Cards above the fold load their picture at once; the rest lazily. */
const PRIORITY_CARDS = 3;
/** Time links a card shows; the place's page has the rest (one row on a phone, two at most). */
const CARD_TIME_LINKS = 4;

/** A listed place as a card: the one mapping from the API's list item to the ui kit's card. */
export function PlaceCard({
  product,
  locale,
  index,
  party,
  meta = `${product.city_name} · ${product.city_address}`,
  tags,
  mismatchNote,
}: {
  product: TProductListItem;
  locale: TLocale;
  /** Position in its grid. */
  index: number;
  /** The party the card's time links book for (the domain's getOfferParty of the filters). */
  party: number;
  meta?: string;
  tags?: readonly string[];
  mismatchNote?: string;
}) {
  const { t, i18n } = useLingui();
  const href = productPath(locale, product.product_type, product.slug);
  const freeTimes = product.status === 'in-stock' ? (product.free_times ?? []) : [];
  const more = freeTimes.length - CARD_TIME_LINKS;
  return (
    <ProductCard
      href={href}
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
      {...(freeTimes.length > 0
        ? {
            times: {
              heading: t`Bord til ${party} i dag kl.`,
              label: t`${product.name}: ledige tider i dag for ${party}`,
              items: freeTimes.slice(0, CARD_TIME_LINKS).map((time) => ({
                key: time,
                label: formatTime(time, locale),
                href: buildBookingStep1Path(locale, product.product_type, product.slug, {
                  person: party,
                  time,
                }),
              })),
              ...(more > 0 ? { more: { href: `${href}#tider`, label: t`+${more} flere` } } : {}),
            },
          }
        : {})}
      isPriority={index < PRIORITY_CARDS}
    />
  );
}
