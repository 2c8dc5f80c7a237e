import { asc, eq } from 'drizzle-orm';
import { buildConsolePath } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { seedConsoleUsers } from '../../db/seed/seed-console.ts';
import { consoleMemberships, consoleUsers } from '../../db/schema-console.ts';
import { createSignInLink } from './sign-in.ts';

/**
 * Development only: a sign-in link for the first seeded place's owner, printed by the server at
 * start (server.ts), so `npm start` opens the console without an inbox. The link follows the same
 * rules as an e-mailed one (single use, 15 minutes).
 */
export async function developmentSignInLine(
  db: TDatabase,
  origin: string,
  now: Date,
): Promise<string | null> {
  await seedConsoleUsers(db);
  const [owner] = await db
    .select({ userId: consoleUsers.id, email: consoleUsers.email })
    .from(consoleMemberships)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleMemberships.userId))
    .where(eq(consoleMemberships.role, 'owner'))
    .orderBy(asc(consoleMemberships.productId))
    .limit(1);
  if (!owner) return null;
  const token = await createSignInLink(db, owner.userId, now);
  return `Console sign-in for ${owner.email} (development, once, 15 minutes): ${origin}${buildConsolePath('da', 'signIn', { token })}`;
}
