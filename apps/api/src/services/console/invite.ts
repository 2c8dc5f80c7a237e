import { eq } from 'drizzle-orm';
import type { TLocale } from '@tredjedel/domain';

import { consoleMemberships, consoleUsers } from '../../db/schema-console.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { recordAudit } from './audit.ts';
import type { TPlaceAccess } from './place-access.ts';
import { requestSignInLink, type TSignInDeps } from './sign-in.ts';

/**
 * `POST console/places/{id}/members`: an operator invites a place's users, a place's owner its
 * colleagues; staff invite no one. The invited user gets a sign-in link at once.
 */
export async function inviteMember(
  deps: TSignInDeps,
  access: TPlaceAccess,
  invite: { email: string; name: string; role: 'owner' | 'staff'; lang: TLocale },
  clientAddress: string,
  now: Date,
): Promise<{ status: 'ok' }> {
  if (!access.user.isOperator && access.role !== 'owner')
    throw new HttpError(403, 'forbidden', 'Only an owner of the place can invite colleagues.');
  await deps.db.transaction(async (tx) => {
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
  });
  await requestSignInLink(deps, { email: invite.email, lang: invite.lang }, clientAddress, now);
  return { status: 'ok' };
}
