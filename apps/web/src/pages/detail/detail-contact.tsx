import { useLingui } from '@lingui/react/macro';
import { getOpeningHours, type TLocale, type TProduct } from '@tredjedel/domain';
import { InfoList } from '@tredjedel/ui';

import { formatTime } from '../../lib/format.ts';

/**
 * A plain link to a maps search for the place (no map script of a third party on our pages): the
 * visitor's maps app or browser takes it from there.
 */
const directionsHref = (name: string, address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;

/** Where and how to reach the place: address with directions, phone, today's opening hours. */
export function DetailContact({
  product,
  locale,
}: {
  product: Pick<TProduct, 'name' | 'city_address' | 'phone' | 'serving_hours'>;
  locale: TLocale;
}) {
  const { t } = useLingui();
  // Each window kept on one line ("17.30–21.30"), the windows wrapping between them.
  const windows = getOpeningHours(product.serving_hours);
  const hours = windows.map((window, index) => (
    <span key={window.start} className="td-contact__hours">
      {formatTime(window.start, locale)}–{formatTime(window.end, locale)}
      {index < windows.length - 1 ? ', ' : ''}
    </span>
  ));
  return (
    <div className="td-contact">
      <InfoList
        items={[
          {
            id: 'address',
            term: t`Adresse`,
            detail: (
              <>
                {product.city_address}
                <br />
                <a
                  className="td-contact__directions"
                  href={directionsHref(product.name, product.city_address)}
                  rel="noopener"
                >
                  {t`Find vej (Google Maps)`}
                </a>
              </>
            ),
          },
          ...(product.phone
            ? [
                {
                  id: 'phone',
                  term: t`Telefon`,
                  detail: <a href={`tel:${product.phone.replace(/\s+/g, '')}`}>{product.phone}</a>,
                },
              ]
            : []),
          ...(windows.length > 0 ? [{ id: 'hours', term: t`Åbent i dag`, detail: hours }] : []),
        ]}
      />
    </div>
  );
}
