import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatHundredths, formatInteger, formatMoney, type TLocale } from '../src/index.ts';

// The formats Intl writes for the product's numbers; the domain writes the same without loading
// ICU's number data in the browser (src/format/format-number.ts).
const INTL_LOCALE: Record<TLocale, string> = { da: 'da-DK', en: 'en-GB' };
const intl = (locale: TLocale, fractionDigits: number) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const locales = fc.constantFrom<TLocale>('da', 'en');
// Small numbers, numbers at a group's edge (999, 1000, 999999…) and the whole safe range.
const integers = fc.oneof(
  fc.integer({ min: -2_000, max: 2_000 }),
  fc
    .integer({ min: 1, max: 15 })
    .chain((digits) => fc.constantFrom(10 ** digits - 1, 10 ** digits, -(10 ** digits))),
  fc.maxSafeInteger(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);

describe('formatInteger and formatHundredths: the numbers Intl writes, without Intl', () => {
  it('writes every safe integer as Intl.NumberFormat does, in both languages', () => {
    fc.assert(
      fc.property(integers, locales, (value, locale) => {
        fc.pre(!Object.is(value, -0));
        expect(formatInteger(value, locale)).toBe(intl(locale, 0).format(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes hundredths as Intl writes their value with two decimals (up to 100 billion)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          integers.filter((value) => Math.abs(value) <= 1e13),
          fc.integer({ min: -999, max: 999 }),
        ),
        locales,
        (hundredths, locale) => {
          fc.pre(!Object.is(hundredths, -0));
          expect(formatHundredths(hundredths, locale)).toBe(intl(locale, 2).format(hundredths / 100));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it.each([
    [1_234, 'da', '1.234'],
    [1_234, 'en', '1,234'],
    [-1_234_567, 'da', '-1.234.567'],
    [999, 'en', '999'],
  ] as const)('%i in %s reads %s', (value, locale, expected) => {
    expect(formatInteger(value, locale)).toBe(expected);
  });

  it.each([
    [5, 'da', '0,05'],
    [-50, 'da', '-0,50'],
    [123_450, 'en', '1,234.50'],
  ] as const)('%i hundredths in %s read %s', (value, locale, expected) => {
    expect(formatHundredths(value, locale)).toBe(expected);
  });

  it('reads minus zero as 0: no amount or count is ever "-0"', () => {
    expect(formatInteger(-0, 'da')).toBe('0');
    expect(formatMoney(-0, 'en')).toBe('DKK\u00a00');
  });

  it('leaves what is not a safe integer to Intl', () => {
    expect(formatInteger(1e21, 'en')).toBe(intl('en', 0).format(1e21));
    expect(formatInteger(2.5, 'da')).toBe(intl('da', 0).format(2.5));
    expect(formatHundredths(12.5, 'da')).toBe(intl('da', 2).format(0.125));
  });
});
