import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new gift code: 80 random bits as 16 base32 characters in groups of four, e.g.
 * `7KQ2-M9XD-4HZT-P0CE`. 80 bits make guessing hopeless even with the rate limit lifted.
 */
export function createGiftcode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31] ?? '';
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}

/** What a typed code is compared by: upper-case, without spaces and dashes. */
export function canonicalGiftcode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}
