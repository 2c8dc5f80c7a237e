import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  getProductStatus,
  getSlotStatus,
  isEverythingOnHold,
  orderProducts,
  type TMatchFilters,
  type TOrderableProduct,
} from '../src/availability/availability.ts';
import { compareSortKeys, getDanishSortKey } from '../src/availability/collation.ts';
import { isSortId } from '../src/availability/sort-options.ts';
import { DEFAULT_FILTERS } from '../src/entities/filters.ts';
import { makeSlot, NOW } from './fixtures.ts';

const PAST = '2026-11-22T11:00:00.000Z';

const makeProduct = (overrides: Partial<TOrderableProduct> & { id: number }): TOrderableProduct => ({
  status: 'in-stock',
  weight: overrides.id,
  created_at: '2026-01-01T00:00:00.000Z',
  latest_menu_created_at: null,
  name: `Sted ${overrides.id}`,
  price_sale: 20000,
  city_id: 10,
  tags: [],
  times: [makeSlot({ time: '18:00:00' })],
  ...overrides,
});

describe('statuses', () => {
  it('counts a slot past valid_until as soldout', () => {
    expect(getSlotStatus(makeSlot({ time: '12:00:00', valid_until: PAST }), NOW)).toBe('soldout');
    expect(getSlotStatus(makeSlot({ time: '18:00:00' }), NOW)).toBe('in-stock');
    expect(getSlotStatus(makeSlot({ time: '18:00:00', status: 'on-hold' }), NOW)).toBe('on-hold');
  });

  it('makes a product without in-stock slots soldout, keeps showcase', () => {
    expect(getProductStatus(makeProduct({ id: 1 }), NOW)).toBe('in-stock');
    expect(
      getProductStatus(
        makeProduct({ id: 1, times: [makeSlot({ time: '11:00:00', valid_until: PAST })] }),
        NOW,
      ),
    ).toBe('soldout');
    expect(getProductStatus(makeProduct({ id: 1, times: [] }), NOW)).toBe('soldout');
    expect(getProductStatus(makeProduct({ id: 1, status: 'showcase' }), NOW)).toBe('showcase');
  });

  it.each([
    [['on-hold', 'on-hold'], true],
    [['on-hold', 'soldout'], true],
    [['on-hold', 'in-stock'], false],
    [['soldout'], false],
    [[], false],
  ] as const)('everything on hold for %j: %s', (statuses, expected) => {
    expect(isEverythingOnHold(statuses.map((status) => ({ status })))).toBe(expected);
  });
});

describe('availability reasons', () => {
  // The reasons a place does not match, as the reference listing order gives them with each place.
  const getAvailabilityReasons = (place: TOrderableProduct, filters: TMatchFilters, now: Date) =>
    orderProducts([place], filters, 0, now).at(0)?.reasons;
  const product = makeProduct({
    id: 1,
    tags: [5],
    times: [makeSlot({ time: '18:00:00', seats: [2, 4] }), makeSlot({ time: '20:00:00', status: 'soldout' })],
  });

  it('matches with the default filters', () => {
    expect(getAvailabilityReasons(product, DEFAULT_FILTERS, NOW)).toEqual([]);
  });

  it.each([
    [{ times: { start: '19:00:00', end: '21:00:00' } }, ['times']],
    [{ times: { start: '17:00:00', end: '18:30:00' } }, []],
    [{ areas: [11] }, ['area']],
    [{ areas: [10, 11] }, []],
    [{ person: 3 }, ['person']],
    [{ person: 4 }, []],
    [{ tags: [6] }, ['tags']],
    [{ tags: [6, 5] }, []],
    [{ person: 2, times: { start: '19:00:00', end: '23:45:00' } }, ['times', 'person']],
  ])('filters %j give %j', (filters, reasons) => {
    expect(getAvailabilityReasons(product, { ...DEFAULT_FILTERS, ...filters }, NOW)).toEqual(reasons);
  });

  it('gives status for a soldout or showcase product', () => {
    expect(
      getAvailabilityReasons(makeProduct({ id: 2, times: [] }), { ...DEFAULT_FILTERS, person: 2 }, NOW),
    ).toEqual(['status']);
    expect(getAvailabilityReasons(makeProduct({ id: 3, status: 'showcase' }), DEFAULT_FILTERS, NOW)).toEqual([
      'status',
    ]);
  });
});

describe('listing order', () => {
  const products = [
    makeProduct({ id: 1, status: 'showcase', weight: 0 }),
    makeProduct({ id: 2, times: [], weight: 1 }),
    makeProduct({ id: 3, weight: 5, city_id: 11 }),
    makeProduct({ id: 4, weight: 3 }),
    makeProduct({ id: 5, weight: 3 }),
    makeProduct({ id: 6, weight: 9, times: [makeSlot({ time: '18:00:00', valid_until: PAST })] }),
  ];

  it('puts matching products first, then in-stock, soldout and showcase', () => {
    const ordered = orderProducts(products, { ...DEFAULT_FILTERS, areas: [10] }, 0, NOW);
    expect(ordered.map((product) => product.id)).toEqual([4, 5, 3, 2, 6, 1]);
    expect(ordered.map((product) => product.status)).toEqual([
      'in-stock',
      'in-stock',
      'in-stock',
      'soldout',
      'soldout',
      'showcase',
    ]);
    expect(ordered[2]?.reasons).toEqual(['area']);
  });

  const sortable = [
    makeProduct({
      id: 1,
      name: 'Øl & Brød',
      created_at: '2026-03-01T00:00:00Z',
      latest_menu_created_at: null,
      price_sale: 30000,
    }),
    makeProduct({
      id: 2,
      name: 'Zeppelin',
      created_at: '2026-05-01T00:00:00Z',
      latest_menu_created_at: '2026-06-01T00:00:00Z',
      price_sale: 10000,
    }),
    makeProduct({
      id: 3,
      name: 'Aamanns',
      created_at: '2026-04-01T00:00:00Z',
      latest_menu_created_at: '2026-02-01T00:00:00Z',
      price_sale: 20000,
    }),
    makeProduct({
      id: 4,
      name: 'Bæst',
      created_at: '2026-05-01T00:00:00Z',
      latest_menu_created_at: '2026-06-01T00:00:00Z',
      price_sale: 10000,
      name_sort_key: getDanishSortKey('Bæst'),
    }),
  ];

  it.each([
    [0, [1, 2, 3, 4]],
    [1, [2, 4, 3, 1]],
    [2, [2, 4, 3, 1]],
    [3, [4, 2, 1, 3]],
    [4, [2, 4, 3, 1]],
  ] as const)('sort %i orders by its key, ties by id', (sort, ids) => {
    expect(orderProducts(sortable, DEFAULT_FILTERS, sort, NOW).map((product) => product.id)).toEqual(ids);
  });

  it('sorts missing menu dates last and ties by id', () => {
    const undated = [
      makeProduct({ id: 9, latest_menu_created_at: null }),
      makeProduct({ id: 8, latest_menu_created_at: '2026-01-01T00:00:00Z' }),
      makeProduct({ id: 7, latest_menu_created_at: null }),
      makeProduct({ id: 6, latest_menu_created_at: '2026-01-01T00:00:00Z' }),
    ];
    expect(orderProducts(undated, DEFAULT_FILTERS, 2, NOW).map((product) => product.id)).toEqual([
      6, 8, 7, 9,
    ]);
    expect(
      orderProducts([...undated].reverse(), DEFAULT_FILTERS, 2, NOW).map((product) => product.id),
    ).toEqual([6, 8, 7, 9]);
  });

  it('knows the five sort ids', () => {
    expect(isSortId(4)).toBe(true);
    expect(isSortId(5)).toBe(false);
  });
});

describe('Danish sort key', () => {
  const collator = new Intl.Collator('da');
  const sign = (value: number) => Math.sign(value);

  it('sorts æ, ø, å after z and aa as å', () => {
    const names = [
      'Århus',
      'Zebra',
      'Aalborg',
      'Øl',
      'Æble',
      'Abe',
      'ab',
      'Ab',
      'Café',
      'Cafe',
      'ß',
      'ss',
      'Ü',
      'y',
    ];
    const byKey = [...names].sort((a, b) => compareSortKeys(getDanishSortKey(a), getDanishSortKey(b)));
    expect(byKey).toEqual([...names].sort(collator.compare));
    expect(byKey.slice(-5)).toEqual(['Zebra', 'Æble', 'Øl', 'Aalborg', 'Århus']);
  });

  it('sorts letters of other scripts after å', () => {
    expect(compareSortKeys(getDanishSortKey('å'), getDanishSortKey('ж'))).toBe(-1);
    expect(compareSortKeys(getDanishSortKey('Åben'), getDanishSortKey('Åben'))).toBe(0);
  });

  it('is plain ASCII, so COLLATE "C" orders it the same way', () => {
    expect(getDanishSortKey('Smørrebrød & Ål 🍺')).toMatch(/^[\x20-\x7e]+$/);
  });

  it('orders like Intl.Collator("da") for Danish names', () => {
    const letters = fc.constantFrom(...'aAbeEéoOzZæÆøØåÅäöü 1-'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: letters, maxLength: 6 }),
        fc.string({ unit: letters, maxLength: 6 }),
        (a, b) => {
          expect(sign(compareSortKeys(getDanishSortKey(a), getDanishSortKey(b)))).toBe(
            sign(collator.compare(a, b)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
