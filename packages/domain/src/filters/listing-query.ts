import { DEFAULT_SORT_ID, DEFAULT_TIME_END, DEFAULT_TIME_START, PERSON_OPTIONS } from '../constants.ts';
import type { TFilters, TSortId } from '../entities/filters.ts';
import { isSortId } from '../availability/sort-options.ts';
import { formatFilterTime, parseFilterTime } from '../time.ts';
import type { TQueryEntries, TQueryInput } from './query-string.ts';
import { getAllQueryValues, getQueryValue, readQueryEntries, writeQueryString } from './query-string.ts';

/** The address query names of listing filters (docs/product/spec.md §2). */
const LISTING_QUERY_KEYS = {
  areas: 'areas',
  tags: 'tags',
  timeStart: 'time-start',
  timeEnd: 'time-end',
  person: 'person',
  sort: 'sort',
  search: 'search',
} as const;

/** Slugs known to the listing, so the query can name areas and tags by slug. */
export type TFilterSlugLookup = {
  /** Areas by address slug (an area's `link`). */
  areas: readonly { id: number; slug: string }[];
  /** Tags by slug; `parent_id` is the tag's category, used for `tagsByCategory`. */
  tags: readonly { id: number; slug: string; parent_id?: number | null }[];
};

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Groups tag ids by their category id (as a string key); tags without a category go under "0". */
const groupTagsByCategory = (
  tagIds: readonly number[],
  lookup: TFilterSlugLookup,
): Record<string, number[]> => {
  const categoryById = new Map(lookup.tags.map((tag) => [tag.id, tag.parent_id ?? 0]));
  const groups: Record<string, number[]> = {};
  for (const id of tagIds) {
    const key = String(categoryById.get(id) ?? 0);
    (groups[key] ??= []).push(id);
  }
  return groups;
};

const readPerson = (value: string | null): number => {
  const person = Number(value);
  return value !== null && /^\d$/.test(value) && (PERSON_OPTIONS as readonly number[]).includes(person)
    ? person
    : 0;
};

const readSort = (value: string | null): TSortId => {
  const sort = Number(value);
  return value !== null && /^\d$/.test(value) && isSortId(sort) ? sort : DEFAULT_SORT_ID;
};

/**
 * Reads listing filters from the address query (docs/product/spec.md §2, §5 and §9). `areas` and `tags` repeat
 * and name slugs, mapped to ids through `lookup` (unknown slugs are dropped, a trailing "?" on a tag
 * is ignored); `time-start`/`time-end` accept H.MM or HH:MM and become HH:MM:00; a person that is not
 * an option 0–8 and an unknown sort fall back to the defaults, as does an unreadable time.
 */
export const parseListingQuery = (input: TQueryInput, lookup: TFilterSlugLookup): TFilters => {
  const entries = readQueryEntries(input);
  const areaIdBySlug = new Map(lookup.areas.map((area) => [area.slug, area.id]));
  const tagIdBySlug = new Map(lookup.tags.map((tag) => [tag.slug, tag.id]));
  const areas = unique(
    getAllQueryValues(entries, LISTING_QUERY_KEYS.areas).flatMap((slug) => areaIdBySlug.get(slug) ?? []),
  );
  const tags = unique(
    getAllQueryValues(entries, LISTING_QUERY_KEYS.tags).flatMap(
      (slug) => tagIdBySlug.get(slug.replace(/\?+$/, '')) ?? [],
    ),
  );
  const start =
    parseFilterTime(getQueryValue(entries, LISTING_QUERY_KEYS.timeStart) ?? '') ?? DEFAULT_TIME_START;
  const end = parseFilterTime(getQueryValue(entries, LISTING_QUERY_KEYS.timeEnd) ?? '') ?? DEFAULT_TIME_END;
  return {
    sort: readSort(getQueryValue(entries, LISTING_QUERY_KEYS.sort)),
    person: readPerson(getQueryValue(entries, LISTING_QUERY_KEYS.person)),
    areas,
    times: { start, end },
    tags,
    tagsByCategory: groupTagsByCategory(tags, lookup),
    search: getQueryValue(entries, LISTING_QUERY_KEYS.search) ?? '',
  };
};

/**
 * Writes filters back as address query entries. Defaults are left out so plain listings keep plain
 * addresses; ids unknown to `lookup` are dropped. `parseListingQuery` of the result gives the filters
 * back.
 */
export const serializeListingQuery = (filters: TFilters, lookup: TFilterSlugLookup): TQueryEntries => {
  const params: TQueryEntries = [];
  const areaSlugById = new Map(lookup.areas.map((area) => [area.id, area.slug]));
  const tagSlugById = new Map(lookup.tags.map((tag) => [tag.id, tag.slug]));
  for (const id of filters.areas) {
    const slug = areaSlugById.get(id);
    if (slug !== undefined) params.push([LISTING_QUERY_KEYS.areas, slug]);
  }
  for (const id of filters.tags) {
    const slug = tagSlugById.get(id);
    if (slug !== undefined) params.push([LISTING_QUERY_KEYS.tags, slug]);
  }
  if (filters.times.start !== DEFAULT_TIME_START) {
    params.push([LISTING_QUERY_KEYS.timeStart, formatFilterTime(filters.times.start)]);
  }
  if (filters.times.end !== DEFAULT_TIME_END)
    params.push([LISTING_QUERY_KEYS.timeEnd, formatFilterTime(filters.times.end)]);
  if (filters.person !== 0) params.push([LISTING_QUERY_KEYS.person, String(filters.person)]);
  if (filters.sort !== DEFAULT_SORT_ID) params.push([LISTING_QUERY_KEYS.sort, String(filters.sort)]);
  if (filters.search !== '') params.push([LISTING_QUERY_KEYS.search, filters.search]);
  return params;
};

/** The query string of {@link serializeListingQuery}, with a leading "?" when not empty. */
export const formatListingQuery = (filters: TFilters, lookup: TFilterSlugLookup): string => {
  const query = writeQueryString(serializeListingQuery(filters, lookup));
  return query === '' ? '' : `?${query}`;
};
