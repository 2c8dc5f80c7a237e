import { sql } from 'drizzle-orm';

import type { TDatabase } from './database.ts';

/**
 * The planner's statistics on the embedded database. PGlite runs no autovacuum, so a data folder
 * that was never analysed leaves the planner guessing every table's size: it chose nested loops
 * for the listing's per-place figures, twice the statement's time on the serving thread
 * (docs/decisions/0006-page-caching-shared-pages-answered-once.md, "Where the listing's tail comes
 * from"; 26.6 against 12.7 ms per listing statement, bench/src/listing-statement.ts on a quiet
 * machine). One `ANALYZE` after the seed (165 ms) is kept in the folder, so a restart finds the
 * statistics and pays only this check; tables that grow later (a day's slots, holds) are estimated
 * from their pages at their size then. PostgreSQL's autovacuum keeps its own.
 */
export async function ensurePlannerStatistics(db: TDatabase): Promise<boolean> {
  const result = (await db.execute<{ hasStatistics: boolean }>(
    sql`select exists (select 1 from pg_stats where schemaname = 'public' and tablename = 'products') as "hasStatistics"`,
  )) as { rows: { hasStatistics: boolean }[] };
  if (result.rows[0]?.hasStatistics) return false;
  await db.execute(sql`analyze`);
  return true;
}
