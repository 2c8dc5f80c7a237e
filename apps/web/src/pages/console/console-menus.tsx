import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import { updateMenu } from '@tredjedel/api-client/console/console-calls';
import { formatMoney, getSalePrice, type TConsoleMenu, type TLocale } from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';

type TProps = { api: TApiClient; locale: TLocale; placeId: number; menus: TConsoleMenu[] };

/** Each menu's normal price, hours and party sizes; the sale price is the domain's third off, shown, never typed. */
export function ConsoleMenus({ api, locale, placeId, menus }: TProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="td-console-menus">
      <h2 id="td-console-menus">{t`Menuer`}</h2>
      {menus.map((menu) => (
        <MenuForm key={menu.id} api={api} locale={locale} placeId={placeId} menu={menu} />
      ))}
    </section>
  );
}

function MenuForm({ api, locale, placeId, menu }: Omit<TProps, 'menus'> & { menu: TConsoleMenu }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [kroner, setKroner] = useState(String(menu.price_regular / 100));
  const [from, setFrom] = useState(menu.time_start);
  const [until, setUntil] = useState(menu.time_end);
  const [sizes, setSizes] = useState(menu.table_sizes.join(', '));
  const save = useMutation({
    mutationFn: () =>
      updateMenu(api, placeId, menu.id, {
        price_regular: Math.round(Number(kroner)) * 100,
        time_start: from,
        time_end: until,
        table_sizes: sizes
          .split(/[ ,]+/)
          .filter((size) => size !== '')
          .map(Number),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'tables'] }),
  });
  const regular = Math.round(Number(kroner)) * 100;
  const sale = Number.isFinite(regular) && regular > 0 ? formatMoney(getSalePrice(regular), locale) : '–';
  const name = locale === 'da' ? menu.name_da : menu.name_en;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={onSubmit} className="td-console__card" aria-label={name}>
      <h3>{name}</h3>
      <label className="td-console__field">
        <span>{t`Normalpris (kr.)`}</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={kroner}
          onChange={(event) => setKroner(event.target.value)}
        />
      </label>
      <p>{t`Salgspris (en tredjedel af): ${sale}`}</p>
      <label className="td-console__field">
        <span>{t`Serveres fra`}</span>
        <input type="time" required value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label className="td-console__field">
        <span>{t`Serveres til`}</span>
        <input type="time" required value={until} onChange={(event) => setUntil(event.target.value)} />
      </label>
      <label className="td-console__field">
        <span>{t`Bordstørrelser (tomt: alle), fx 2, 4, 6`}</span>
        <input
          type="text"
          inputMode="numeric"
          value={sizes}
          onChange={(event) => setSizes(event.target.value)}
        />
      </label>
      <button type="submit" className="td-button td-button--secondary" disabled={save.isPending}>
        {t`Gem menu`}
      </button>
      {save.isSuccess ? <p role="status">{t`Menuen er gemt.`}</p> : null}
      {save.isError ? <p role="alert">{consoleErrorText(i18n, save.error)}</p> : null}
    </form>
  );
}
