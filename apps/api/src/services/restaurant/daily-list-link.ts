import { createHmac } from 'node:crypto';

import { getServiceInstant } from '@tredjedel/domain';

import type { TConfig } from '../../config.ts';
import { isSignatureValid, signPayload } from '../payments/payment-provider.ts';

/** Where a place reads its bookings of one service day (ADR 0204). */
export const DAILY_LIST_PATH = '/dagsliste';

/**
 * How long after the service day ends (midnight in Copenhagen) the link still opens: tables are
 * given back up to 01:45, and the staff may read the list again while closing (ADR 0204).
 */
const DAILY_LIST_MARGIN_MS = 6 * 60 * 60_000;

export type TDailyListLink = { productId: number; date: string; expires: number };

/**
 * The key that signs daily list links. Without RESTAURANT_LINK_SECRET it is derived from
 * PAYMENT_SECRET, so one configured secret serves both and a leaked link key cannot sign payments.
 */
export function restaurantLinkSecretOf(config: Pick<TConfig, 'RESTAURANT_LINK_SECRET' | 'PAYMENT_SECRET'>) {
  return (
    config.RESTAURANT_LINK_SECRET ??
    createHmac('sha256', config.PAYMENT_SECRET).update('restaurant-daily-list').digest('base64url')
  );
}

function nextDate(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The moment (unix seconds) a service day's link stops opening: the day's end plus the margin. */
function getDailyListExpiry(date: string): number {
  const dayEnd = getServiceInstant(nextDate(date), '00:00:00').getTime();
  return Math.floor((dayEnd + DAILY_LIST_MARGIN_MS) / 1000);
}

const payloadOf = (link: TDailyListLink) => `daily-list\n${link.productId}\n${link.date}\n${link.expires}`;

/** The signed path of a place's list for a service day (HMAC-SHA256, as payment callbacks are signed). */
export function buildDailyListPath(secret: string, productId: number, date: string): string {
  const link = { productId, date, expires: getDailyListExpiry(date) };
  const query = new URLSearchParams({
    dato: link.date,
    udloeber: String(link.expires),
    signatur: signPayload(secret, payloadOf(link)),
  });
  return `${DAILY_LIST_PATH}/${productId}?${query.toString()}`;
}

/** A link whose signature holds is `valid` until it expires; any change to it makes it `tampered`. */
export function checkDailyListLink(
  secret: string,
  link: TDailyListLink,
  signature: string,
  now: Date,
): 'valid' | 'tampered' | 'expired' {
  if (!isSignatureValid(secret, payloadOf(link), signature)) return 'tampered';
  return now.getTime() >= link.expires * 1000 ? 'expired' : 'valid';
}
