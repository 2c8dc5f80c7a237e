import { describe, expect, it } from 'vitest';

import { formatInstantDate, formatServiceDay, formatTimeOfDay } from '../src/index.ts';

describe('the one date and time format of pages and e-mails', () => {
  it('writes a time with a full stop in Danish and a colon in English', () => {
    expect(formatTimeOfDay('21:00:00', 'da')).toBe('21.00');
    expect(formatTimeOfDay('09:30', 'en')).toBe('09:30');
  });

  it('writes a service day as a long date, never ISO', () => {
    expect(formatServiceDay('2026-11-27', 'da')).toBe('27. november 2026');
    expect(formatServiceDay('2026-11-27', 'en')).toBe('27 November 2026');
    // 23:30 UTC on 30 June is already 1 July in Copenhagen.
    expect(formatInstantDate(new Date('2026-06-30T23:30:00Z'), 'da')).toBe('1. juli 2026');
  });
});
