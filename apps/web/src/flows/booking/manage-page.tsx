import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelBooking } from '@tredjedel/api-client/orders/cancel-booking';
import {
  managedBookingKeys,
  managedBookingQueryOptions,
} from '@tredjedel/api-client/orders/get-managed-booking';
import {
  CANCELLATION_CUTOFF_HOURS,
  formatMoney,
  getServiceTimeOfDay,
  isCatalogueKey,
} from '@tredjedel/domain';
import { InfoList } from '@tredjedel/ui';
import { Alert } from '@tredjedel/ui/forms/fields';

import { formatTime } from '../../lib/format.ts';
import { translateError } from '../error-messages.ts';
import { HomeButton, OrderPage, OrderPageFallback, type TOrderLinkPageProps } from '../shared/order-page.tsx';
import { bookedTableFacts, CalendarFileButton, PlaceContact, SpecialRequests } from './booking-facts.tsx';
import { OrderSummary } from './order-summary.tsx';

/** The server's reason (a catalogue key in `msg`) in the visitor's language, else the generic failure. */
function cancelErrorKey(error: unknown): string {
  const body = (error as { body?: { msg?: string } } | null)?.body;
  return body?.msg && isCatalogueKey(body.msg) ? body.msg : 'errors.unknown';
}

/**
 * The guest's booking from the confirmation e-mail's link: what was booked and paid, the calendar
 * file, and Cancel until the cut-off (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export function BookingManagePage({ api, args, locale }: TOrderLinkPageProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: booking, isError } = useQuery(managedBookingQueryOptions(api, args));
  // Cancelling cannot be undone, so the first click asks, and the second one cancels.
  const [isAsking, setIsAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelBooking(api, args),
    onSuccess: (answer) => queryClient.setQueryData(managedBookingKeys.booking(args), answer),
  });
  if (isError || !booking) return <OrderPageFallback of="booking" isError={isError} />;
  const isConfirmed = booking.status === 'confirmed';
  const isCancelled = booking.status === 'cancelled';
  const cancelUntil = formatTime(getServiceTimeOfDay(new Date(booking.cancel_until)), locale);
  const paid = formatMoney(booking.total, locale);
  return (
    <OrderPage title={isCancelled ? t`Din booking er afbestilt` : t`Din booking`}>
      {isCancelled ? (
        <Alert tone="success">
          {booking.total > 0
            ? t`Ordre ${booking.reference} er afbestilt, og ${paid} tilbageføres til dit kort. Vi har sendt en bekræftelse til ${booking.guest.email}.`
            : t`Ordre ${booking.reference} er afbestilt. Vi har sendt en bekræftelse til ${booking.guest.email}.`}
        </Alert>
      ) : null}
      {!isCancelled && !isConfirmed ? (
        <Alert tone="warning">{t`Ordre ${booking.reference} er ikke bekræftet.`}</Alert>
      ) : null}
      <InfoList
        items={[
          { term: t`Ordrenummer`, detail: booking.reference },
          ...bookedTableFacts(booking, locale, i18n),
          { term: t`Betalt`, detail: paid },
        ]}
      />
      {booking.special_requests ? <SpecialRequests text={booking.special_requests} /> : null}
      <PlaceContact product={booking.product} />
      <OrderSummary lines={booking.line_items} locale={locale} />
      {isConfirmed && booking.is_cancellable ? (
        <p className="td-flow__meta">
          {t`Du kan afbestille gratis indtil kl. ${cancelUntil} (${CANCELLATION_CUTOFF_HOURS} timer før ankomst) og får hele beløbet tilbage.`}
        </p>
      ) : null}
      {isConfirmed && !booking.is_cancellable ? (
        <Alert tone="info">
          {t`Bookingen kan ikke længere afbestilles: bookinger kan afbestilles indtil ${CANCELLATION_CUTOFF_HOURS} timer før ankomst, her senest kl. ${cancelUntil}.`}
        </Alert>
      ) : null}
      {cancel.isError ? (
        <Alert tone="error">
          {translateError(i18n, cancelErrorKey(cancel.error), { n: CANCELLATION_CUTOFF_HOURS })}
        </Alert>
      ) : null}
      <div className="td-flow__actions">
        {isConfirmed ? <CalendarFileButton args={args} /> : null}
        {isConfirmed && booking.is_cancellable && !isAsking ? (
          <button type="button" className="td-button td-button--cta" onClick={() => setIsAsking(true)}>
            {t`Afbestil booking`}
          </button>
        ) : null}
        <HomeButton locale={locale} />
      </div>
      {isConfirmed && booking.is_cancellable && isAsking ? (
        <div
          role="group"
          aria-labelledby="td-cancel-question"
          className="td-alert td-alert--warning td-alert--stacked"
        >
          <p id="td-cancel-question">
            {booking.total > 0
              ? t`Vil du afbestille bordet? Det gives videre til andre, og ${paid} tilbageføres til dit kort.`
              : t`Vil du afbestille bordet? Det gives videre til andre.`}
          </p>
          <div className="td-flow__actions">
            <button
              type="button"
              className="td-button td-button--cta"
              // The question replaced the button that was focused: focus moves to its answer.
              ref={(button) => button?.focus()}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t`Ja, afbestil`}
            </button>
            <button
              type="button"
              className="td-button td-button--secondary"
              disabled={cancel.isPending}
              onClick={() => setIsAsking(false)}
            >
              {t`Behold bookingen`}
            </button>
          </div>
        </div>
      ) : null}
    </OrderPage>
  );
}
