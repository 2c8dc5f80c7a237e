import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import {
  cancelBookingForGuest,
  consoleKeys,
  consoleTodayQueryOptions,
  markBooking,
} from '@tredjedel/api-client/console/console-calls';
import {
  countDayList,
  DAY_LIST_COLUMNS,
  formatDayListCells,
  formatMoney,
  type TBookingMark,
  type TConsoleBooking,
  type TDayListColumn,
  type TLocale,
} from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';

type TProps = { api: TApiClient; locale: TLocale; placeId: number };

/**
 * Today's bookings, asked again every second (ADR 0500), with arrived / no-show marks and
 * cancelling on the guest's behalf. Printing this page is the daily list.
 */
export function ConsoleToday({ api, locale, placeId }: TProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const today = useQuery(consoleTodayQueryOptions(api, placeId));
  const [asking, setAsking] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleKeys.today(placeId) });
  const mark = useMutation({
    mutationFn: ({ id, value }: { id: number; value: TBookingMark | null }) =>
      markBooking(api, placeId, id, value),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => cancelBookingForGuest(api, placeId, id),
    onSettled: () => {
      setAsking(null);
      return refresh();
    },
  });
  if (today.isError) return <p role="alert">{consoleErrorText(i18n, today.error)}</p>;
  if (!today.data) return <p aria-busy="true">{t`Henter dagens bookinger …`}</p>;
  const count = countDayList(today.data.bookings);
  return (
    <section aria-labelledby="td-console-today">
      <div className="td-console__heading">
        <h1 id="td-console-today">{t`I dag hos ${today.data.place.name}`}</h1>
        <button
          type="button"
          className="td-button td-button--secondary td-console__noprint"
          onClick={() => window.print()}
        >
          {t`Udskriv dagens liste`}
        </button>
      </div>
      <p role="status" aria-live="polite">
        {t`${plural(count.bookings, { one: '# booking', other: '# bookinger' })}, ${plural(count.guests, { one: '# gæst', other: '# gæster' })}. Listen opdateres af sig selv.`}
      </p>
      {mark.isError || cancel.isError ? (
        <p role="alert" className="td-alert td-alert--error">
          {consoleErrorText(i18n, mark.error ?? cancel.error)}
        </p>
      ) : null}
      {today.data.bookings.length === 0 ? <p>{t`Ingen bookinger i dag endnu.`}</p> : null}
      <PrintedList bookings={today.data.bookings} locale={locale} />
      <ul className="td-console__list">
        {today.data.bookings.map((booking) => (
          <BookingRow
            key={booking.booking_id}
            booking={booking}
            locale={locale}
            isAsking={asking === booking.booking_id}
            isBusy={mark.isPending || cancel.isPending}
            onMark={(value) => mark.mutate({ id: booking.booking_id, value })}
            onAsk={(isAsking) => setAsking(isAsking ? booking.booking_id : null)}
            onCancel={() => cancel.mutate(booking.booking_id)}
          />
        ))}
      </ul>
    </section>
  );
}

type TRowProps = {
  booking: TConsoleBooking;
  locale: TLocale;
  isAsking: boolean;
  isBusy: boolean;
  onMark: (value: TBookingMark | null) => void;
  onAsk: (isAsking: boolean) => void;
  onCancel: () => void;
};

function BookingRow({ booking, locale, isAsking, isBusy, onMark, onAsk, onCancel }: TRowProps) {
  const { t } = useLingui();
  const isCancelled = booking.status === 'cancelled';
  const name = booking.guest_name;
  const menus = booking.menus.map((menu) => `${menu.count} × ${menu.name}`).join(', ');
  const status = isCancelled
    ? t`Afbestilt`
    : booking.mark === 'arrived'
      ? t`Ankommet`
      : booking.mark === 'no_show'
        ? t`Udeblevet`
        : t`Venter`;
  return (
    <li
      className={`td-console__booking${isCancelled ? ' td-console__booking--cancelled' : ''}`}
      aria-label={`${booking.time} ${name}`}
    >
      <p className="td-console__booking-head">
        <strong>{booking.time}</strong> · {t`${booking.num_person} pers.`} · {name} · <span>{status}</span>
      </p>
      <dl className="td-console__facts">
        <div>
          <dt>{t`Menuer`}</dt>
          <dd>{menus || '–'}</dd>
        </div>
        <div>
          <dt>{t`Telefon`}</dt>
          <dd>
            <a href={`tel:${booking.guest_phone}`}>{booking.guest_phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t`Ordre`}</dt>
          <dd>{booking.order_reference}</dd>
        </div>
        <div>
          <dt>{t`Betalt`}</dt>
          <dd>{formatMoney(booking.paid, locale)}</dd>
        </div>
        {booking.special_requests ? (
          <div>
            <dt>{t`Særlige ønsker`}</dt>
            <dd className="td-console__requests">{booking.special_requests}</dd>
          </div>
        ) : null}
      </dl>
      {isCancelled ? null : (
        <div className="td-console__actions td-console__noprint">
          <button
            type="button"
            className="td-button td-button--secondary"
            aria-pressed={booking.mark === 'arrived'}
            disabled={isBusy}
            onClick={() => onMark(booking.mark === 'arrived' ? null : 'arrived')}
          >
            {t`Ankommet`}
          </button>
          <button
            type="button"
            className="td-button td-button--secondary"
            aria-pressed={booking.mark === 'no_show'}
            disabled={isBusy}
            onClick={() => onMark(booking.mark === 'no_show' ? null : 'no_show')}
          >
            {t`Udeblevet`}
          </button>
          {isAsking ? (
            <span role="group" aria-label={t`Afbestil for gæsten?`}>
              <button type="button" className="td-button td-button--cta" disabled={isBusy} onClick={onCancel}>
                {t`Ja, afbestil og tilbagefør`}
              </button>
              <button type="button" className="td-button td-button--secondary" onClick={() => onAsk(false)}>
                {t`Fortryd`}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="td-button td-button--secondary"
              disabled={isBusy}
              onClick={() => onAsk(true)}
            >
              {t`Afbestil for gæsten`}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The daily list on paper (console.css shows it in print only): the confirmed bookings in the
 * columns of the signed daily-list page (DAY_LIST_COLUMNS), so both print the same list.
 */
function PrintedList({ bookings, locale }: { bookings: TConsoleBooking[]; locale: TLocale }) {
  const { t } = useLingui();
  const headings: Record<TDayListColumn, string> = {
    time: t`Tid`,
    party: t`Personer`,
    menus: t`Menuer`,
    guest: t`Navn`,
    phone: t`Telefon`,
    reference: t`Ordrenummer`,
    paid: t`Betalt`,
    requests: t`Særlige ønsker`,
  };
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed');
  if (confirmed.length === 0) return null;
  return (
    <table className="td-console__print">
      <thead>
        <tr>
          {DAY_LIST_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {headings[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {confirmed.map((booking) => {
          const cells = formatDayListCells(booking, locale);
          return (
            <tr key={booking.booking_id}>
              {DAY_LIST_COLUMNS.map((column) => (
                <td key={column}>{cells[column]}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
