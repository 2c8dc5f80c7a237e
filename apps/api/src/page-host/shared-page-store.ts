import { nextQuarterHour, type TShortLivedCache } from './short-lived-cache.ts';

/** Bounds the pages kept past their moment, as the short-lived cache bounds its entries. */
const MAX_LATEST = 500;

export type TSharedPageStoreOptions<TPage> = {
  /** Where fresh pages live (their moment, the quarter hour, dropped on any change). */
  cache: TShortLivedCache<TPage>;
  /** Whether a render may be kept for others (a 200 that sets no cookie). */
  isKept: (page: TPage) => boolean;
  now: () => Date;
  /**
   * How long after it was stored a page may still be answered while its next render is under way
   * (0: never; visitors wait for the next render).
   */
  staleForMs: number;
  /** A render made in the background (a stale page was answered) failed. */
  onBackgroundError: (error: unknown) => void;
  /** A render starts (for the metrics: every render, none of the answers from a stored one). */
  onRender?: () => void;
};

/**
 * Renders of one process that serve every visitor (docs/decisions/0006-page-caching-shared-pages-answered-once.md, 0108, 0109): shared pages
 * and the flows' templates, each rendered once for a moment and answered from the stored render
 * meanwhile; also the API's answers that are the same for everyone (listings, place details, stock),
 * computed the same way, without stale answers (`staleForMs` 0).
 * - **One render at a time per page**: visitors who ask while it renders (a page expiring under
 *   load, a hundred tabs) wait for that render, not for one each.
 * - **Stale while it renders**: once a page's moment is over, the visitor who asks first starts its
 *   next render and, like everyone until it is done, gets the page before (for at most
 *   `staleForMs` after it was stored, as `stale-while-revalidate` lets a shared cache do, and never
 *   past the quarter hour, when times stop being bookable): no one waits for a render only because
 *   time passed.
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
  onRender,
}: TSharedPageStoreOptions<TPage>) {
  const latest = new Map<string, { page: TPage; storedAt: number }>();
  const rendering = new Map<string, Promise<TPage>>();
  const admitting = new Map<string, Promise<void>>();
  let changes = 0;

  function renderOnce(key: string, render: () => Promise<TPage>): Promise<TPage> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const changesBefore = changes;
    onRender?.();
    const next = render()
      .then((page) => {
        if (isKept(page) && changes === changesBefore) {
          const time = now();
          cache.set(key, page, time);
          // The page stored longest ago goes first: pages visitors keep asking for are stored
          // again every moment, so a run of addresses asked for once cannot push them all out.
          if (staleForMs > 0) {
            latest.delete(key);
            if (latest.size >= MAX_LATEST) latest.delete(latest.keys().next().value as string);
            latest.set(key, { page, storedAt: time.getTime() });
          }
        }
        return page;
      })
      .finally(() => {
        if (rendering.get(key) === next) rendering.delete(key);
      });
    rendering.set(key, next);
    return next;
  }

  /**
   * The page before, while it may still be answered as the next one renders: within `staleForMs`
   * and never past the quarter hour after it was stored, when the times it shows as free may have
   * stopped being bookable (its fresh moment ends there too).
   */
  function stale(key: string, time: Date): TPage | null {
    const before = latest.get(key);
    if (!before) return null;
    const age = time.getTime() - before.storedAt;
    return age >= 0 && age < staleForMs && time.getTime() < nextQuarterHour(before.storedAt)
      ? before.page
      : null;
  }

  /** Nothing fresh, nothing stale to answer, no render under way to join: a visitor would wait for a new render. */
  function isRenderNeeded(key: string): boolean {
    const time = now();
    return cache.get(key, time) === null && !rendering.has(key) && stale(key, time) === null;
  }

  /** The page to answer now: the fresh one, else the one before while the next renders, else the next. */
  function answerNow(key: string, render: () => Promise<TPage>): Promise<TPage> {
    const time = now();
    const fresh = cache.get(key, time);
    if (fresh) return Promise.resolve(fresh);
    const next = renderOnce(key, render);
    const before = stale(key, time);
    if (before === null) return next;
    next.catch(onBackgroundError);
    return Promise.resolve(before);
  }

  /**
   * As `answerNow`, but a new render must first be admitted (`admit` resolves; the render budget,
   * docs/decisions/0006-page-caching-shared-pages-answered-once.md): only the visitor whose request would start it is asked. Visitors asking
   * for the same page meanwhile wait for that answer, then join the render it started, or, if it
   * was refused, are asked in turn, so no one is refused for someone else's budget.
   */
  async function answer(
    key: string,
    render: () => Promise<TPage>,
    admit?: () => Promise<void>,
  ): Promise<TPage> {
    while (admit && isRenderNeeded(key)) {
      const pending = admitting.get(key);
      if (pending) {
        await pending.catch(() => undefined);
        continue;
      }
      const check = admit();
      admitting.set(key, check);
      try {
        await check;
      } finally {
        if (admitting.get(key) === check) admitting.delete(key);
      }
      break;
    }
    return answerNow(key, render);
  }

  return {
    answer,
    /** The fresh page under `key`, or null. */
    fresh: (key: string): TPage | null => cache.get(key, now()),
    /**
     * What the shared-page front may answer under `key` without starting anything: the fresh page,
     * or, while the next render is under way, the page before, as `answer` would give it, and only
     * while a shared cache told now would keep it no longer than its headers said when it was fresh
     * (`staleForMs` before the quarter hour: the headers' fresh and stale seconds are the same then).
     * Otherwise null, and Fastify answers (the first visitor past the moment starts the render).
     */
    answerable: (key: string): TPage | null => {
      const time = now();
      const fresh = cache.get(key, time);
      if (fresh || !rendering.has(key)) return fresh;
      const before = latest.get(key);
      if (!before || time.getTime() + staleForMs > nextQuarterHour(before.storedAt)) return null;
      return stale(key, time);
    },
    /** A change: every page is dropped, and renders under way are not kept. */
    invalidate: () => {
      changes += 1;
      rendering.clear();
      latest.clear();
      cache.invalidate();
    },
  };
}
