import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createApiClient } from '@tredjedel/api-client';
import { API_ANSWERS } from '@tredjedel/api-client/answers';
import type { TProductListItem, TProductListResponse } from '@tredjedel/domain';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../../../lib/i18n.ts';
import { ListingView } from '../listing-view.tsx';

const CATALOGS = { da: await loadCatalog('da'), en: await loadCatalog('en') };

const product = (id: number, overrides: Partial<TProductListItem> = {}): TProductListItem => ({
  id,
  slug: `sted-${id}`,
  status: 'in-stock',
  product_type: 'restaurant',
  name: `Sted ${id}`,
  city_id: 1,
  parent_city_id: null,
  city_name: 'Nørrebro',
  city_address: `Jægersborggade ${id}, 2200 København`,
  tags: [],
  lat: 55.69,
  long: 12.55,
  primary_image: `/media/places/sted-${id}/primary.svg`,
  mobile_primary_image: `/media/places/sted-${id}/mobile.svg`,
  weight: id,
  price_regular: 30_000,
  price_sale: 20_000,
  translations: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  latest_menu_created_at: null,
  ...overrides,
});

/** An API with 8 places in pages of 6, answering like GET /api/v4/products. */
function createFakeApi(total = 8, overrides: (id: number) => Partial<TProductListItem> = () => ({})) {
  const calls: URL[] = [];
  const fakeFetch: typeof fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(url);
    const page = Number(url.searchParams.get('current_page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
      (page - 1) * perPage,
      page * perPage,
    );
    const body: TProductListResponse = {
      current_page: page,
      next_page: page * perPage < total ? page + 1 : null,
      per_page: perPage,
      total_data: total,
      total_matching: Math.min(total, 3),
      data: ids.map((id) => product(id, overrides(id))),
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return {
    api: createApiClient({ baseUrl: 'http://test/api/v4', fetch: fakeFetch, schemas: API_ANSWERS }),
    calls,
  };
}

function renderListing(
  api: ReturnType<typeof createApiClient>,
  locale: 'da' | 'en' = 'da',
  isFiltered = false,
  person?: number,
) {
  // Fresh for the whole test: on a slow machine the default (1 s for suspense queries) lapses before
  // the page mounts, and a refetch of page 1 would blur which pages "show more" asked for.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const i18n = createI18n(locale, CATALOGS[locale]);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<p>loading</p>}>
          <ListingView
            api={api}
            locale={locale}
            query={{
              city: 'kobenhavn',
              product_type: 'restaurant',
              local: locale,
              ...(person ? { person } : {}),
            }}
            heading="Restauranter i København"
            tags={undefined}
            isFiltered={isFiltered}
            resetHref="/kobenhavn/restauranter"
          />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('ListingView', () => {
  it('shows the first 6 places with prices in Danish and appends 6 more on "show more"', async () => {
    const { api, calls } = createFakeApi();
    renderListing(api);
    const list = await screen.findByRole('list', { name: 'Restauranter i København' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Sted 1' }).getAttribute('href')).toBe('/restaurant/sted-1');
    expect(screen.getAllByText('200 kr.')).toHaveLength(6);
    expect(screen.getByText('Viser 6 af 8 steder')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    await screen.findByRole('link', { name: 'Sted 8' });
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
    expect(calls.map((url) => url.searchParams.get('current_page'))).toEqual(['1', '2']);
    expect(calls.every((url) => url.searchParams.get('per_page') === '6')).toBe(true);
  });

  it('links to English pages and tells why a place does not match the filters', async () => {
    const { api } = createFakeApi(2, (id) =>
      id === 2 ? { status: 'soldout', reasons: ['status', 'area'] } : {},
    );
    renderListing(api, 'en', true);
    await screen.findByRole('link', { name: 'Sted 1' });
    expect(screen.getByRole('link', { name: 'Sted 1' }).getAttribute('href')).toBe('/en/restaurant/sted-1');
    expect(screen.getByText('Sold out today')).toBeTruthy();
    expect(screen.getByText('Does not match: in another area')).toBeTruthy();
  });

  it('says how many of all the places match, counted by the server over the whole listing', async () => {
    const { api } = createFakeApi(8, (id) => (id > 3 ? { reasons: ['area'] } : {}));
    renderListing(api, 'da', true);
    expect(
      await screen.findByText('3 af 8 steder passer til dine filtre og har ledige borde. De står først.'),
    ).toBeTruthy();
    cleanup();
    renderListing(createFakeApi(8).api, 'en', true);
    expect(
      await screen.findByText('3 of 8 places match your filters and have available tables. They come first.'),
    ).toBeTruthy();
  });

  it('says it in the singular when one place matches', async () => {
    const { api } = createFakeApi(1);
    renderListing(api, 'da', true);
    expect(
      await screen.findByText('1 af 1 steder passer til dine filtre og har ledige borde. Det står først.'),
    ).toBeTruthy();
    cleanup();
    renderListing(createFakeApi(1).api, 'en', true);
    expect(
      await screen.findByText('1 of 1 places matches your filters and has available tables. It comes first.'),
    ).toBeTruthy();
  });

  it("links a card's free times to step 1 with the time and the party chosen, four at most", async () => {
    const free_times = ['18:30:00', '19:00:00', '19:30:00', '20:00:00', '21:00:00', '22:00:00'];
    const { api } = createFakeApi(1, () => ({ free_times }));
    renderListing(api, 'da', true, 3);
    const times = await screen.findByRole('list', { name: 'Sted 1: ledige tider i dag for 3' });
    const links = within(times).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['18.30', '19.00', '19.30', '20.00', '+2 flere']);
    expect(links[0]?.getAttribute('href')).toBe('/book/step1/restaurant/sted-1?person=3&time=18%3A30%3A00');
    expect(links[4]?.getAttribute('href')).toBe('/restaurant/sted-1#tider');
    expect(screen.getByText('Bord til 3 i dag kl.')).toBeTruthy();
  });

  it('says so when the city has no places', async () => {
    const { api } = createFakeApi(0);
    renderListing(api);
    expect(await screen.findByRole('heading', { name: 'Ingen steder her endnu' })).toBeTruthy();
  });
});
