import { desc, eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { consoleAuditLog, consoleUsers } from '../../db/schema-console.ts';
import type { TPlaceAccess } from './place-access.ts';

/** One line of the place's audit log: who, when, what, before and after (docs/decisions/0500-restaurants-console.md). */
export async function recordAudit(
  tx: TDatabase,
  access: TPlaceAccess,
  action: string,
  before: unknown,
  after: unknown,
  now: Date,
): Promise<void> {
  await tx.insert(consoleAuditLog).values({
    productId: access.placeId,
    userId: access.user.id,
    action,
    before: before ?? null,
    after: after ?? null,
    createdAt: now,
  });
}

/** `GET console/places/{id}/audit`: the latest 200 changes, newest first. */
export async function listAudit(db: TDatabase, placeId: number) {
  const rows = await db
    .select({
      id: consoleAuditLog.id,
      at: consoleAuditLog.createdAt,
      userEmail: consoleUsers.email,
      action: consoleAuditLog.action,
      before: consoleAuditLog.before,
      after: consoleAuditLog.after,
    })
    .from(consoleAuditLog)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleAuditLog.userId))
    .where(eq(consoleAuditLog.productId, placeId))
    .orderBy(desc(consoleAuditLog.id))
    .limit(200);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      user_email: row.userEmail,
      action: row.action,
      before: row.before,
      after: row.after,
    })),
  };
}
