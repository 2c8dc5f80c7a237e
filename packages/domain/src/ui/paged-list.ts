import { BLOG_FIRST_NEXT_PAGE, BLOG_PAGE_SIZE } from '../constants.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/products.ts';

/** A paged list's state (docs/product/spec.md §3). */
export type TPagedListState<TItem> = {
  loading: boolean;
  params: Record<string, unknown>;
  current_page: number;
  next_page: number | null;
  per_page: number;
  total_data: number;
  data: TItem[];
};

/** A page as the server answers it. */
export type TPage<TItem> = {
  current_page: number;
  next_page: number | null;
  per_page: number;
  total_data: number;
  data: TItem[];
};

export type TPagedListAction<TItem> =
  | { type: 'params.update'; params: Record<string, unknown> }
  | { type: 'page.next' }
  | { type: 'page.loaded'; page: TPage<TItem> }
  | { type: 'page.failed' };

/** Options of {@link createPagedListState}. */
export type TPagedListOptions<TItem> = {
  /** Filters of the call. @default {} */
  params?: Record<string, unknown>;
  /** Page size. @default DEFAULT_PAGE_SIZE (6) */
  perPage?: number;
  /** Preloaded first page (from the page's data). @default [] */
  data?: TItem[];
  /** The page to load next; null when there is none. @default null */
  nextPage?: number | null;
  /** Total number of items. @default data.length */
  totalData?: number;
};

export const createPagedListState = <TItem>(
  options: TPagedListOptions<TItem> = {},
): TPagedListState<TItem> => ({
  loading: false,
  params: options.params ?? {},
  current_page: 1,
  next_page: options.nextPage ?? null,
  per_page: options.perPage ?? DEFAULT_PAGE_SIZE,
  total_data: options.totalData ?? options.data?.length ?? 0,
  data: options.data ?? [],
});

/** The blog list: 9 a page, page 1 preloaded, so the next page starts at 2 (docs/product/spec.md §4). */
export const createBlogListState = <TItem>(
  data: TItem[] = [],
  totalData = data.length,
): TPagedListState<TItem> =>
  createPagedListState({
    data,
    totalData,
    perPage: BLOG_PAGE_SIZE,
    nextPage: totalData > data.length ? BLOG_FIRST_NEXT_PAGE : null,
  });

/**
 * Paged lists (docs/product/spec.md §4): new params clear the data and start at page 1; next page loads
 * `next_page` and appends, and does nothing when there is no next page. A page that arrives for
 * another page than the one asked for (a slow answer to older params) is ignored.
 */
export const pagedListReducer = <TItem>(
  state: TPagedListState<TItem>,
  action: TPagedListAction<TItem>,
): TPagedListState<TItem> => {
  switch (action.type) {
    case 'params.update':
      return {
        ...state,
        params: action.params,
        data: [],
        current_page: 1,
        next_page: null,
        total_data: 0,
        loading: true,
      };
    case 'page.next':
      return state.next_page === null || state.loading
        ? state
        : { ...state, current_page: state.next_page, loading: true };
    case 'page.loaded':
      if (action.page.current_page !== state.current_page) return state;
      return {
        ...state,
        loading: false,
        next_page: action.page.next_page,
        per_page: action.page.per_page,
        total_data: action.page.total_data,
        data: action.page.current_page === 1 ? action.page.data : [...state.data, ...action.page.data],
      };
    case 'page.failed':
      return { ...state, loading: false };
  }
};

/** The query of the page to load: params plus current_page, per_page and local (docs/product/spec.md §7). */
export const getPagedListQuery = <TItem>(state: TPagedListState<TItem>, local: string) => ({
  ...state.params,
  current_page: state.current_page,
  per_page: state.per_page,
  local,
});
