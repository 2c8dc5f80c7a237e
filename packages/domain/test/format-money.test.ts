import { describe, expect, it } from 'vitest';

import { formatMoney } from '../src/index.ts';

describe('formatMoney: øre as kroner in the visitor’s language', () => {
  it.each([
    [19_900, 'da', '199 kr.'],
    [19_950, 'da', '199,50 kr.'],
    [123_450, 'da', '1.234,50 kr.'],
    [-5_000, 'da', '-50 kr.'],
    [0, 'da', '0 kr.'],
    [19_900, 'en', 'DKK 199'],
    [123_450, 'en', 'DKK 1,234.50'],
    [150_000, 'en', 'DKK 1,500'],
  ] as const)('%i øre in %s reads %s', (ore, locale, expected) => {
    expect(formatMoney(ore, locale)).toBe(expected.replace(' ', '\u00a0').replace(/ (?=kr\.)/, '\u00a0'));
  });

  it('keeps the amount and its currency on one line (a no-break space)', () => {
    expect(formatMoney(100, 'da')).toBe('1\u00a0kr.');
    expect(formatMoney(100, 'en')).toBe('DKK\u00a01');
  });
});
