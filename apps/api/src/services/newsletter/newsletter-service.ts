import { eq } from 'drizzle-orm';
import type { TLocale } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { newsletterSubscriptions } from '../../db/schema-booking.ts';

export type TSubscription = { locale: TLocale; consentedAt: Date; isNew: boolean };

/**
 * Idempotent sign-up: the first consent (its time and locale) is the one on record; signing up
 * again changes nothing. The address is stored lower-case so case variants are one subscriber.
 */
export async function subscribeNewsletter(
  db: TDatabase,
  { email, locale, source, now }: { email: string; locale: TLocale; source: string; now: Date },
): Promise<TSubscription> {
  const normalized = email.trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: normalized, locale, source, consentedAt: now })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  const created = inserted[0];
  if (created) return { locale: created.locale, consentedAt: created.consentedAt, isNew: true };
  const existing = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normalized));
  const row = existing[0];
  if (!row) throw new Error('newsletter subscription vanished');
  return { locale: row.locale, consentedAt: row.consentedAt, isNew: false };
}
