import { describe, expect, it } from 'vitest';

import { formatDate, formatTime } from '../format.ts';

describe("formatting for the visitor's language", () => {
  it('formats times and dates per language', () => {
    expect(formatTime('18:30:00', 'da')).toBe('18.30');
    expect(formatTime('18:30:00', 'en')).toBe('18:30');
    expect(formatDate('2026-11-22T23:30:00Z', 'da')).toBe('23. november 2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'en')).toBe('23 November 2026');
  });
});
