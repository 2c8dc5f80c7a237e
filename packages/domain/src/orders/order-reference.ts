/**
 * The public reference of an order (docs/decisions/0255-public-order-references.md): `TD-` and
 * 8 characters of Crockford base32 from a cryptographic random source, shown as `TD-7KQ4-M2ZA`
 * on pages, in e-mails, in the place's daily list and as the tracking transaction id. 40 random
 * bits: unguessable and unrelated to how many orders there are; the internal id stays internal.
 */

/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ORDER_REFERENCE_LENGTH = 8;
export const ORDER_REFERENCE_PATTERN = /^TD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A new reference from `randomBytes`, a cryptographic source the caller passes in (the domain does
 * no I/O, as it reads no clock: docs/design.md).
 */
export function createOrderReference(randomBytes: (count: number) => Uint8Array): string {
  // 5 bytes are exactly 8 base32 characters.
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let chars = '';
  for (let index = ORDER_REFERENCE_LENGTH - 1; index >= 0; index -= 1)
    chars += CROCKFORD_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  return `TD-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function isOrderReference(value: string): boolean {
  return ORDER_REFERENCE_PATTERN.test(value);
}
