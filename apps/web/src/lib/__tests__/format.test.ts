import { describe, expect, it } from 'vitest';

import { formatDate, formatNumber, formatPrice, formatTime } from '../format.ts';

// Intl puts a no-break space between amount and currency; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("formatting for the visitor's language", () => {
  it.each([
    [19_900, 'da', '199 kr.'],
    [19_950, 'da', '199,50 kr.'],
    [129_900, 'da', '1.299 kr.'],
    // English as written in Denmark (en-DK): the krone's own symbol and separators.
    [19_900, 'en', '199 kr.'],
    [19_950, 'en', '199,50 kr.'],
  ] as const)('prices %i øre in %s as %s', (ore, locale, expected) => {
    expect(plain(formatPrice(ore, locale))).toBe(expected);
  });

  it('formats numbers, times and dates per language', () => {
    expect(plain(formatNumber(12_345, 'da'))).toBe('12.345');
    expect(plain(formatNumber(12_345, 'en'))).toBe('12.345');
    expect(formatTime('18:30:00', 'da')).toBe('18.30');
    expect(formatTime('18:30:00', 'en')).toBe('18:30');
    expect(formatDate('2026-11-22T23:30:00Z', 'da')).toBe('23. november 2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'en')).toBe('23 November 2026');
  });
});
