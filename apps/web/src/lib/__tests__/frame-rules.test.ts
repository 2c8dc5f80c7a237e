import { describe, expect, it } from 'vitest';

import { parseConsentCookie, serializeConsent } from '../../tracking/consent.ts';
import { getDeviceType } from '../device-type.ts';
import { parsePlainSearch, stringifyPlainSearch } from '../search.ts';
import { buildHead, toJsonLd } from '../seo.ts';
import { getTopBarStatus } from '../top-bar.ts';

describe('device type (docs/product/spec.md §9 breakpoints)', () => {
  it.each([
    [375, 'mobile'],
    [760, 'mobile'],
    [761, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('%i px is %s', (width, expected) => {
    expect(getDeviceType(width)).toBe(expected);
  });
});

describe('top bar status', () => {
  it('is unfixed near the top, unpins on the way down and pins on the way up', () => {
    expect(getTopBarStatus(0, 20, 'unfixed')).toBe('unfixed');
    expect(getTopBarStatus(100, 300, 'unfixed')).toBe('unpin');
    expect(getTopBarStatus(300, 200, 'unpin')).toBe('pin');
    expect(getTopBarStatus(300, 302, 'pin')).toBe('pin');
    expect(getTopBarStatus(300, 100, 'hidden')).toBe('hidden');
  });
});

describe('consent cookie', () => {
  it('round-trips each purpose and ignores anything else', () => {
    const consent = { statistics: true, marketing: false };
    expect(parseConsentCookie(`a=1; td_consent=${serializeConsent(consent)}; b=2`)).toEqual(consent);
    expect(parseConsentCookie('td_consent=yes')).toBeNull();
    expect(parseConsentCookie('')).toBeNull();
  });
});

describe('plain address query', () => {
  it('keeps repeated keys and plain strings, as the listing filters need', () => {
    const search = parsePlainSearch('?areas=norrebro&areas=vesterbro&person=2&time-start=18.00');
    expect(search).toEqual({ areas: ['norrebro', 'vesterbro'], person: '2', 'time-start': '18.00' });
    expect(stringifyPlainSearch(search)).toBe('?areas=norrebro&areas=vesterbro&person=2&time-start=18.00');
    expect(stringifyPlainSearch({})).toBe('');
  });
});

describe('head', () => {
  it('has canonical, hreflang twins with x-default, Open Graph and safe JSON-LD', () => {
    const head = buildHead({
      origin: 'https://tredjedel.dk',
      locale: 'en',
      title: 'Bars in Aarhus',
      description: 'd',
      path: '/en/aarhus/bars',
      alternates: { da: '/aarhus/barer', en: '/en/aarhus/bars' },
      jsonLd: [{ name: '</script><script>' }],
    });
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://tredjedel.dk/en/aarhus/bars' });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'da',
      href: 'https://tredjedel.dk/aarhus/barer',
    });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://tredjedel.dk/aarhus/barer',
    });
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'en_GB' });
    expect(head.scripts[0]?.children).not.toContain('</script>');
    expect(toJsonLd('<')).toBe('"\\u003c"');
  });
});
