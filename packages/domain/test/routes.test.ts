import { describe, expect, it } from 'vitest';

import type { TLocale } from '../src/locale.ts';
import {
  buildPath,
  buildProductHref,
  parsePath,
  getPathLocale,
  buildBookingConfirmationPath,
  buildBookingManagePath,
  buildGiftcardConfirmationPath,
  parseProductTypeUrlName,
  switchLocalePath,
  type TRoute,
} from '../src/routes/routes.ts';

const ROUTES: [TRoute, string, string][] = [
  [{ name: 'home' }, '/', '/en'],
  [{ name: 'product', productType: 'restaurant', slug: 'noma' }, '/restaurant/noma', '/en/restaurant/noma'],
  [{ name: 'product', productType: 'bar', slug: 'lidkoeb' }, '/bar/lidkoeb', '/en/bar/lidkoeb'],
  [
    { name: 'product', productType: 'takeaway', slug: 'gasoline' },
    '/takeaway/gasoline',
    '/en/takeaway/gasoline',
  ],
  [
    { name: 'listing', city: 'kobenhavn', productType: 'restaurant', view: 'list' },
    '/kobenhavn/restauranter',
    '/en/kobenhavn/restaurants',
  ],
  [{ name: 'listing', city: 'aarhus', productType: 'bar', view: 'list' }, '/aarhus/barer', '/en/aarhus/bars'],
  [
    { name: 'listing', city: 'odense', productType: 'takeaway', view: 'list' },
    '/odense/takeaway',
    '/en/odense/takeaway',
  ],
  [
    { name: 'listing', city: 'kobenhavn', productType: 'restaurant', view: 'map' },
    '/kort/kobenhavn/restauranter',
    '/en/map/kobenhavn/restaurants',
  ],
  [
    { name: 'listing', city: 'aarhus', productType: 'bar', view: 'map' },
    '/kort/aarhus/barer',
    '/en/map/aarhus/bars',
  ],
  [
    { name: 'listing', city: 'odense', productType: 'takeaway', view: 'map' },
    '/kort/odense/takeaway',
    '/en/map/odense/takeaway',
  ],
  [
    { name: 'booking', step: 'step1', productType: 'restaurant', slug: 'noma' },
    '/book/step1/restaurant/noma',
    '/en/book/step1/restaurant/noma',
  ],
  [
    { name: 'booking', step: 'step4', productType: 'bar', slug: 'lidkoeb' },
    '/book/step4/bar/lidkoeb',
    '/en/book/step4/bar/lidkoeb',
  ],
  [{ name: 'giftcard', step: 'step2' }, '/gavekort/step2', '/en/gavekort/step2'],
  [
    { name: 'partners', segment: 'partnere', city: 'kobenhavn', productType: 'restaurant' },
    '/partnere/kobenhavn/restauranter',
    '/en/partnere/kobenhavn/restaurants',
  ],
  [
    { name: 'partners', segment: 'partners', city: 'aalborg', productType: 'bar' },
    '/partners/aalborg/barer',
    '/en/partners/aalborg/bars',
  ],
  [{ name: 'guide' }, '/guide', '/en/guide'],
  [
    { name: 'area', parentCity: 'kobenhavn', area: 'vesterbro' },
    '/kobenhavn/vesterbro',
    '/en/kobenhavn/vesterbro',
  ],
  [
    { name: 'area', parentCity: 'kobenhavn', area: 'vesterbro', tag: 'italiensk' },
    '/kobenhavn/vesterbro/italiensk',
    '/en/kobenhavn/vesterbro/italiensk',
  ],
];

describe('routes of point 2', () => {
  it.each(ROUTES)('%j is %s in Danish and %s in English, and parses back', (route, da, en) => {
    expect(buildPath(route, 'da')).toBe(da);
    expect(buildPath(route, 'en')).toBe(en);
    expect(parsePath(da)).toEqual({ locale: 'da', route });
    expect(parsePath(en)).toEqual({ locale: 'en', route });
  });

  it('encodes and decodes slugs', () => {
    const route: TRoute = { name: 'product', productType: 'restaurant', slug: 'smørrebrød & co' };
    const path = buildPath(route, 'da');
    expect(path).toBe('/restaurant/sm%C3%B8rrebr%C3%B8d%20%26%20co');
    expect(parsePath(path)?.route).toEqual(route);
    expect(parsePath('/restaurant/%E0%A4%A')).toBeNull();
  });

  it.each([
    '/en/kobenhavn/barer',
    '/kort/kobenhavn/bars',
    '/kort/kobenhavn/x',
    '/book/step5/restaurant/noma',
    '/book/step1/restauranter/noma',
    '/gavekort/step4',
    '/partnere/kobenhavn/x',
    '/blog/x',
    '/api/v4',
    '/a/b/c/d',
    '/kobenhavn',
    '/guide/x',
  ])('%s is no route', (path) => {
    expect(parsePath(path)).toBeNull();
  });

  it('ignores query, hash and trailing slash when parsing', () => {
    expect(parsePath('/restaurant/noma/?view=menu#galleri')?.route).toEqual({
      name: 'product',
      productType: 'restaurant',
      slug: 'noma',
    });
  });

  it('builds product links with menu view, index and gallery hash', () => {
    expect(buildProductHref('bar', 'lidkoeb', 'en', { view: 'menu', index: 2, isGalleryOpen: true })).toBe(
      '/en/bar/lidkoeb?view=menu&index=2#galleri',
    );
    expect(buildProductHref('restaurant', 'noma', 'da')).toBe('/restaurant/noma');
  });

  it('switches language on the same route', () => {
    expect(switchLocalePath('/kort/kobenhavn/barer', 'en')).toBe('/en/map/kobenhavn/bars');
    expect(switchLocalePath('/en/gavekort/step1', 'da')).toBe('/gavekort/step1');
    expect(switchLocalePath('/api', 'da')).toBeNull();
  });

  it.each([
    ['restaurant', 'da', 'restauranter'],
    ['bar', 'en', 'bars'],
    ['takeaway', 'da', 'takeaway'],
  ] as const)('%s is called %s… in %s', (productType, locale: TLocale, name) => {
    expect(buildPath({ name: 'listing', city: 'kobenhavn', productType, view: 'list' }, locale)).toBe(
      `${locale === 'en' ? '/en' : ''}/kobenhavn/${name}`,
    );
    expect(parseProductTypeUrlName(name)).toBe(productType);
  });

  it('reads no listing under a reserved first segment, in any case', () => {
    expect(parsePath('/Kort/restauranter')).toBeNull();
    expect(parsePath('/kobenhavn/restauranter')?.route).toMatchObject({ name: 'listing', city: 'kobenhavn' });
    expect(parseProductTypeUrlName('pizza')).toBeNull();
  });
});

describe('path locale and confirmation pages', () => {
  it.each([
    ['/', 'da'],
    ['/kobenhavn/restauranter', 'da'],
    ['/enghave/restauranter', 'da'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en?ispafa=1', 'en'],
    ['/en/kobenhavn/restaurants', 'en'],
  ] as const)('%s is %s', (path, locale) => {
    expect(getPathLocale(path)).toBe(locale);
  });

  it('builds the order pages on the public reference in both languages, with and without the token', () => {
    expect(buildBookingConfirmationPath('da', 'TD-7KQ4-M2ZA', 'a b')).toBe(
      '/book/confirmation/TD-7KQ4-M2ZA?token=a%20b',
    );
    expect(buildBookingConfirmationPath('en', 'TD-7KQ4-M2ZA')).toBe('/en/book/confirmation/TD-7KQ4-M2ZA');
    expect(buildBookingManagePath('da', 'TD-7KQ4-M2ZA', 'tok')).toBe('/book/manage/TD-7KQ4-M2ZA?token=tok');
    expect(buildBookingManagePath('en', 'TD-7KQ4-M2ZA')).toBe('/en/book/manage/TD-7KQ4-M2ZA');
    expect(buildGiftcardConfirmationPath('da', 'TD-0000-0001')).toBe('/gavekort/confirmation/TD-0000-0001');
    expect(buildGiftcardConfirmationPath('en', 'TD-0000-0001', 'tok')).toBe(
      '/en/gavekort/confirmation/TD-0000-0001?token=tok',
    );
  });
});
