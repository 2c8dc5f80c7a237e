import { DEFAULT_SORT_ID, DEFAULT_TIME_END, DEFAULT_TIME_START } from '../constants.ts';

/** Sort ids (docs/product/spec.md §4): 0 weight, 1 newest product, 2 newest menu, 3 name, 4 sale price. */
export const SORT_IDS = [0, 1, 2, 3, 4] as const;
export type TSortId = (typeof SORT_IDS)[number];

/** Listing filters (docs/product/spec.md §3). `tagsByCategory` groups the chosen tags by their category id. */
export type TFilters = {
  sort: TSortId;
  /** Index into PERSON_OPTIONS (0: no party chosen). */
  person: number;
  areas: number[];
  /** HH:MM:SS. */
  times: { start: string; end: string };
  tags: number[];
  tagsByCategory: Record<string, number[]>;
  search: string;
};

export const DEFAULT_FILTERS: TFilters = {
  sort: DEFAULT_SORT_ID,
  person: 0,
  areas: [],
  times: { start: DEFAULT_TIME_START, end: DEFAULT_TIME_END },
  tags: [],
  tagsByCategory: {},
  search: '',
};
