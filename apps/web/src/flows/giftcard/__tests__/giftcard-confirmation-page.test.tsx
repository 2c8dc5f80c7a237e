import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createApiClient } from '@tredjedel/api-client';
import { API_ANSWERS } from '@tredjedel/api-client/answers';
import type { TGiftcardOrderConfirmation, TLocale } from '@tredjedel/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../../lib/i18n.ts';
import { GiftcardConfirmationPage } from '../giftcard-confirmation-page.tsx';

const CATALOGS = { da: await loadCatalog('da'), en: await loadCatalog('en') };

const PAID: TGiftcardOrderConfirmation = {
  reference: 'TD-7KQ4-M2ZA',
  status: 'confirmed',
  amount: 25_000,
  quantity: 2,
  total: 50_000,
  email: 'bo@example.dk',
};

/** The page over an API whose fetch answers the gift-card order for the right token only. */
function renderPage(locale: TLocale, token: string) {
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://test.local/api/v4',
    schemas: API_ANSWERS,
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(`${url.pathname}${url.search}`);
      const ok =
        url.pathname === '/api/v4/orders/TD-7KQ4-M2ZA/giftcard' && url.searchParams.get('token') === 'secret';
      return Promise.resolve(
        new Response(JSON.stringify(ok ? PAID : { error: 'not_found', message: 'No order' }), {
          status: ok ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={createI18n(locale, CATALOGS[locale])}>
      <QueryClientProvider client={queryClient}>
        <GiftcardConfirmationPage
          api={api}
          args={{ reference: 'TD-7KQ4-M2ZA', token, local: locale }}
          locale={locale}
          serverTime=""
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return asked;
}

afterEach(cleanup);

describe('gift-card confirmation', () => {
  it.each([
    [
      'da',
      'Ordre TD-7KQ4-M2ZA er betalt. Gavekortkoderne er sendt til bo@example.dk.',
      /^2 × 250\s?kr\.$/,
      /^500\s?kr\.$/,
    ],
    [
      'en',
      'Order TD-7KQ4-M2ZA is paid. The gift card codes have been sent to bo@example.dk.',
      /^2 × /,
      /500/,
    ],
  ] as const)(
    '(%s) repeats what was bought, the total and where the codes went',
    async (locale, paid, line, total) => {
      const asked = renderPage(locale, 'secret');
      expect(await screen.findByText(paid)).toBeTruthy();
      expect(asked).toEqual([`/api/v4/orders/TD-7KQ4-M2ZA/giftcard?token=secret&local=${locale}`]);
      const rows = Object.fromEntries(
        [...document.querySelectorAll('.td-info__row')].map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? '',
        ]),
      );
      expect(Object.values(rows)[0]).toMatch(line);
      expect(Object.values(rows)[1]).toMatch(total);
      expect(Object.values(rows)[2]).toBe('bo@example.dk');
    },
  );

  it('shows nothing of the order for a wrong token', async () => {
    renderPage('da', 'guess');
    expect(await screen.findByText('Vi kunne ikke finde ordren. Tjek linket i din e-mail.')).toBeTruthy();
    expect(screen.queryByText(/bo@example\.dk/)).toBeNull();
  });
});
