import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { MIGRATIONS_FOLDER, type TDatabase } from './database.ts';

/** The newest migration this build ships: its `when` in drizzle/meta/_journal.json. */
export function latestShippedMigration(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration of this build: Drizzle records each applied one in
 * drizzle.__drizzle_migrations with the journal's `when` as `created_at`. A database that was
 * never migrated has no such table, which is "not applied", not an error.
 */
export async function areMigrationsApplied(db: TDatabase, latest: number): Promise<boolean> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const exists = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (exists[0]?.present !== true) return false;
  const applied = rowsOf(
    await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`),
  );
  const value = applied[0]?.latest;
  return typeof value === 'string' && Number(value) >= latest;
}
