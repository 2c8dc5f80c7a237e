/** The longest wait between two tries of one job (an e-mail, a refund). */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * Delay before the try after `attempts` failed ones: `retryBaseMs · 2^(attempts−1)`, at most an
 * hour. The outbox and the due refunds back off the same way.
 */
export function retryDelayMs(retry: { retryBaseMs: number }, attempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, retry.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}
