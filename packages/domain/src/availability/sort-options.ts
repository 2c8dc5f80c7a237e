import { PERSON_OPTIONS } from '../constants.ts';
import type { TFilterOptions, TSortId, TSortOption } from '../entities/filters.ts';
import { getTimeOptions } from '../time.ts';
import { SORT_IDS } from '../entities/filters.ts';
import type { TLocale } from '../locale.ts';

const SORT_LABELS: Record<TLocale, Record<TSortId, string>> = {
  da: { 0: 'Anbefalet', 1: 'Nyeste steder', 2: 'Nyeste menuer', 3: 'Navn', 4: 'Pris' },
  en: { 0: 'Recommended', 1: 'Newest places', 2: 'Newest menus', 3: 'Name', 4: 'Price' },
};

export const isSortId = (value: unknown): value is TSortId =>
  (SORT_IDS as readonly unknown[]).includes(value);

/** The sort options of the listing filter (docs/product/spec.md §3: link, title, id, label). */
export const getSortOptions = (locale: TLocale): TSortOption[] =>
  SORT_IDS.map((id) => ({
    id,
    link: `sort=${id}`,
    title: SORT_LABELS[locale][id],
    label: SORT_LABELS[locale][id],
  }));

/** Every filter option of a listing (docs/product/spec.md §3): the sorts, persons 0–8 and the time list. */
export const getFilterOptions = (locale: TLocale): TFilterOptions => ({
  sorts: getSortOptions(locale),
  persons: [...PERSON_OPTIONS],
  times: getTimeOptions(),
});
