import { it } from 'vitest';

/**
 * Tests that need several connections or processes run on PostgreSQL only. Outside CI they are
 * skipped with a note when DATABASE_URL is unset; in CI (CI=true, .ci/run) that is a failure, so
 * they can never silently not run there.
 */
export const HAS_POSTGRES = Boolean(process.env.DATABASE_URL);

export function requirePostgresInCi(what: string) {
  if (HAS_POSTGRES) return;
  if (process.env.CI) {
    it(`${what} needs DATABASE_URL (PostgreSQL) in CI`, () => {
      throw new Error(
        `DATABASE_URL is not set: ${what} cannot run. Set DATABASE_URL=postgres://… (see .ci/run).`,
      );
    });
  } else {
    it.skip(`${what}: needs DATABASE_URL (PostgreSQL)`, () => undefined);
  }
}
