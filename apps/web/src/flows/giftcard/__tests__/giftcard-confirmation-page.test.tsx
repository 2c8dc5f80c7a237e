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
  recipient_name: '',
  message: '',
  cards: [],
};

const WITH_CARDS: TGiftcardOrderConfirmation = {
  ...PAID,
  recipient_name: 'Mor',
  message: 'Tillykke!\nKærlig hilsen Bo',
  cards: [
    { code: '7KQ2-M9XD-4HZT-P0CE', amount: 25_000, balance: 25_000, expire_at: '2029-11-22T17:00:00.000Z' },
    { code: 'A1B2-C3D4-E5F6-G7H8', amount: 25_000, balance: 10_000, expire_at: '2029-11-22T17:00:00.000Z' },
  ],
};

/** The page over an API whose fetch answers the gift-card order for the right token only. */
function renderPage(locale: TLocale, token: string, order: TGiftcardOrderConfirmation = PAID) {
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
        new Response(JSON.stringify(ok ? order : { error: 'not_found', message: 'No order' }), {
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

  it.each([
    ['da', 'Til Mor', 'Gyldigt til', '22. november 2029', 'Udskriv gavekortene', 'Tilbage på kortet'],
    ['en', 'To Mor', 'Valid until', '22 November 2029', 'Print the gift cards', 'Left on the card'],
  ] as const)(
    '(%s) shows each paid card with its greeting, code and last day, to print one a page',
    async (locale, to, validUntil, date, print, left) => {
      renderPage(locale, 'secret', WITH_CARDS);
      const cards = await screen.findAllByRole('article');
      expect(cards).toHaveLength(2);
      for (const [index, card] of cards.entries()) {
        const text = card.textContent ?? '';
        expect(text).toContain(to);
        expect(text).toContain('Tillykke!\nKærlig hilsen Bo');
        expect(text).toContain(WITH_CARDS.cards[index]?.code ?? '-');
        expect(text).toContain(validUntil);
        expect(text).toContain(date);
        expect(text).toMatch(/250/);
      }
      // Only a card that paid something says what is left on it.
      expect(cards[0]?.textContent).not.toContain(left);
      expect(cards[1]?.textContent).toContain(left);
      expect(screen.getByRole('button', { name: print })).toBeTruthy();
    },
  );

  it('shows nothing of the order for a wrong token', async () => {
    renderPage('da', 'guess');
    expect(await screen.findByText('Vi kunne ikke finde ordren. Tjek linket i din e-mail.')).toBeTruthy();
    expect(screen.queryByText(/bo@example\.dk/)).toBeNull();
  });
});
