import { describe, expect, it } from 'vitest';

import { LOCALES, type TLocale } from '../src/locale.ts';
import { PAGE_PATHS } from '../src/routes/page-paths.ts';
import { matchesPagePath } from './match-page-path.ts';
import {
  buildBookingConfirmationPath,
  buildBookingManagePath,
  buildGiftcardConfirmationPath,
  buildPath,
  getPathLocale,
  type TRoute,
} from '../src/routes/routes.ts';

const patternsIn = (locale: TLocale): string[] =>
  Object.values(PAGE_PATHS).flatMap((paths) => {
    const pattern = (paths as Partial<Record<TLocale, string>>)[locale];
    return pattern ? [pattern] : [];
  });

const BUILT: { route: TRoute; locales: readonly TLocale[] }[] = [
  { route: { name: 'home' }, locales: LOCALES },
  { route: { name: 'product', productType: 'restaurant', slug: 'noma' }, locales: LOCALES },
  { route: { name: 'product', productType: 'bar', slug: 'lidkoeb' }, locales: LOCALES },
  { route: { name: 'product', productType: 'takeaway', slug: 'gasoline' }, locales: LOCALES },
  { route: { name: 'listing', city: 'kobenhavn', productType: 'bar', view: 'list' }, locales: LOCALES },
  { route: { name: 'listing', city: 'aarhus', productType: 'restaurant', view: 'map' }, locales: LOCALES },
  { route: { name: 'booking', step: 'step2', productType: 'bar', slug: 'lidkoeb' }, locales: LOCALES },
  { route: { name: 'giftcard', step: 'step3' }, locales: LOCALES },
  {
    route: { name: 'partners', segment: 'partnere', city: 'kobenhavn', productType: 'restaurant' },
    locales: LOCALES,
  },
  { route: { name: 'partners', segment: 'partners', city: 'odense', productType: 'bar' }, locales: LOCALES },
  { route: { name: 'guide' }, locales: LOCALES },
  { route: { name: 'area', parentCity: 'kobenhavn', area: 'vesterbro' }, locales: LOCALES },
  { route: { name: 'area', parentCity: 'kobenhavn', area: 'vesterbro', tag: 'vin' }, locales: ['da'] },
];

describe('PAGE_PATHS, the router patterns of every page', () => {
  it('puts each pattern in the language its path belongs to', () => {
    for (const locale of LOCALES) {
      for (const pattern of patternsIn(locale)) {
        expect(getPathLocale(pattern.replace(/\/$/, '') || '/'), pattern).toBe(locale);
      }
    }
  });

  it('has a pattern for every path the route builders make', () => {
    for (const { route, locales } of BUILT) {
      for (const locale of locales) {
        const path = buildPath(route, locale);
        expect(
          patternsIn(locale).some((pattern) => matchesPagePath(pattern, path)),
          `${path} has a page`,
        ).toBe(true);
      }
    }
    for (const locale of LOCALES) {
      for (const path of [
        buildBookingConfirmationPath(locale, 'TD-7KQ4-M2ZA'),
        buildBookingManagePath(locale, 'TD-7KQ4-M2ZA'),
        buildGiftcardConfirmationPath(locale, 'TD-7KQ4-M2ZA'),
      ]) {
        expect(
          patternsIn(locale).some((pattern) => matchesPagePath(pattern, path)),
          path,
        ).toBe(true);
      }
    }
  });

  it('matches a parameter to one non-empty segment only', () => {
    expect(matchesPagePath('/restaurant/$slug', '/restaurant/noma')).toBe(true);
    expect(matchesPagePath('/restaurant/$slug', '/restaurant/')).toBe(false);
    expect(matchesPagePath('/restaurant/$slug', '/restaurant/noma/menu')).toBe(false);
    expect(matchesPagePath('/en/', '/en')).toBe(true);
    expect(matchesPagePath('/', '/')).toBe(true);
  });
});
