import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createI18n, loadCatalog } from '../i18n.ts';
import { activeFiltersLabel, freeTimesTodayLabel, partySizeLabel } from '../messages.ts';

// The counted words of the home page, the listing and the detail page, written without any Intl
// object (src/lib/messages.ts; docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
const I18N = {
  da: createI18n('da', await loadCatalog('da')),
  en: createI18n('en', await loadCatalog('en')),
};

const ICU_BACKED = ['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const;
const originals = Object.fromEntries(ICU_BACKED.map((name) => [name, Intl[name]]));

describe('counted words on the pages', () => {
  beforeEach(() => {
    // Any Intl formatter made while a label is written fails the test.
    for (const name of ICU_BACKED)
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: function () {
          throw new Error(`Intl.${name} was built`);
        },
      });
  });
  afterEach(() => {
    for (const name of ICU_BACKED)
      Object.defineProperty(Intl, name, { configurable: true, writable: true, value: originals[name] });
  });

  it.each([
    ['da', 1, '1 person'],
    ['da', 2, '2 personer'],
    ['da', 8, '8 personer'],
    ['en', 1, '1 person'],
    ['en', 2, '2 people'],
    ['en', 8, '8 people'],
  ] as const)('a party of %s %i reads "%s"', (locale, size, text) => {
    expect(I18N[locale]._(partySizeLabel(size, locale))).toBe(text);
  });

  it.each([
    ['da', 1, '1 ledig tid i dag'],
    ['da', 3, '3 ledige tider i dag'],
    ['da', 1234, '1.234 ledige tider i dag'],
    ['en', 1, '1 time available today'],
    ['en', 3, '3 times available today'],
    ['en', 1234, '1,234 times available today'],
  ] as const)('free times in %s: %i reads "%s"', (locale, times, text) => {
    expect(I18N[locale]._(freeTimesTodayLabel(times, locale))).toBe(text);
  });

  it.each([
    ['da', 1, '1 aktivt'],
    ['da', 5, '5 aktive'],
    ['en', 1, '1 active'],
    ['en', 5, '5 active'],
  ] as const)('active filters in %s: %i reads "%s"', (locale, filters, text) => {
    expect(I18N[locale]._(activeFiltersLabel(filters, locale))).toBe(text);
  });
});
