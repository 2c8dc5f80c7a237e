import { z } from 'zod';

import { DEFAULT_SORT_ID, DEFAULT_TIME_END, DEFAULT_TIME_START, PERSON_OPTIONS } from '../constants.ts';
import { ZTimeOfDay } from '../time.ts';

/** Sort ids (docs/product/spec.md §4): 0 weight, 1 newest product, 2 newest menu, 3 name, 4 sale price. */
export const SORT_IDS = [0, 1, 2, 3, 4] as const;
export const ZSortId = z.literal(SORT_IDS);
export type TSortId = (typeof SORT_IDS)[number];

const ZPersonOption = z
  .number()
  .int()
  .min(0)
  .max(PERSON_OPTIONS.length - 1);

/** Listing filters (docs/product/spec.md §3). `tagsByCategory` groups the chosen tags by their category id. */
export const ZFilters = z.object({
  sort: ZSortId,
  person: ZPersonOption,
  areas: z.array(z.number().int()),
  times: z.object({ start: ZTimeOfDay, end: ZTimeOfDay }),
  tags: z.array(z.number().int()),
  tagsByCategory: z.record(z.string(), z.array(z.number().int())),
  search: z.string(),
});
export type TFilters = z.infer<typeof ZFilters>;

export const DEFAULT_FILTERS: TFilters = {
  sort: DEFAULT_SORT_ID,
  person: 0,
  areas: [],
  times: { start: DEFAULT_TIME_START, end: DEFAULT_TIME_END },
  tags: [],
  tagsByCategory: {},
  search: '',
};

export type TSortOption = {
  id: TSortId;
  /** Address query value of the option. */
  link: string;
  title: string;
  label: string;
};

/** The listing's filter choices: sorts, party sizes and arrival times (HH:MM:SS). */
export type TFilterOptions = {
  sorts: TSortOption[];
  persons: z.infer<typeof ZPersonOption>[];
  times: string[];
};
