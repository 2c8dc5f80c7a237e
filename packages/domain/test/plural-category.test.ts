import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { pluralCategory, type TLocale } from '../src/index.ts';

// The plural category pages pick a count's words by, without Intl in the browser
// (src/format/plural-category.ts); Intl.PluralRules is the reference.
const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-GB' };
const rules = { da: new Intl.PluralRules(INTL_LOCALE.da), en: new Intl.PluralRules(INTL_LOCALE.en) };
const locales = fc.constantFrom<TLocale>('da', 'en');

describe('pluralCategory: Intl.PluralRules for whole numbers, without Intl', () => {
  it('gives every whole number from 0 to 1,000,000 the category Intl gives, in both languages', () => {
    for (const locale of ['da', 'en'] as const) {
      for (let count = 0; count <= 1_000_000; count += 1) {
        const expected = rules[locale].select(count);
        if (pluralCategory(count, locale) !== expected) expect(pluralCategory(count, locale)).toBe(expected);
      }
    }
  });

  it('agrees with Intl for any safe integer, negative ones too', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -2_000, max: 2_000 }),
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        ),
        locales,
        (count, locale) => {
          expect(pluralCategory(count, locale)).toBe(rules[locale].select(count));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'other'],
    [21, 'other'],
    [101, 'other'],
  ] as const)('%i is %s', (count, category) => {
    expect(pluralCategory(count, 'da')).toBe(category);
    expect(pluralCategory(count, 'en')).toBe(category);
  });

  it('leaves what is not a safe integer to Intl (Danish reads 1.5 as "one", English as "other")', () => {
    expect(pluralCategory(1.5, 'da')).toBe(rules.da.select(1.5));
    expect(pluralCategory(1.5, 'en')).toBe(rules.en.select(1.5));
    expect(pluralCategory(1e21, 'en')).toBe('other');
  });
});
