import { startTransition, useCallback, useEffect, useState } from 'react';

export type TConsent = { statistics: boolean; marketing: boolean };

const CONSENT_COOKIE = 'td_consent';
/** A year, after which the visitor is asked again. */
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const CHANGE_EVENT = 'td:consent-change';

/** @internal Exported for the tests that use it directly (src/lib/__tests__/frame-rules.test.ts, src/tracking/__tests__/consent.test.ts). */
export function parseConsentCookie(cookie: string): TConsent | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookie);
  if (!match?.[1]) return null;
  const value = decodeURIComponent(match[1]);
  const parsed = /^s([01])m([01])$/.exec(value);
  return parsed ? { statistics: parsed[1] === '1', marketing: parsed[2] === '1' } : null;
}

/** @internal Exported for the tests that use it directly (src/lib/__tests__/frame-rules.test.ts). */
export function serializeConsent(consent: TConsent): string {
  return `s${consent.statistics ? 1 : 0}m${consent.marketing ? 1 : 0}`;
}

export function readConsent(): TConsent | null {
  return typeof document === 'undefined' ? null : parseConsentCookie(document.cookie);
}

function saveConsent(consent: TConsent): void {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  if (!consent.marketing) document.cookie = 'td_em=; Max-Age=0; Path=/; SameSite=Lax';
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

/** What had focus when the visitor opened the banner again: focus goes back there when it closes. */
let reopenedFrom: HTMLElement | null = null;

/**
 * Asks the banner to open again (the footer's "cookie settings"). Focus moves into the banner and,
 * once the visitor has chosen, back to the button that opened it (WAI-ARIA Authoring Practices,
 * dialog pattern, focus management; docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
export function reopenConsent(): void {
  reopenedFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: 'reopen' }));
}

/**
 * Set on <html> by CONSENT_MARK_SCRIPT when the visitor has chosen: the stylesheet hides the pending banner.
 *
 * @internal Exported for the tests that use it directly (src/tracking/__tests__/consent.test.ts).
 */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * Runs in the head before the body is parsed (an inline script, hashed in the CSP): marks a page
 * whose visitor has chosen, so the banner every page carries is never drawn for them, not even for
 * the moment before the page's script runs (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md). The same test as
 * parseConsentCookie's, on the cookie as saveConsent writes it.
 */
export const CONSENT_MARK_SCRIPT = `/(?:^|;\\s*)${CONSENT_COOKIE}=s[01]m[01](?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')`;

/**
 * Where the banner stands: `pending` in the server's render and the browser's first (every page
 * is the same for everyone, so it carries the banner, drawn at once for a visitor who has not
 * chosen and hidden for one who has), then `asking` or `decided` once the browser has read the
 * choice.
 */
export type TConsentStatus = 'pending' | 'asking' | 'decided';

/** The visitor's choice, read only in the browser; the banner is fixed at the bottom and moves nothing. */
export function useConsent() {
  const [consent, setConsent] = useState<TConsent | null>(null);
  const [status, setStatus] = useState<TConsentStatus>('pending');
  /** The visitor opened the banner (not shown unasked): it takes focus, and gives it back. */
  const [isReopened, setIsReopened] = useState(false);
  useEffect(() => {
    const sync = (event?: Event) => {
      const current = readConsent();
      setConsent(current);
      const isReopen = event instanceof CustomEvent && event.detail === 'reopen';
      // Cleared once focus has gone back (below), not by the change event the choice itself sends.
      if (isReopen) setIsReopened(true);
      setStatus(current === null || isReopen ? 'asking' : 'decided');
    };
    // Read once the page has hydrated its shell: as a transition, so the regions this re-renders
    // (the banner's, the footer's) still hydrate in slices, not in one task (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
    startTransition(() => sync());
    window.addEventListener(CHANGE_EVENT, sync);
    return () => window.removeEventListener(CHANGE_EVENT, sync);
  }, []);
  const decide = useCallback((choice: TConsent) => {
    saveConsent(choice);
    setConsent(choice);
    setStatus('decided');
  }, []);
  useEffect(() => {
    // The banner is gone: focus returns to what opened it, if the visitor opened it.
    if (status !== 'decided' || !isReopened) return;
    setIsReopened(false);
    const opener = reopenedFrom;
    reopenedFrom = null;
    if (opener?.isConnected) opener.focus();
  }, [status, isReopened]);
  return { consent, status, isReopened, decide };
}
