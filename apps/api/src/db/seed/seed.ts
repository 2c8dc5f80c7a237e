/**
 * The deterministic seed: same PRNG seed, same data on every machine. It writes the catalogue and
 * the weekly cover schedules; the day's slots are derived from the schedules when a day is first
 * read, so the site has tables tonight every day without seeding again.
 */
import { sql } from 'drizzle-orm';

import type { TDatabase } from '../database.ts';
import * as t from '../schema.ts';
import { createRandom } from './prng.ts';
import { seedCitiesAndPlaces } from './seed-cities.ts';
import { seedConsoleUsers } from './seed-console.ts';
import { seedBlog, seedPartners } from './seed-partners-and-blog.ts';
import { seedNavigation, seedPageBoxesAndGuide } from './seed-pages.ts';
import { seedTags } from './seed-tags.ts';

const SEED = 20261122;

export async function isSeeded(db: TDatabase): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(t.cities);
  return (rows[0]?.count ?? 0) > 0;
}

/** Writes the whole seed in one transaction; callers check `isSeeded` first. */
export async function seedDatabase(db: TDatabase): Promise<void> {
  const random = createRandom(SEED);
  await db.transaction(async (tx) => {
    // The parts run in this order: the places draw from `random` one after another.
    const tags = await seedTags(tx);
    const { cityIds, partnerCandidates } = await seedCitiesAndPlaces(tx, random, tags);
    await seedPartners(tx, partnerCandidates);
    await seedBlog(tx, cityIds, tags);
    await seedPageBoxesAndGuide(tx, cityIds);
    await seedNavigation(tx, cityIds);
    await seedConsoleUsers(tx);
  });
}
