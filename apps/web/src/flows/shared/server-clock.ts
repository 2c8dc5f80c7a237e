import { useState } from 'react';

/** The server's clock minus the browser's, as last read from an API answer's `Date` header. */
let offsetFromAnswers: number | null = null;

/**
 * Notes the server's clock from an answer's `Date` header (RFC 9110: the time it was sent, whole
 * seconds, so half a second is added). Shared pages carry their render's time, which a cache may
 * have kept for a few seconds (docs/design.md "Rendering speed"); the API's answers are never older.
 */
export function noteServerDate(response: Response, receivedAt = Date.now()) {
  const sent = Date.parse(response.headers.get('date') ?? '');
  if (!Number.isNaN(sent)) offsetFromAnswers = sent + 500 - receivedAt;
}

/**
 * The server's clock in the browser: the page carries the server's time (docs/product/spec.md §9), so a
 * hold's expiry is counted against the server's now, not a visitor's wrong system clock. The
 * latest API answer's `Date` wins over the page's time, which is its render's and may be older.
 */
export function useServerOffset(serverTime: string): number {
  const [offset] = useState(() => {
    if (offsetFromAnswers !== null) return offsetFromAnswers;
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? 0 : server - Date.now();
  });
  return offset;
}

/**
 * The server's now when the component was first shown (its offset from useServerOffset): what a
 * text like "until 19.00 today" is decided by, kept so a re-render never changes it.
 */
export function useServerNowOnShow(offset: number): Date {
  const [now] = useState(() => new Date(Date.now() + offset));
  return now;
}
