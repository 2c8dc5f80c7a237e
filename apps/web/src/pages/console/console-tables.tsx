import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import {
  consoleTablesQueryOptions,
  publishSlot,
  setDayClosed,
  setSlotClosed,
} from '@tredjedel/api-client/console/console-calls';
import type { TConsoleCloseAnswer, TConsoleSlot, TLocale } from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';
import { ConsoleMenus } from './console-menus.tsx';

type TProps = { api: TApiClient; locale: TLocale; placeId: number };

/** Arrival times offered: every quarter hour from 10:00 to 23:45. */
const QUARTERS = Array.from({ length: 56 }, (_, index) => {
  const minutes = 10 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Times and covers of today and tomorrow, closing and reopening, and the menus (ADR 0500). */
export function ConsoleTables({ api, locale, placeId }: TProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | undefined>(undefined);
  const tables = useQuery(consoleTablesQueryOptions(api, placeId, date));
  const [time, setTime] = useState('19:00');
  const [covers, setCovers] = useState('6');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['console', 'tables'] });
  const publish = useMutation({
    mutationFn: (request: { date: string; time: string; covers: number }) =>
      publishSlot(api, placeId, request),
    onSettled: refresh,
  });
  const close = useMutation({
    mutationFn: (change: { slotId: number | null; isClosed: boolean; date: string }) =>
      change.slotId === null
        ? setDayClosed(api, placeId, change.date, change.isClosed)
        : setSlotClosed(api, placeId, change.slotId, change.isClosed),
    onSettled: refresh,
  });
  if (tables.isError) return <p role="alert">{consoleErrorText(i18n, tables.error)}</p>;
  if (!tables.data) return <p aria-busy="true">{t`Henter tider …`}</p>;
  const shown = tables.data.date;
  const isToday = shown === tables.data.dates[0];
  const onPublish = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate({ date: shown, time, covers: Number(covers) });
  };
  const error = publish.error ?? close.error;
  return (
    <section aria-labelledby="td-console-tables">
      <h1 id="td-console-tables">{t`Borde og tider`}</h1>
      <nav aria-label={t`Dag`} className="td-console__actions">
        {tables.data.dates.map((day, index) => (
          <button
            key={day}
            type="button"
            className="td-button td-button--secondary"
            aria-pressed={day === shown}
            onClick={() => setDate(day)}
          >
            {index === 0 ? t`I dag` : t`I morgen`} ({day})
          </button>
        ))}
      </nav>
      {error ? (
        <p role="alert" className="td-alert td-alert--error">
          {consoleErrorText(i18n, error)}
        </p>
      ) : null}
      {publish.isSuccess ? (
        <p role="status" className="td-alert td-alert--success">
          {t`Gemt: kl. ${publish.data.time} med ${publish.data.covers} kuverter.`}
        </p>
      ) : null}
      {close.isSuccess ? <ClosedNotice answer={close.data} isClosed={close.variables.isClosed} /> : null}
      <form onSubmit={onPublish} className="td-console__card" aria-labelledby="td-console-publish">
        <h2 id="td-console-publish">
          {isToday ? t`Sæt en tid til salg i dag` : t`Sæt en tid til salg i morgen`}
        </h2>
        <label className="td-console__field">
          {/* Named by its text alone: a wrapping label would add the chosen option to the name. */}
          <span id="td-console-publish-time">{t`Tidspunkt`}</span>
          <select
            name="time"
            aria-labelledby="td-console-publish-time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          >
            {QUARTERS.map((quarter) => (
              <option key={quarter} value={quarter}>
                {quarter}
              </option>
            ))}
          </select>
        </label>
        <label className="td-console__field">
          <span id="td-console-publish-covers">{t`Kuverter`}</span>
          <input
            type="number"
            name="covers"
            aria-labelledby="td-console-publish-covers"
            inputMode="numeric"
            min={0}
            max={500}
            required
            value={covers}
            onChange={(event) => setCovers(event.target.value)}
          />
        </label>
        <button type="submit" className="td-button td-button--cta" disabled={publish.isPending}>
          {t`Gem tid`}
        </button>
      </form>
      <div className="td-console__actions">
        <button
          type="button"
          className="td-button td-button--secondary"
          disabled={close.isPending}
          onClick={() => close.mutate({ slotId: null, isClosed: true, date: shown })}
        >
          {t`Luk hele aftenen`}
        </button>
        <button
          type="button"
          className="td-button td-button--secondary"
          disabled={close.isPending}
          onClick={() => close.mutate({ slotId: null, isClosed: false, date: shown })}
        >
          {t`Åbn aftenen igen`}
        </button>
      </div>
      <table className="td-console__table">
        <caption>{t`Tider ${shown}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Tid`}</th>
            <th scope="col">{t`Kuverter`}</th>
            <th scope="col">{t`Booket`}</th>
            <th scope="col">{t`Holdt`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Ændr`}</th>
          </tr>
        </thead>
        <tbody>
          {tables.data.slots.map((slot) => (
            <SlotRow
              key={slot.id}
              slot={slot}
              isBusy={close.isPending}
              onClose={(isClosed) => close.mutate({ slotId: slot.id, isClosed, date: shown })}
            />
          ))}
        </tbody>
      </table>
      <ConsoleMenus api={api} locale={locale} placeId={placeId} menus={tables.data.menus} />
    </section>
  );
}

function SlotRow({
  slot,
  isBusy,
  onClose,
}: {
  slot: TConsoleSlot;
  isBusy: boolean;
  onClose: (isClosed: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <tr>
      <th scope="row">{slot.time}</th>
      <td>{slot.covers}</td>
      <td>{slot.covers_booked}</td>
      <td>{slot.covers_held}</td>
      <td>{slot.is_closed ? t`Lukket` : t`Åben`}</td>
      <td>
        <button
          type="button"
          className="td-button td-button--secondary"
          disabled={isBusy}
          onClick={() => onClose(!slot.is_closed)}
        >
          {slot.is_closed ? t`Åbn kl. ${slot.time} igen` : t`Luk kl. ${slot.time}`}
        </button>
      </td>
    </tr>
  );
}

/**
 * What closing leaves standing: holds already taken keep their 15 minutes and can still be paid
 * (ADR 0205), so the place knows those guests may still arrive.
 */
function ClosedNotice({ answer, isClosed }: { answer: TConsoleCloseAnswer; isClosed: boolean }) {
  const { t } = useLingui();
  if (!isClosed)
    return (
      <p role="status" className="td-alert td-alert--success">
        {t`Åbnet igen for nye bookinger.`}
      </p>
    );
  const guests = answer.covers_held;
  return (
    <p role="status" className="td-alert td-alert--success">
      {t`Lukket for nye bookinger. Bookinger står fast.`}{' '}
      {guests > 0
        ? t`${plural(guests, { one: '# gæst har et bord i kurven; vedkommende kan nå at betale.', other: '# gæster har et bord i kurven; de kan nå at betale.' })}`
        : null}
    </p>
  );
}
