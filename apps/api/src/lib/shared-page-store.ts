import type { TShortLivedCache } from '../plugins/app/listing-cache.ts';

/** Bounds the pages kept past their moment, as the short-lived cache bounds its entries. */
const MAX_LATEST = 500;

export type TSharedPageStoreOptions<TPage> = {
  /** Where fresh pages live (their moment, the quarter hour, dropped on any change). */
  cache: TShortLivedCache<TPage>;
  /** Whether a render may be kept for others (a 200 that sets no cookie). */
  isKept: (page: TPage) => boolean;
  now: () => Date;
  /** How long after it was stored a page may still be answered while its next render is under way. */
  staleForMs: number;
  /** A render made in the background (a stale page was answered) failed. */
  onBackgroundError: (error: unknown) => void;
};

/**
 * Renders of one process that serve every visitor (docs/decisions/0103, 0108, 0109): shared pages
 * and the flows' templates, each rendered once for a moment and answered from the stored render
 * meanwhile.
 * - **One render at a time per page**: visitors who ask while it renders (a page expiring under
 *   load, a hundred tabs) wait for that render, not for one each.
 * - **Stale while it renders**: once a page's moment is over, the visitor who asks first starts its
 *   next render and, like everyone until it is done, gets the page before (for at most
 *   `staleForMs` after it was stored, as `stale-while-revalidate` lets a shared cache do): no one
 *   waits for a render only because time passed.
 * - **Never older than a change**: a change (any process's, through the cache invalidation) drops
 *   every page, stale ones included; visitors after it wait for a render that starts after it, and
 *   a render under way when it happened is answered to whoever waited for it but not kept.
 */
export function createSharedPageStore<TPage>({
  cache,
  isKept,
  now,
  staleForMs,
  onBackgroundError,
}: TSharedPageStoreOptions<TPage>) {
  const latest = new Map<string, { page: TPage; storedAt: number }>();
  const rendering = new Map<string, Promise<TPage>>();
  let changes = 0;

  function renderOnce(key: string, render: () => Promise<TPage>): Promise<TPage> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const changesBefore = changes;
    const next = render()
      .then((page) => {
        if (isKept(page) && changes === changesBefore) {
          const time = now();
          cache.set(key, page, time);
          if (latest.size >= MAX_LATEST) latest.clear();
          latest.set(key, { page, storedAt: time.getTime() });
        }
        return page;
      })
      .finally(() => {
        if (rendering.get(key) === next) rendering.delete(key);
      });
    rendering.set(key, next);
    return next;
  }

  /** The page to answer now: the fresh one, else the one before while the next renders, else the next. */
  function answer(key: string, render: () => Promise<TPage>): Promise<TPage> {
    const time = now();
    const fresh = cache.get(key, time);
    if (fresh) return Promise.resolve(fresh);
    const next = renderOnce(key, render);
    const before = latest.get(key);
    const age = before ? time.getTime() - before.storedAt : -1;
    if (!before || age < 0 || age >= staleForMs) return next;
    next.catch(onBackgroundError);
    return Promise.resolve(before.page);
  }

  return {
    answer,
    /** The fresh page under `key`, or null: what the shared-page front may answer. */
    fresh: (key: string): TPage | null => cache.get(key, now()),
    /** A change: every page is dropped, and renders under way are not kept. */
    invalidate: () => {
      changes += 1;
      rendering.clear();
      latest.clear();
      cache.invalidate();
    },
  };
}
