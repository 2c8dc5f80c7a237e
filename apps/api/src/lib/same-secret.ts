import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a token or signature someone sent equals the one we keep, compared in a time that does
 * not tell how much of it was right (an order's link token, a payment signature, an opt-out link;
 * docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
 */
export function isSameSecret(expected: string | Buffer, given: string | Buffer): boolean {
  const a = typeof expected === 'string' ? Buffer.from(expected) : expected;
  const b = typeof given === 'string' ? Buffer.from(given) : given;
  return a.length === b.length && timingSafeEqual(a, b);
}
