import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { consoleSessions, consoleUsers } from '../../db/schema-console.ts';
import { hashSecret } from './secrets.ts';

/** The console's session cookie: HttpOnly, SameSite=Lax, Secure over https (docs/decisions/0500-restaurants-console.md). */
export const CONSOLE_SESSION_COOKIE = 'td_console';

export type TConsoleUser = {
  id: number;
  email: string;
  name: string;
  isOperator: boolean;
  sessionHash: string;
};

/** The signed-in user of a session id, or null when it is unknown, expired or revoked. */
export async function findSessionUser(
  db: TDatabase,
  sessionId: string,
  now: Date,
): Promise<TConsoleUser | null> {
  const sessionHash = hashSecret(sessionId);
  const [row] = await db
    .select({
      id: consoleUsers.id,
      email: consoleUsers.email,
      name: consoleUsers.name,
      isOperator: consoleUsers.isOperator,
    })
    .from(consoleSessions)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleSessions.userId))
    .where(
      and(
        eq(consoleSessions.idHash, sessionHash),
        isNull(consoleSessions.revokedAt),
        gt(consoleSessions.expireAt, sql`${now.toISOString()}::timestamptz`),
      ),
    );
  return row ? { ...row, sessionHash } : null;
}

export async function revokeSession(db: TDatabase, sessionHash: string, now: Date): Promise<void> {
  await db
    .update(consoleSessions)
    .set({ revokedAt: now })
    .where(and(eq(consoleSessions.idHash, sessionHash), isNull(consoleSessions.revokedAt)));
}

/** Sign out everywhere: every session of the user, on every device. */
export async function revokeAllSessions(db: TDatabase, userId: number, now: Date): Promise<void> {
  await db
    .update(consoleSessions)
    .set({ revokedAt: now })
    .where(and(eq(consoleSessions.userId, userId), isNull(consoleSessions.revokedAt)));
}
