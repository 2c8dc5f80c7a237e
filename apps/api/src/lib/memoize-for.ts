/**
 * `load`'s promise, kept for `ttlMs` and shared by every caller meanwhile (concurrent callers wait
 * on one read). A failed load is forgotten at once, so the next call tries again.
 */
export function memoizeFor<T>(ttlMs: number, now: () => number, load: () => Promise<T>): () => Promise<T> {
  let cached: { expiresAt: number; value: Promise<T> } | null = null;
  return () => {
    const time = now();
    if (!cached || cached.expiresAt < time) {
      const value = load();
      const entry = { expiresAt: time + ttlMs, value };
      cached = entry;
      value.catch(() => {
        // Only this load's entry: a newer one may have taken its place meanwhile.
        if (cached === entry) cached = null;
      });
    }
    return cached.value;
  };
}
