import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TOrderArgs } from '@tredjedel/api-client/orders/get-order';
import { getOrderCalendarHref } from '@tredjedel/api-client/orders/get-order-calendar';
import type { TLocale, TOrderConfirmation } from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';
import type { ReactNode } from 'react';

import { formatDate, formatTime } from '../../lib/format.ts';
import { productPath } from '../../lib/routes.ts';

type TBookedTable = Pick<TOrderConfirmation, 'product' | 'date' | 'time' | 'time_end' | 'num_person'>;

/**
 * What was booked, as the confirmation and manage pages list it: the place (a link to its page),
 * the date, the times and the party; rows for the UI's InfoList.
 */
export function bookedTableFacts(
  booking: TBookedTable,
  locale: TLocale,
  i18n: I18n,
): { term: string; detail: ReactNode }[] {
  return [
    {
      term: i18n._(msg`Sted`),
      detail: (
        <>
          <UiLink href={productPath(locale, booking.product.product_type, booking.product.slug)}>
            {booking.product.name}
          </UiLink>
          , {booking.product.city_address}
        </>
      ),
    },
    { term: i18n._(msg`Dato`), detail: formatDate(`${booking.date}T12:00:00Z`, locale) },
    {
      term: i18n._(msg`Tid`),
      detail: (
        <>
          {formatTime(booking.time, locale)}–{formatTime(booking.time_end, locale)}
        </>
      ),
    },
    { term: i18n._(msg`Antal personer`), detail: booking.num_person },
  ];
}

/** The booking's calendar file (.ics), offered once the booking is confirmed. */
export function CalendarFileButton({ args }: { args: TOrderArgs }) {
  const { t } = useLingui();
  return (
    <a className="td-button" href={getOrderCalendarHref(args)} download>
      {t`Føj til kalender (.ics)`}
    </a>
  );
}

/** The guest's special requests and allergies as the place will get them (step 3, confirmation). */
export function SpecialRequests({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <section className="td-flow__requests" aria-labelledby="td-special-requests">
      <h3 id="td-special-requests" className="td-flow__section-title">
        {t`Særlige ønsker og allergier`}
      </h3>
      <p data-testid="special-requests">{text}</p>
    </section>
  );
}

/**
 * How to reach the place (the manage page): its phone as a `tel:` link and its address, for a
 * guest running late or asking about the table. A place without a phone shows its address only.
 */
export function PlaceContact({ product }: { product: TBookedTable['product'] }) {
  const { t } = useLingui();
  const { name } = product;
  return (
    <section className="td-flow__requests" aria-labelledby="td-place-contact" data-testid="place-contact">
      <h2 id="td-place-contact" className="td-flow__section-title">
        {t`Kontakt ${name}`}
      </h2>
      {product.phone ? (
        <p>
          {t`Telefon`}: <a href={`tel:${product.phone.replace(/\s+/g, '')}`}>{product.phone}</a>
        </p>
      ) : null}
      <p>
        {t`Adresse`}: {product.city_address}
      </p>
    </section>
  );
}
