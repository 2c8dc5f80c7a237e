import { useEffect, useState } from 'react';

/** The server's clock minus the browser's, as last read from an API answer's `Date` header. */
let offsetFromAnswers: number | null = null;
/** Who waits for the first `Date` of an API answer (useServerOffset's pages shown before one came). */
const waitingForAnswer = new Set<(offset: number) => void>();

/**
 * Notes the server's clock from an answer's `Date` header (RFC 9110: the time it was sent, whole
 * seconds, so half a second is added). Pages, the booking and gift-card steps included, carry
 * their render's time, which a cache may have kept for a few seconds
 * (docs/decisions/0006-page-caching-shared-pages-answered-once.md); the API's answers are never older.
 */
export function noteServerDate(response: Response, receivedAt = Date.now()) {
  const sent = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(sent)) return;
  offsetFromAnswers = sent + 500 - receivedAt;
  for (const listener of waitingForAnswer) listener(offsetFromAnswers);
  waitingForAnswer.clear();
}

/**
 * The server's clock in the browser: the page carries the server's time (docs/product/spec.md §9), so a
 * hold's expiry is counted against the server's now, not a visitor's wrong system clock. The
 * latest API answer's `Date` wins over the page's time, which is its render's and may be a few
 * seconds older; a page shown before any API answer came takes the first answer's `Date` once it
 * comes (a booking step's first calls, its times and the visitor's hold, come before any countdown).
 */
export function useServerOffset(serverTime: string): number {
  const [offset, setOffset] = useState(() => {
    if (offsetFromAnswers !== null) return offsetFromAnswers;
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? 0 : server - Date.now();
  });
  useEffect(() => {
    if (offsetFromAnswers !== null) {
      setOffset(offsetFromAnswers);
      return undefined;
    }
    waitingForAnswer.add(setOffset);
    return () => {
      waitingForAnswer.delete(setOffset);
    };
  }, []);
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
