import { describe, expect, it } from 'vitest';

import { formatDate, formatNumber, formatTime } from '../format.ts';

// Intl may put no-break spaces in numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("formatting for the visitor's language", () => {
  it('formats numbers, times and dates per language', () => {
    expect(plain(formatNumber(12_345, 'da'))).toBe('12.345');
    expect(plain(formatNumber(12_345, 'en'))).toBe('12.345');
    expect(formatTime('18:30:00', 'da')).toBe('18.30');
    expect(formatTime('18:30:00', 'en')).toBe('18:30');
    expect(formatDate('2026-11-22T23:30:00Z', 'da')).toBe('23. november 2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'en')).toBe('23 November 2026');
  });
});
