import path from 'node:path';

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';

import { REPO_ROOT } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteThread } from './pglite-thread.ts';
import type * as schema from './schema.ts';

/** apps/api/drizzle, found from the repository root both from src/ and from the build (dist/server.js). */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'apps/api/drizzle');

/**
 * PGlite's PostgreSQL settings. Its default shared_buffers, 128 MB, was touched whole at start: a
 * third of the server's memory, for a database of about 11 MB after the seed. 16 MB holds it
 * whole; a page read past it comes from the operating system's file cache
 * (docs/decisions/0001-workspace-toolchain-and-running-the-server.md, "Memory").
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/** The driver-neutral Drizzle handle every repository uses: PGlite and node-postgres share it. */
export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseHandle = {
  db: TDatabase;
  /** Which engine runs underneath, for logs and test names. */
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type TDatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` null: in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

export async function openDatabase(target: TDatabaseTarget): Promise<TDatabaseHandle> {
  // Each engine's driver is loaded by the server that uses it, not both by every server.
  if (target.kind === 'postgres') {
    const [schema, { default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('./schema.ts'),
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, a test database dropped) emits
    // 'error' on the pool; unheard, it would crash the process. The pool replaces the client.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as TDatabase,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  // Lock before opening: a second PGlite on the same folder would corrupt it.
  const releaseLock = target.dataDir === null ? () => undefined : lockDataDir(target.dataDir);
  try {
    // Loaded only here: a process on PostgreSQL never holds PGlite's module (docs/decisions/0001-workspace-toolchain-and-running-the-server.md).
    // PGlite itself runs on a worker thread (pglite-thread.ts), so its statements never hold up this one.
    // The thread starts first: PGlite loads and opens the folder there while this thread loads
    // the driver (and, at a server's start, the rest of the server: server.ts).
    const opening = openPgliteThread({
      dataDir: target.dataDir === null ? null : path.join(target.dataDir, 'pglite'),
      settings: PGLITE_SETTINGS,
    });
    const [client, schema, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      opening,
      import('./schema.ts'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    // Drizzle calls only query, exec and transaction, which the thread's client answers alike.
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    return {
      db: db as unknown as TDatabase,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
