import { describe, expect, it } from 'vitest';

import { createSharedPageStore } from '../../src/page-host/shared-page-store.ts';
import { createShortLivedCache } from '../../src/page-host/short-lived-cache.ts';

/**
 * Full stores push out the entry stored longest ago (docs/decisions/0006-page-caching-shared-pages-answered-once.md): a run
 * of addresses asked for once must not push out an answer that is asked for, and stored, all along.
 */
/** A store of strings that keeps every render, on a clock read from `now`, stale for 4 s as pages are. */
function storeOfStrings(now: () => number) {
  return createSharedPageStore<string>({
    cache: createShortLivedCache<string>(),
    isKept: () => true,
    now: () => new Date(now()),
    staleForMs: 4_000,
    onBackgroundError: () => undefined,
  });
}

describe('short-lived stores when full', () => {
  const at = new Date('2026-11-22T18:00:00+01:00');

  it('the short-lived cache keeps an entry stored again while 600 others come and go', () => {
    const cache = createShortLivedCache<string>();
    for (let n = 0; n < 600; n += 1) {
      cache.set(`/once?search=${n}`, `page ${n}`, at);
      if (n % 100 === 0 && n <= 400) cache.set('/popular', `popular ${n}`, at);
    }
    expect(cache.get('/popular', at)).toBe('popular 400');
    expect(cache.get('/once?search=599', at)).toBe('page 599');
    // Full at 500: the first of the run went first.
    expect(cache.get('/once?search=0', at)).toBeNull();
  });

  it('the shared-page store answers a popular page stale, not rendered anew, after a run of new addresses', async () => {
    let time = at.getTime();
    let renders = 0;
    const store = storeOfStrings(() => time);
    const render = (page: string) => () => {
      renders += 1;
      return Promise.resolve(page);
    };
    expect(await store.answer('/popular', render('popular 1'))).toBe('popular 1');
    for (let n = 0; n < 600; n += 1) {
      await store.answer(`/once?search=${n}`, render(`page ${n}`));
      if (n % 100 === 0 && n <= 400) {
        time += 2_100;
        expect(await store.answer('/popular', render(`popular ${n}`))).toMatch(/^popular/);
      }
    }
    // Past its moment: answered from the page before (the next renders meanwhile), not waited for.
    time += 2_100;
    const rendersBefore = renders;
    expect(await store.answer('/popular', render('popular last'))).toBe('popular 400');
    expect(renders).toBe(rendersBefore + 1);
  });

  it('answers no page stale past the quarter hour after it was stored: times may have stopped being bookable', async () => {
    // 18:14:59.5 Copenhagen: half a second before the quarter hour.
    let time = new Date('2026-11-22T18:14:59.500+01:00').getTime();
    let renders = 0;
    const store = storeOfStrings(() => time);
    const render = () => {
      renders += 1;
      return Promise.resolve(`render ${renders}`);
    };
    expect(await store.answer('/listing', render)).toBe('render 1');
    // One second later, past the quarter hour but well within the stale window: a new render,
    // waited for, not the page from before the quarter.
    time += 1_000;
    expect(await store.answer('/listing', render)).toBe('render 2');
    // Within the same quarter, past its moment: the page before while the next renders.
    time += 2_500;
    expect(await store.answer('/listing', render)).toBe('render 2');
    expect(renders).toBe(3);
  });
});
