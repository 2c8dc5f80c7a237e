export type TDetailSearch = { view?: 'menu'; index?: number };

/**
 * `?view=menu&index=N` opens a menu (docs/product/spec.md §2); anything else is ignored. Apart from
 * the loader, which the browser loads only when it needs one (ADR 0003).
 */
export function validateDetailSearch(search: Record<string, unknown>): TDetailSearch {
  const index = Number(search.index);
  return {
    ...(search.view === 'menu' ? { view: 'menu' as const } : {}),
    ...(Number.isInteger(index) && index >= 0 && search.index !== undefined && search.index !== ''
      ? { index }
      : {}),
  };
}
