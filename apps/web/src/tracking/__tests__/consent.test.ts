import { afterEach, describe, expect, it } from 'vitest';

import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_MARK_SCRIPT, parseConsentCookie } from '../consent.ts';

const COOKIES = [
  '',
  'td_consent=s1m0',
  'td_consent=s0m0',
  'other=1; td_consent=s0m1; more=2',
  'td_consent=s1m1;other=1',
  'td_consent=yes',
  'td_consent=s2m0',
  'td_consent=s1m0x',
  'xtd_consent=s1m1',
  'td_consent=',
];

describe('the head script that hides the banner from a visitor who has chosen', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
    for (const cookie of document.cookie.split(';')) {
      document.cookie = `${cookie.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
    }
  });

  it.each(COOKIES)('marks the page exactly when the app reads a choice from %j', (cookie) => {
    for (const part of cookie.split(';').filter(Boolean)) document.cookie = `${part.trim()}; Path=/`;
    // The script's own text, run as the page runs it (the test's DOM runs no inline script).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text under test is the page's script
    const run = new Function(CONSENT_MARK_SCRIPT) as () => void;
    run();
    expect(document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE)).toBe(
      parseConsentCookie(document.cookie) !== null,
    );
  });
});
