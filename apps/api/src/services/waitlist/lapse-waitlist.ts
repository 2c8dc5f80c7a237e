import { sql } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { waitlistEntries } from '../../db/schema-waitlist.ts';

/**
 * Deletes the waitlist entries of slots that have passed, told or not: the visitor was promised
 * their address goes when the time has passed (docs/decisions/0415-waitlist-for-a-sold-out-time.md).
 * Returns how many went.
 */
export async function deletePassedWaitlistEntries(db: TDatabase, now: Date): Promise<number> {
  const deleted = await db
    .delete(waitlistEntries)
    .where(
      sql`exists (select 1 from time_slots passed where passed.id = ${waitlistEntries.slotId}
        and passed.valid_until <= ${now.toISOString()}::timestamptz)`,
    )
    .returning({ id: waitlistEntries.id });
  return deleted.length;
}
