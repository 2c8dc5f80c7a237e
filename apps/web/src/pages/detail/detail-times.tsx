import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_OFFER_PARTY,
  PARTY_SIZE_MAX,
  buildBookingStep1Path,
  getSlotDisplayStatus,
  type TLocale,
  type TProduct,
} from '@tredjedel/domain';
import { TimeChips } from '@tredjedel/ui';
import { useId, useState } from 'react';

import { formatTime } from '../../lib/format.ts';
import { SLOT_STATUS_LABEL, partySizeLabel } from '../../lib/messages.ts';

const PARTIES = Array.from({ length: PARTY_SIZE_MAX }, (_, index) => index + 1);

/**
 * Today's times on the place's page: each time that seats the chosen party (two until the visitor
 * picks another) is a link to step 1 with that time and party chosen; the others say why not.
 */
export function DetailTimes({
  product,
  locale,
  renderedAt,
}: {
  product: Pick<TProduct, 'times' | 'product_type' | 'slug' | 'status'>;
  locale: TLocale;
  /** The render's server time: a time before it has passed (the same on server and in the browser). */
  renderedAt: Date;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [party, setParty] = useState(DEFAULT_OFFER_PARTY);
  const isBookable = product.status === 'in-stock';
  return (
    <>
      {isBookable ? (
        <div className="td-field td-detail__party">
          <label htmlFor={`${id}-party`}>{t`Antal personer`}</label>
          <select id={`${id}-party`} value={party} onChange={(event) => setParty(Number(event.target.value))}>
            {PARTIES.map((value) => (
              <option key={value} value={value}>
                {i18n._(partySizeLabel(value, locale))}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TimeChips
        label={t`Dagens tider`}
        times={product.times.map((slot) => {
          const status = getSlotDisplayStatus(slot, renderedAt);
          const canBook = isBookable && status === 'in-stock' && slot.seats.includes(party);
          return {
            time: slot.time,
            label: formatTime(slot.time, locale),
            // A free time the party does not fit at is not "free" for them.
            status: status === 'in-stock' && !canBook ? 'on-hold' : status,
            statusLabel:
              status === 'in-stock' && !canBook
                ? t`Ikke plads til ${party}`
                : i18n._(SLOT_STATUS_LABEL[status]),
            ...(canBook
              ? {
                  href: buildBookingStep1Path(locale, product.product_type, product.slug, {
                    person: party,
                    time: slot.time,
                  }),
                }
              : {}),
          };
        })}
      />
    </>
  );
}
