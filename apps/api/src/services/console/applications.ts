import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { TConsoleAllPlaces, TConsoleApplications } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { productTranslations, products } from '../../db/schema.ts';
import { consoleMemberships, partnerApplications } from '../../db/schema-console.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { inviteMember } from './invite.ts';
import { requireOperator, requirePlace } from './place-access.ts';
import type { TConsoleUser } from './sessions.ts';
import type { TSignInDeps } from './sign-in.ts';

/** `GET console/places`: every place, with how many users it has, for inviting a first user. */
export async function listAllPlaces(db: TDatabase, user: TConsoleUser): Promise<TConsoleAllPlaces> {
  requireOperator(user);
  const rows = await db
    .select({ id: products.id, name: productTranslations.name, members: count(consoleMemberships.userId) })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, 'da')),
    )
    .leftJoin(consoleMemberships, eq(consoleMemberships.productId, products.id))
    .groupBy(products.id, productTranslations.name, productTranslations.nameSortKey)
    .orderBy(asc(productTranslations.nameSortKey), asc(products.id));
  return { places: rows.map((row) => ({ ...row, members: Number(row.members) })) };
}

/** `GET console/applications`: the latest 200 partner applications, newest first. */
export async function listApplications(db: TDatabase, user: TConsoleUser): Promise<TConsoleApplications> {
  requireOperator(user);
  const rows = await db.select().from(partnerApplications).orderBy(desc(partnerApplications.id)).limit(200);
  return {
    applications: rows.map((row) => ({
      id: row.id,
      place_name: row.placeName,
      address: row.address,
      city: row.city,
      contact_name: row.contactName,
      email: row.email,
      phone: row.phone,
      message: row.message,
      lang: row.lang,
      created_at: row.createdAt.toISOString(),
      invited_place_id: row.invitedPlaceId,
    })),
  };
}

/** The application of an id, or 404. */
export async function findApplication(db: TDatabase, applicationId: number) {
  const [application] = await db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.id, applicationId));
  if (!application) throw notFound(`No application ${applicationId}.`);
  return application;
}

/**
 * Records that an application's contact was invited to a place; an application is invited once,
 * so one already invited (by another operator at the same moment, say) is 409.
 */
export async function claimApplication(
  db: TDatabase,
  applicationId: number,
  placeId: number,
  now: Date,
): Promise<void> {
  const claimed = await db
    .update(partnerApplications)
    .set({ invitedPlaceId: placeId, invitedAt: now })
    .where(and(eq(partnerApplications.id, applicationId), isNull(partnerApplications.invitedAt)))
    .returning({ id: partnerApplications.id });
  if (claimed.length === 0)
    throw new HttpError(409, 'already_invited', 'This application has already been invited.', {
      msg: 'console.already_invited',
    });
}

/**
 * `POST console/applications/{id}/invite`: the operator's button on an application. Its contact
 * is invited as the owner of the chosen place (the invitation of `inviteMember`, in the
 * applicant's language), and the application records it. An application already invited is 409.
 */
export async function inviteFromApplication(
  deps: TSignInDeps,
  user: TConsoleUser,
  applicationId: number,
  placeId: number,
  clientAddress: string,
  now: Date,
): Promise<{ status: 'ok' }> {
  requireOperator(user);
  const application = await findApplication(deps.db, applicationId);
  const access = await requirePlace(deps.db, user, placeId);
  await claimApplication(deps.db, applicationId, placeId, now);
  try {
    return await inviteMember(
      deps,
      access,
      { email: application.email, name: application.contactName, role: 'owner', lang: application.lang },
      clientAddress,
      now,
    );
  } catch (error) {
    // Not invited after all (a rate limit, say): the button works again.
    await deps.db
      .update(partnerApplications)
      .set({ invitedPlaceId: null, invitedAt: null })
      .where(eq(partnerApplications.id, applicationId));
    throw error;
  }
}
