import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { TApiClient } from '@tredjedel/api-client';
import { buildBookingStep1Path, getBookingRouteStep, isBookingLoading, type TSeat } from '@tredjedel/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../../lib/i18n.ts';
import { StepBook } from '../step-book.tsx';
import { useBookingMachine } from '../use-booking.ts';
import { usePreselectFromAddress } from '../use-preselect.ts';
import { createFakeApi, menu, slot } from './fake-api.ts';

const CATALOG = await loadCatalog('da');
const SEATS: Pick<TSeat, 'seat' | 'status'>[] = [1, 2, 3, 4].map((seat) => ({
  seat,
  status: 'in-stock' as const,
}));

function Harness({ api }: { api: TApiClient }) {
  const [snapshot, send] = useBookingMachine(
    { api, offset: 0, goTo: () => undefined, place: { name: 'Sted', product_type: 'restaurant' } },
    { productId: 1, locale: 'da' },
  );
  const isLoadingTimes = snapshot.matches({ flow: { book: 'loadingTimes' } });
  usePreselectFromAddress({
    context: snapshot.context,
    isOnStep1: getBookingRouteStep(snapshot) === 'step1',
    isLoadingTimes,
    send,
  });
  return (
    <StepBook
      locale="da"
      context={snapshot.context}
      seats={SEATS}
      isLoadingTimes={isLoadingTimes}
      isLoadingMenus={snapshot.matches({ flow: { book: 'loadingMenus' } })}
      isBusy={isBookingLoading(snapshot)}
      send={send}
      offset={0}
    />
  );
}

/** Opens step 1 at the address the waitlist e-mail links to. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const fake = createFakeApi({
    times: [slot('19:00:00'), slot('19:30:00', 'soldout'), slot('20:00:00')],
    menus: [menu(1, 'Aftenmenu')],
  });
  render(
    <I18nProvider i18n={createI18n('da', CATALOG)}>
      <Harness api={fake.api} />
    </I18nProvider>,
  );
  return fake;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe("the waitlist e-mail's link into step 1 (ADR 0415)", { timeout: 30_000 }, () => {
  it('chooses the party and the time it names when the time can be booked', async () => {
    openAt(buildBookingStep1Path('da', 'restaurant', 'sted', { person: 2, time: '20:00:00' }));
    const times = await screen.findByRole('group', { name: 'Ankomsttidspunkt i dag' });
    await waitFor(() =>
      expect(within(times).getByRole<HTMLInputElement>('radio', { name: /20\.00/ }).checked).toBe(true),
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2' }).checked).toBe(true);
    await screen.findByRole('combobox', { name: /Antal\s+Aftenmenu/ });
  });

  it('leaves the time to the visitor when it is sold out again', async () => {
    openAt(buildBookingStep1Path('da', 'restaurant', 'sted', { person: 2, time: '19:30:00' }));
    const times = await screen.findByRole('group', { name: 'Ankomsttidspunkt i dag' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2' }).checked).toBe(true);
    expect(
      within(times)
        .getAllByRole<HTMLInputElement>('radio')
        .some((radio) => radio.checked),
    ).toBe(false);
  });

  it('does nothing without a valid preselection in the address', async () => {
    openAt('/book/step1/restaurant/sted?person=12&time=20:00:00');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Ankomsttidspunkt i dag' })).toBeNull();
  });
});
