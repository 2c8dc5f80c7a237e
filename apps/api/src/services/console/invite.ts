import { asc, eq } from 'drizzle-orm';
import type { TConsoleMembers, TLocale } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { consoleMemberships, consoleUsers } from '../../db/schema-console.ts';
import { notFound } from '../../lib/http-errors.ts';
import { recordAudit } from './audit.ts';
import type { TPlaceAccess } from './place-access.ts';
import { requestSignInLink, type TSignInDeps } from './sign-in.ts';

/**
 * Who may invite to a place and read its users: an operator (any place, any role) or the place's
 * owner (colleagues). Anyone else is answered 404, as for a page that is not theirs, so staff learn
 * nothing of the invitation routes (docs/decisions/0500-restaurants-console.md).
 */
function requireInviter(access: TPlaceAccess): void {
  if (!access.user.isOperator && access.role !== 'owner') throw notFound('No such page.');
}

/**
 * Makes the invitee a member of the place (a user is made for a new address), with the audit
 * line, in the caller's transaction; the e-mail goes out after it commits (`requestSignInLink`).
 */
export async function addMember(
  tx: TDatabase,
  access: TPlaceAccess,
  invite: { email: string; name: string; role: 'owner' | 'staff' },
  now: Date,
): Promise<void> {
  await tx.insert(consoleUsers).values({ email: invite.email, name: invite.name }).onConflictDoNothing();
  const [user] = await tx.select().from(consoleUsers).where(eq(consoleUsers.email, invite.email));
  if (!user) throw new Error('invited user was not written');
  await tx
    .insert(consoleMemberships)
    .values({ userId: user.id, productId: access.placeId, role: invite.role })
    .onConflictDoUpdate({
      target: [consoleMemberships.userId, consoleMemberships.productId],
      set: { role: invite.role },
    });
  await recordAudit(tx, access, 'member.invite', null, { email: invite.email, role: invite.role }, now);
}

/**
 * `POST console/places/{id}/members`: an operator invites a place's users (its first owner), a
 * place's owner its colleagues. The invitee becomes a member at once and gets the invitation by
 * e-mail: a single-use sign-in link (15 minutes; a new one can be asked for on the sign-in page).
 */
export async function inviteMember(
  deps: TSignInDeps,
  access: TPlaceAccess,
  invite: { email: string; name: string; role: 'owner' | 'staff'; lang: TLocale },
  clientAddress: string,
  now: Date,
): Promise<{ status: 'ok' }> {
  requireInviter(access);
  await deps.db.transaction((tx) => addMember(tx, access, invite, now));
  await requestSignInLink(
    deps,
    { email: invite.email, lang: invite.lang, invitedTo: access.name },
    clientAddress,
    now,
  );
  return { status: 'ok' };
}

/** `GET console/places/{id}/members`: the place's users, for whoever may invite to it. */
export async function listMembers(db: TDatabase, access: TPlaceAccess): Promise<TConsoleMembers> {
  requireInviter(access);
  const members = await db
    .select({ email: consoleUsers.email, name: consoleUsers.name, role: consoleMemberships.role })
    .from(consoleMemberships)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleMemberships.userId))
    .where(eq(consoleMemberships.productId, access.placeId))
    .orderBy(asc(consoleUsers.email));
  return { members };
}
