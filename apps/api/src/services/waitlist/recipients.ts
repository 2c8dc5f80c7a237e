import { createHash } from 'node:crypto';

import { getServiceDate } from '@tredjedel/domain';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { waitlistEntries, waitlistRecipients } from '../../db/schema-waitlist.ts';

/** Waitlist e-mails one address gets a day at most, across all places (ADR 0415). */
const WAITLIST_MAILS_PER_DAY = 3;

/** How a recipient is known once its entries are gone: the SHA-256 of the lower-case address. */
export function emailHashOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** The same hash in SQL, for entries that keep the address itself. */
const entryHashSql = sql`encode(sha256(convert_to(${waitlistEntries.email}, 'UTF8')), 'hex')`;

export async function isOptedOut(db: TDatabase, emailHash: string): Promise<boolean> {
  const rows = await db
    .select({ at: waitlistRecipients.optedOutAt })
    .from(waitlistRecipients)
    .where(and(eq(waitlistRecipients.emailHash, emailHash), isNotNull(waitlistRecipients.optedOutAt)));
  return rows.length > 0;
}

/**
 * Counts one more waitlist e-mail to `email` today, if it may have one: not opted out and under
 * {@link WAITLIST_MAILS_PER_DAY}. One statement that takes the recipient's row lock, so checks on
 * several slots and processes at once never send a fourth.
 */
export async function takeMailAllowance(tx: TDatabase, email: string, now: Date): Promise<boolean> {
  const day = getServiceDate(now);
  const taken = await tx
    .insert(waitlistRecipients)
    .values({ emailHash: emailHashOf(email), mailDay: day, mails: 1 })
    .onConflictDoUpdate({
      target: waitlistRecipients.emailHash,
      set: {
        mails: sql`case when ${waitlistRecipients.mailDay} = ${day}::date then ${waitlistRecipients.mails} + 1 else 1 end`,
        mailDay: sql`${day}::date`,
      },
      setWhere: sql`${waitlistRecipients.optedOutAt} is null
        and (${waitlistRecipients.mailDay} is distinct from ${day}::date
             or ${waitlistRecipients.mails} < ${WAITLIST_MAILS_PER_DAY})`,
    })
    .returning({ emailHash: waitlistRecipients.emailHash });
  return taken.length > 0;
}

/**
 * The one-click opt-out: the address leaves every waitlist and gets no waitlist e-mail again.
 * Idempotent.
 */
export async function optOutOfWaitlists(db: TDatabase, emailHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(waitlistRecipients)
      .values({ emailHash, optedOutAt: now })
      .onConflictDoUpdate({
        target: waitlistRecipients.emailHash,
        set: {
          optedOutAt: sql`coalesce(${waitlistRecipients.optedOutAt}, ${now.toISOString()}::timestamptz)`,
        },
      });
    await tx.delete(waitlistEntries).where(sql`${entryHashSql} = ${emailHash}`);
  });
}

/** Forgets the day counts of days gone by; opt-outs stay (they are the visitor's wish). */
export async function deleteStaleRecipients(db: TDatabase, now: Date): Promise<number> {
  const deleted = await db
    .delete(waitlistRecipients)
    .where(
      and(
        isNull(waitlistRecipients.optedOutAt),
        or(isNull(waitlistRecipients.mailDay), lt(waitlistRecipients.mailDay, getServiceDate(now))),
      ),
    )
    .returning({ emailHash: waitlistRecipients.emailHash });
  return deleted.length;
}
