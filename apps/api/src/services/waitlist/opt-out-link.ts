import { createHmac } from 'node:crypto';

import type { TConfig } from '../../config.ts';
import { isSameSecret } from '../../lib/same-secret.ts';

/** The opt-out page in each language (ADR 0415); GET shows it, POST opts out (RFC 8058 one-click). */
export const WAITLIST_OPT_OUT_PATHS = {
  da: '/venteliste/afmeld',
  en: '/en/waitlist/unsubscribe',
} as const;

/**
 * The key that signs opt-out links, derived from PAYMENT_SECRET (as the daily list's is), so every
 * process of a cluster verifies the links any of them wrote, and a leaked opt-out key signs nothing
 * else.
 */
export function waitlistOptOutSecretOf(config: Pick<TConfig, 'PAYMENT_SECRET'>): string {
  return createHmac('sha256', config.PAYMENT_SECRET).update('waitlist-opt-out').digest('base64url');
}

const signatureOf = (secret: string, emailHash: string) =>
  createHmac('sha256', secret).update(`waitlist-opt-out\n${emailHash}`).digest('base64url');

/**
 * `<hash>.<signature>`, both base64url (87 characters, inside the router's 100 for a path part):
 * names the recipient only by the hash of its address.
 */
function buildOptOutToken(secret: string, emailHash: string): string {
  return `${Buffer.from(emailHash, 'hex').toString('base64url')}.${signatureOf(secret, emailHash)}`;
}

/** The recipient's hash (hex) when the token's signature holds, else null. */
export function readOptOutToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const emailHash = Buffer.from(match[1], 'base64url').toString('hex');
  return isSameSecret(signatureOf(secret, emailHash), match[2]) ? emailHash : null;
}

export function buildOptOutPath(secret: string, lang: 'da' | 'en', emailHash: string): string {
  return `${WAITLIST_OPT_OUT_PATHS[lang]}/${buildOptOutToken(secret, emailHash)}`;
}
