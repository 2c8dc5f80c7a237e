import { I18nProvider, useLingui } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TApiClient } from '@tredjedel/api-client';
import { getBookingRouteStep, isBookingLoading, type TLocale, type TSeat } from '@tredjedel/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../../lib/i18n.ts';
import { translateError } from '../../error-messages.ts';
import { StepBook } from '../step-book.tsx';
import { useBookingMachine } from '../use-booking.ts';
import { createFakeApi, menu, slot } from './fake-api.ts';

type TFakeOptions = Parameters<typeof createFakeApi>[0];

const CATALOGS = { da: await loadCatalog('da'), en: await loadCatalog('en') };

const SEATS: Pick<TSeat, 'seat' | 'status'>[] = [1, 2, 3, 4].map((seat) => ({
  seat,
  status: 'in-stock' as const,
}));

/** The server's clock of these tests, 18:00 in Copenhagen on the sample day, as the browser's offset. */
const SERVER_OFFSET = Date.parse('2026-11-22T18:00:00+01:00') - Date.now();

function Harness({ api, locale }: { api: TApiClient; locale: TLocale }) {
  const { i18n } = useLingui();
  const [snapshot, send] = useBookingMachine(
    { api, offset: 0, goTo: () => undefined, place: { name: 'Sted', product_type: 'restaurant' } },
    { productId: 1, locale },
  );
  const alert = snapshot.context.alert;
  return (
    <>
      <p data-testid="route">{getBookingRouteStep(snapshot)}</p>
      <p data-testid="alert">{alert ? translateError(i18n, alert.key, alert.params) : ''}</p>
      <StepBook
        locale={locale}
        context={snapshot.context}
        seats={SEATS}
        isLoadingTimes={snapshot.matches({ flow: { book: 'loadingTimes' } })}
        isLoadingMenus={snapshot.matches({ flow: { book: 'loadingMenus' } })}
        isBusy={isBookingLoading(snapshot)}
        send={send}
        offset={SERVER_OFFSET}
      />
    </>
  );
}

function renderStep(locale: TLocale = 'da', answers: TFakeOptions = {}) {
  const fake = createFakeApi({
    times: [slot('17:00:00', 'soldout'), slot('19:00:00'), slot('19:30:00', 'on-hold')],
    menus: [
      menu(1, 'Aftenmenu'),
      menu(2, 'Frokost', { menu_type: 'LUNCH', time_start: '11:00:00', time_end: '15:00:00' }),
      menu(3, 'Delemenu', { limit_table_size: 1, table_sizes: '2,4,6' }),
      menu(4, 'Stor menu', { limit_table_size: 1, table_sizes: '4' }),
    ],
    ...answers,
  });
  const view = render(
    <I18nProvider i18n={createI18n(locale, CATALOGS[locale])}>
      <Harness api={fake.api} locale={locale} />
    </I18nProvider>,
  );
  return { ...fake, view };
}

const choose = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name }));
    await Promise.resolve();
  });
};

afterEach(cleanup);

describe('BOOK step (step1)', () => {
  it('offers party sizes 1 to 8 with the ones not possible today disabled', () => {
    renderStep();
    const group = screen.getByRole('group', { name: 'Hvor mange er I?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(8);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: '2' }).disabled).toBe(false);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: /^5/ }).disabled).toBe(true);
    expect(within(group).getAllByText('Ikke muligt')).toHaveLength(4);
  });

  it('loads the times for the party, with sold-out and held times disabled, then the menus for the time', async () => {
    const { calls } = renderStep();
    await choose('2');
    const times = await screen.findByRole('group', { name: 'Ankomsttidspunkt i dag' });
    expect(calls.some((path) => path.endsWith('/stocks/times'))).toBe(true);
    expect(within(times).getByRole<HTMLInputElement>('radio', { name: /17\.00/ }).disabled).toBe(true);
    expect(within(times).getByRole<HTMLInputElement>('radio', { name: /19\.30/ }).disabled).toBe(true);
    await choose('19.00');
    await screen.findByRole('combobox', { name: /Antal\s+Aftenmenu/ });
    // The lunch-only menu cannot be chosen for 19.00; the table-size-limited ones say for whom.
    expect(screen.queryByRole('combobox', { name: /Frokost/ })).toBeNull();
    expect(screen.getByText('Kun for 2, 4, 6 personer')).toBeTruthy();
  });

  it.each([
    ['da', 'Passeret', 'Udsolgt'],
    ['en', 'Passed', 'Sold out'],
  ] as const)(
    '(%s) labels a time that has passed apart from a sold-out one',
    async (locale, passed, soldOut) => {
      renderStep(locale, {
        times: [
          // 17:00 could be booked until 17:00, which has passed at 18:00; 21:00 is really sold out.
          { ...slot('17:00:00', 'soldout'), valid_until: '2026-11-22T17:00:00+01:00' },
          slot('19:00:00'),
          { ...slot('21:00:00', 'soldout'), valid_until: '2026-11-22T21:00:00+01:00' },
        ],
      });
      await choose('2');
      const times = await screen.findByRole('group', {
        name: locale === 'da' ? 'Ankomsttidspunkt i dag' : /today/i,
      });
      const radioAt = (name: RegExp) => within(times).getByRole<HTMLInputElement>('radio', { name });
      expect(radioAt(/^17[.:]00/).disabled).toBe(true);
      expect(radioAt(/^17[.:]00/).closest('label')?.textContent).toContain(passed);
      expect(radioAt(/^17[.:]00/).closest('label')?.textContent).not.toContain(soldOut);
      expect(radioAt(/^21[.:]00/).closest('label')?.textContent).toContain(soldOut);
    },
  );

  it.each([
    ['da', '2', 'Antal', 'Kan ikke vælges til 2 personer: kun for 4 personer', 'Delemenu'],
    ['en', '2', 'People', 'Not available for 2 people: only for 4 people', 'Delemenu'],
  ] as const)(
    '(%s) shows a menu only for other party sizes disabled with the reason and no count picker',
    async (locale, party, countLabel, reason, fitting) => {
      renderStep(locale);
      await choose(party);
      await choose(/^19[.:]00/);
      await screen.findByRole('combobox', { name: new RegExp(`${countLabel}\\s+Aftenmenu`) });
      expect(screen.queryByRole('combobox', { name: /Stor menu/ })).toBeNull();
      const stor = screen.getByText('Stor menu').closest('.td-menu-pick');
      expect(stor?.classList.contains('td-menu-pick--disabled')).toBe(true);
      expect(within(stor as HTMLElement).getByText(reason)).toBeTruthy();
      // A menu for 2, 4 or 6 fits a party of two and keeps its picker.
      expect(screen.getByRole('combobox', { name: new RegExp(`${countLabel}\\s+${fitting}`) })).toBeTruthy();
    },
  );

  it.each([
    ['on-hold', 'En anden holder lige nu det sidste bord'],
    ['soldout', 'Det sidste bord er lige blevet solgt'],
  ] as const)(
    'after losing the table (409, %s) says whether it is held or sold and shows the time as taken at once',
    async (status, message) => {
      const { calls } = renderStep('da', {
        times: [
          [slot('19:00:00'), slot('20:00:00')],
          [slot('19:00:00', status), slot('20:00:00')],
        ],
        holdFailure: {
          status: 409,
          body: { error: 'conflict', message: 'x', msg: 'no available tables', status },
        },
      });
      await choose('2');
      await choose('19.00');
      const aften = await screen.findByRole('combobox', { name: /Antal\s+Aftenmenu/ });
      fireEvent.change(aften, { target: { value: '2' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
        await Promise.resolve();
      });
      await waitFor(() => expect(screen.getByTestId('alert').textContent).toContain(message));
      await waitFor(() => expect(calls.filter((path) => path.endsWith('/stocks/times'))).toHaveLength(2));
      const times = await screen.findByRole('group', { name: 'Ankomsttidspunkt i dag' });
      await waitFor(() =>
        expect(within(times).getByRole<HTMLInputElement>('radio', { name: /19\.00/ }).disabled).toBe(true),
      );
      expect(within(times).getByRole<HTMLInputElement>('radio', { name: /19\.00/ }).checked).toBe(false);
      expect(screen.getByTestId('route').textContent).toBe('step1');
    },
  );

  it('counts per menu must add up to the party, with a running price and the error on the first field', async () => {
    const { calls } = renderStep();
    await choose('2');
    await screen.findByRole('group', { name: 'Ankomsttidspunkt i dag' });
    await choose('19.00');
    await screen.findByRole('combobox', { name: /Antal\s+Aftenmenu/ });
    const aften = screen.getByRole('combobox', { name: /Antal\s+Aftenmenu/ });
    // No menu yet: no total that is the fee alone, but what to do to see one.
    expect(screen.getByText('Vælg antal, tidspunkt og menu for at se prisen')).toBeTruthy();
    expect(screen.queryByText(/^I alt/)).toBeNull();
    fireEvent.change(aften, { target: { value: '1' } });
    expect(screen.getByText('I alt 225 kr.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    await waitFor(() => expect(screen.getAllByText('Vælg menuer til 2 personer').length).toBeGreaterThan(1));
    expect(
      screen.getByRole('group', { name: 'Vælg menuer til 2 personer' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByTestId('route').textContent).toBe('step1');

    fireEvent.change(aften, { target: { value: '2' } });
    expect(screen.getByText('I alt 425 kr.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(calls.at(-1)).toBe('/api/v4/booking/1/hold'));
    await waitFor(() => expect(screen.getByTestId('route').textContent).toBe('step2'));
  });

  it('speaks English on the English pages', async () => {
    renderStep('en');
    expect(screen.getByRole('group', { name: 'How many are you?' })).toBeTruthy();
    expect(screen.getAllByText('Not possible')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Choose how many you are');
  });
});
