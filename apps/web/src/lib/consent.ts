import { useCallback, useEffect, useState } from 'react';

export type TConsent = { statistics: boolean; marketing: boolean };

export const CONSENT_COOKIE = 'td_consent';
/** A year, after which the visitor is asked again. */
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const CHANGE_EVENT = 'td:consent-change';

export function parseConsentCookie(cookie: string): TConsent | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookie);
  if (!match?.[1]) return null;
  const value = decodeURIComponent(match[1]);
  const parsed = /^s([01])m([01])$/.exec(value);
  return parsed ? { statistics: parsed[1] === '1', marketing: parsed[2] === '1' } : null;
}

export function serializeConsent(consent: TConsent): string {
  return `s${consent.statistics ? 1 : 0}m${consent.marketing ? 1 : 0}`;
}

export function readConsent(): TConsent | null {
  return typeof document === 'undefined' ? null : parseConsentCookie(document.cookie);
}

export function saveConsent(consent: TConsent): void {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  if (!consent.marketing) document.cookie = 'td_em=; Max-Age=0; Path=/; SameSite=Lax';
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

/** Asks the banner to open again (the footer's "cookie settings"). */
export function reopenConsent(): void {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: 'reopen' }));
}

/**
 * The visitor's choice, read only in the browser: the server renders the same page for everyone,
 * and the banner (fixed at the bottom) appears after hydration without moving the page.
 */
export function useConsent() {
  const [consent, setConsent] = useState<TConsent | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  useEffect(() => {
    const sync = (event?: Event) => {
      const current = readConsent();
      setConsent(current);
      const isReopen = event instanceof CustomEvent && event.detail === 'reopen';
      setIsAsking(current === null || isReopen);
    };
    sync();
    window.addEventListener(CHANGE_EVENT, sync);
    return () => window.removeEventListener(CHANGE_EVENT, sync);
  }, []);
  const decide = useCallback((choice: TConsent) => {
    saveConsent(choice);
    setConsent(choice);
    setIsAsking(false);
  }, []);
  return { consent, isAsking, decide };
}
