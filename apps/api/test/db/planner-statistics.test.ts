import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type TDatabaseHandle } from '../../src/db/database.ts';
import { ensurePlannerStatistics } from '../../src/db/planner-statistics.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';

// PGlite only: it runs no autovacuum, which is why the server analyses it once (PostgreSQL keeps its own).
describe('the embedded database analysed for the planner', () => {
  let handle: TDatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    await seedDatabase(handle.db);
  });
  afterAll(() => handle.close());

  async function analysedTables(): Promise<string[]> {
    const result = (await handle.db.execute<{ tablename: string }>(
      sql`select distinct tablename from pg_stats where schemaname = 'public' order by tablename`,
    )) as { rows: { tablename: string }[] };
    return result.rows.map((row) => row.tablename);
  }

  it('has no statistics after the seed, then has them for the listing tables, once', async () => {
    expect(await analysedTables()).toEqual([]);
    expect(await ensurePlannerStatistics(handle.db)).toBe(true);
    expect(await analysedTables()).toEqual(expect.arrayContaining(['products', 'menus', 'cover_schedules']));
    // A restart finds them kept in the folder and analyses nothing.
    expect(await ensurePlannerStatistics(handle.db)).toBe(false);
  });
});
