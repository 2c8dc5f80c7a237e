import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DEFAULT_TIME_END, DEFAULT_TIME_START, PERSON_OPTIONS } from '../src/constants.ts';
import { DEFAULT_FILTERS, SORT_IDS, type TFilters } from '../src/entities/filters.ts';
import {
  formatListingQuery,
  parseListingQuery,
  serializeListingQuery,
  type TFilterSlugLookup,
} from '../src/filters/listing-query.ts';
import { readQueryEntries, writeQueryString } from '../src/filters/query-string.ts';
import { getTimeOptions } from '../src/time.ts';

const LOOKUP: TFilterSlugLookup = {
  areas: [
    { id: 1, slug: 'indre-by' },
    { id: 2, slug: 'vesterbro' },
    { id: 3, slug: 'nørrebro' },
  ],
  tags: [
    { id: 10, slug: 'italiensk', parent_id: 100 },
    { id: 11, slug: 'fransk', parent_id: 100 },
    { id: 12, slug: 'vegetar', parent_id: 200 },
    { id: 13, slug: 'hygge' },
  ],
};

describe('parseListingQuery', () => {
  it('gives the defaults of point 9 for an empty query', () => {
    expect(parseListingQuery('', LOOKUP)).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({
      sort: 0,
      person: 0,
      times: { start: '00:00:00', end: '23:45:00' },
    });
  });

  it('maps repeated area and tag slugs to ids, ignoring unknown slugs, repeats and a trailing "?"', () => {
    const filters = parseListingQuery(
      '?areas=vesterbro&areas=n%C3%B8rrebro&areas=ukendt&areas=vesterbro&tags=fransk%3F&tags=vegetar&tags=hygge',
      LOOKUP,
    );
    expect(filters.areas).toEqual([2, 3]);
    expect(filters.tags).toEqual([11, 12, 13]);
    expect(filters.tagsByCategory).toEqual({ 100: [11], 200: [12], 0: [13] });
  });

  it.each([
    ['18.30', '18:30:00'],
    ['9.00', '09:00:00'],
    ['9:05', '09:05:00'],
    ['18:30', '18:30:00'],
    ['23.45', '23:45:00'],
    ['24.00', DEFAULT_TIME_START],
    ['18.60', DEFAULT_TIME_START],
    ['18', DEFAULT_TIME_START],
    ['18:30:00', DEFAULT_TIME_START],
    ['abc', DEFAULT_TIME_START],
  ])('time-start %s becomes %s', (value, expected) => {
    expect(parseListingQuery({ 'time-start': value }, LOOKUP).times.start).toBe(expected);
  });

  it('reads time-end too', () => {
    expect(parseListingQuery({ 'time-end': '21.00' }, LOOKUP).times.end).toBe('21:00:00');
    expect(parseListingQuery({ 'time-end': 'x' }, LOOKUP).times.end).toBe(DEFAULT_TIME_END);
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['8', 8],
    ['9', 0],
    ['-1', 0],
    ['2.5', 0],
    ['', 0],
    ['x', 0],
  ])('person %j becomes %i', (value, expected) => {
    expect(parseListingQuery({ person: value }, LOOKUP).person).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['3', 3],
    ['4', 4],
    ['5', 0],
    ['name', 0],
  ])('sort %j becomes %i', (value, expected) => {
    expect(parseListingQuery({ sort: value }, LOOKUP).sort).toBe(expected);
  });

  it('reads records with lists and URLSearchParams alike', () => {
    const fromRecord = parseListingQuery(
      { areas: ['indre-by', 'vesterbro'], tags: undefined, search: 'pizza bar' },
      LOOKUP,
    );
    const fromParams = parseListingQuery(
      new URLSearchParams('areas=indre-by&areas=vesterbro&search=pizza+bar'),
      LOOKUP,
    );
    expect(fromRecord).toEqual(fromParams);
    expect(fromRecord.search).toBe('pizza bar');
  });
});

describe('serializeListingQuery', () => {
  it('drops ids the lookup does not know', () => {
    expect(formatListingQuery({ ...DEFAULT_FILTERS, tags: [99, 12] }, LOOKUP)).toBe('?tags=vegetar');
  });

  it('leaves the defaults out', () => {
    expect(formatListingQuery(DEFAULT_FILTERS, LOOKUP)).toBe('');
  });

  it('writes slugs, HH:MM times, person, sort and search', () => {
    const filters: TFilters = {
      sort: 3,
      person: 4,
      areas: [3, 99],
      times: { start: '18:00:00', end: '21:30:00' },
      tags: [10],
      tagsByCategory: { 100: [10] },
      search: 'øl & vin',
    };
    expect(formatListingQuery(filters, LOOKUP)).toBe(
      '?areas=n%C3%B8rrebro&tags=italiensk&time-start=18%3A00&time-end=21%3A30&person=4&sort=3&search=%C3%B8l+%26+vin',
    );
    expect(new URLSearchParams(writeQueryString(serializeListingQuery(filters, LOOKUP))).get('search')).toBe(
      'øl & vin',
    );
  });

  it('parses back what it wrote', () => {
    const times = getTimeOptions();
    const filtersArbitrary = fc
      .record({
        sort: fc.constantFrom(...SORT_IDS),
        person: fc.constantFrom(...PERSON_OPTIONS),
        areas: fc.uniqueArray(fc.constantFrom(...LOOKUP.areas.map((area) => area.id))),
        start: fc.constantFrom(DEFAULT_TIME_START, ...times),
        end: fc.constantFrom(DEFAULT_TIME_END, ...times),
        tags: fc.uniqueArray(fc.constantFrom(...LOOKUP.tags.map((tag) => tag.id))),
        search: fc.string({ maxLength: 12 }),
      })
      .map(({ start, end, ...rest }): TFilters => ({
        ...rest,
        times: { start, end },
        // Each tag under its category's id (LOOKUP's parent_id; "0" for none), as parsing groups them.
        tagsByCategory: rest.tags.reduce<Record<string, number[]>>((groups, id) => {
          const category = String(LOOKUP.tags.find((tag) => tag.id === id)?.parent_id ?? 0);
          return { ...groups, [category]: [...(groups[category] ?? []), id] };
        }, {}),
      }));
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        expect(parseListingQuery(formatListingQuery(filters, LOOKUP), LOOKUP)).toEqual(filters);
      }),
      { numRuns: 200 },
    );
  });
});

describe('query strings', () => {
  it('decodes "+" as a space, keeps bare names and survives bad escapes', () => {
    expect(readQueryEntries('a=1+2&flag&b=%E0%A4%A&&c=')).toEqual([
      ['a', '1 2'],
      ['flag', ''],
      ['b', '%E0%A4%A'],
      ['c', ''],
    ]);
  });
});
