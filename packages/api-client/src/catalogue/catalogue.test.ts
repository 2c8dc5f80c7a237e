import { describe, expect, it } from 'vitest';

import { API_ANSWERS } from '../answers.ts';
import { createApiClient } from '../client.ts';
import { getProductMenus, productMenusQueryOptions } from './get-product-menus.ts';
import { getProductStockMenus } from './get-product-stock-menus.ts';
import { getProductStockTimes, productStockTimesQueryOptions } from './get-product-stock-times.ts';
import { productStocksQueryOptions } from './get-product-stocks.ts';

/** A fetch that records the URL and answers with `body`. */
function recordingFetch(body: unknown) {
  const urls: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    urls.push(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return {
    urls,
    api: createApiClient({ baseUrl: 'http://test/api/v4', fetch: fetchFn, schemas: API_ANSWERS }),
  };
}

const SLOT = {
  time: '19:00:00',
  time_end: '21:00:00',
  cover: 4,
  status: 'in-stock',
  seats: [1, 2, 3, 4],
  valid_until: '2026-11-22T18:00:00.000Z',
};

describe('catalogue calls', () => {
  it('asks stocks/times with seat and hold_id and parses entities.times', async () => {
    const { urls, api } = recordingFetch({ entities: { times: [SLOT] } });
    const answer = await getProductStockTimes(api, { productId: 7, local: 'da', seat: 2, hold_id: 'h1' });
    expect(urls).toEqual(['http://test/api/v4/products/7/stocks/times?local=da&seat=2&hold_id=h1']);
    expect(answer.entities.times[0]?.time).toBe('19:00:00');
  });

  it('asks stocks/menus for a time', async () => {
    const { urls, api } = recordingFetch({ entities: { menus: [] } });
    await getProductStockMenus(api, {
      productId: 7,
      local: 'en',
      seat: 2,
      time: '19:00:00',
      time_end: '21:00:00',
    });
    expect(urls).toEqual([
      'http://test/api/v4/products/7/stocks/menus?local=en&seat=2&time=19%3A00%3A00&time_end=21%3A00%3A00',
    ]);
  });

  it('sends menu ids as id[] and rejects an answer of the wrong shape', async () => {
    const { urls, api } = recordingFetch({ data: [{ id: 1 }] });
    await expect(getProductMenus(api, { productId: 7, local: 'da', ids: [3, 1] })).rejects.toThrow();
    expect(urls).toEqual(['http://test/api/v4/products/7/menus?local=da&id%5B%5D=3&id%5B%5D=1']);
  });

  it('keys queries by every argument, under the product', () => {
    const { api } = recordingFetch({});
    const times = productStockTimesQueryOptions(api, { productId: 7, local: 'da', seat: 2 });
    expect(times.queryKey).toEqual([
      'products',
      'stocks',
      { productId: 7 },
      'times',
      { productId: 7, local: 'da', seat: 2 },
    ]);
    expect(productStocksQueryOptions(api, { productId: 7, local: 'da' }).queryKey.slice(0, 3)).toEqual(
      times.queryKey.slice(0, 3),
    );
    // The order of chosen ids does not make a different query.
    expect(productMenusQueryOptions(api, { productId: 7, local: 'da', ids: [3, 1] }).queryKey).toEqual(
      productMenusQueryOptions(api, { productId: 7, local: 'da', ids: [1, 3] }).queryKey,
    );
  });
});
