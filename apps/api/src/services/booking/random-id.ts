import { randomBytes } from 'node:crypto';

/** An unguessable identifier: `bytes` random bytes in base64url (16 bytes = 128 bits for hold ids). */
export function createRandomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** hold_id values are 22 base64url characters (128 bits); anything else is not a hold of ours. */
export function isHoldIdShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}
