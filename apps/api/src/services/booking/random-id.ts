import { randomFillSync } from 'node:crypto';

/**
 * Random bytes drawn from the system's generator in blocks: one `randomFillSync` call per block
 * instead of one per id. Every hold request takes two ids (the visitor's, the hold's), and a call
 * into the generator per id was a visible share of the hold path's CPU
 * (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md). Each byte is used once.
 */
const BLOCK_BYTES = 4096;
const block = Buffer.alloc(BLOCK_BYTES);
let used = BLOCK_BYTES;

/** An unguessable identifier: `bytes` random bytes in base64url (16 bytes = 128 bits for hold ids). */
export function createRandomId(bytes = 16): string {
  if (bytes > BLOCK_BYTES) return randomFillSync(Buffer.alloc(bytes)).toString('base64url');
  if (used + bytes > BLOCK_BYTES) {
    randomFillSync(block);
    used = 0;
  }
  const id = block.toString('base64url', used, used + bytes);
  used += bytes;
  return id;
}

/** hold_id values are 22 base64url characters (128 bits); anything else is not a hold of ours. */
export function isHoldIdShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}
