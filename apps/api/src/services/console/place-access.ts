import { and, asc, eq } from 'drizzle-orm';
import type { TConsoleMe, TConsoleRole } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { productTranslations, products } from '../../db/schema.ts';
import { consoleMemberships } from '../../db/schema-console.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { TConsoleUser } from './sessions.ts';

/**
 * The operator's pages and routes (the company's staff, `is_operator`): every place, the partner
 * applications, new places. Anyone else gets 404, as for a page that does not exist
 * (docs/decisions/0500-restaurants-console.md).
 */
export function requireOperator(user: TConsoleUser): void {
  if (!user.isOperator) throw notFound('No such page.');
}

export type TPlaceAccess = { placeId: number; name: string; role: TConsoleRole; user: TConsoleUser };

/**
 * The place a console call is about, for this user: a member's own places, or any place for an
 * operator. Any other place is answered 404, the same as one that does not exist, so ids tell
 * nothing about other places (docs/decisions/0500-restaurants-console.md).
 */
export async function requirePlace(
  db: TDatabase,
  user: TConsoleUser,
  placeId: number,
): Promise<TPlaceAccess> {
  const [row] = await db
    .select({ id: products.id, name: productTranslations.name, role: consoleMemberships.role })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, 'da')),
    )
    .leftJoin(
      consoleMemberships,
      and(eq(consoleMemberships.productId, products.id), eq(consoleMemberships.userId, user.id)),
    )
    .where(eq(products.id, placeId));
  if (!row || (row.role === null && !user.isOperator)) throw notFound(`No place ${placeId}.`);
  return { placeId: row.id, name: row.name, role: row.role ?? 'owner', user };
}

/** `GET console/me`: who is signed in and the places they work for. */
export async function getMe(db: TDatabase, user: TConsoleUser): Promise<TConsoleMe> {
  const places = await db
    .select({ id: products.id, name: productTranslations.name, role: consoleMemberships.role })
    .from(consoleMemberships)
    .innerJoin(products, eq(products.id, consoleMemberships.productId))
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, 'da')),
    )
    .where(eq(consoleMemberships.userId, user.id))
    .orderBy(asc(productTranslations.name));
  return {
    user: { id: user.id, email: user.email, name: user.name, is_operator: user.isOperator },
    places,
  };
}
