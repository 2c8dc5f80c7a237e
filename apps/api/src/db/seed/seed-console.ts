import { asc, isNotNull } from 'drizzle-orm';

import type { TDatabase } from '../database.ts';
import { products } from '../schema.ts';
import { consoleMemberships, consoleUsers } from '../schema-console.ts';

/** The company's own operator in the seed (docs/decisions/0500-restaurants-console.md). */
const SEED_OPERATOR_EMAIL = 'drift@tredjedel.example';

/**
 * Console users for the first places: each place's contact address becomes its owner, so a fresh
 * `npm start` can sign in to a place at once. Idempotent: a database seeded before the console
 * gets its users when the server starts (services/console/dev-sign-in.ts).
 */
export async function seedConsoleUsers(tx: TDatabase, placeCount = 3): Promise<void> {
  const places = await tx
    .select({ id: products.id, email: products.contactEmail })
    .from(products)
    .where(isNotNull(products.contactEmail))
    .orderBy(asc(products.id))
    .limit(placeCount);
  await tx
    .insert(consoleUsers)
    .values({ email: SEED_OPERATOR_EMAIL, name: 'Tredjedel drift', isOperator: true })
    .onConflictDoNothing();
  for (const place of places) {
    if (!place.email) continue;
    const [user] = await tx
      .insert(consoleUsers)
      .values({ email: place.email.toLowerCase(), name: '' })
      .onConflictDoUpdate({ target: consoleUsers.email, set: { email: place.email.toLowerCase() } })
      .returning({ id: consoleUsers.id });
    if (!user) continue;
    await tx
      .insert(consoleMemberships)
      .values({ userId: user.id, productId: place.id, role: 'owner' })
      .onConflictDoNothing();
  }
}
