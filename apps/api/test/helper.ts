import { randomBytes } from 'node:crypto';

import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import pg from 'pg';

import app, { serverOptions } from '../src/app.ts';
import { testConfig, type TConfig } from '../src/config.ts';
import { openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { fixedClock } from '../src/lib/clock.ts';

/** Sunday evening in Copenhagen: the clock every integration test starts from. */
export const TEST_NOW = new Date('2026-11-22T18:00:00+01:00');

/** The databases integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const DATABASE_KINDS: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TTestApp = {
  app: FastifyInstance;
  clock: ReturnType<typeof fixedClock>;
  database: TDatabaseHandle;
  /** The configuration the app runs with (its payment secret signs test callbacks). */
  config: TConfig;
  close(): Promise<void>;
};

/** A uniquely named PostgreSQL database for one test file, dropped again by `close`. */
async function createPostgresDatabase(baseUrl: string) {
  const name = `tredjedel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A migrated, seeded app on a fresh database, answering through `app.inject`. */
export async function buildTestApp(
  kind: 'pglite' | 'postgres',
  overrides: Partial<TConfig> = {},
  {
    logStream,
    onRoute,
  }: {
    logStream?: { write(line: string): void };
    /** Sees every route as it is added (a test that walks the routes collects them). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TTestApp> {
  const clock = fixedClock(TEST_NOW);
  const postgres = kind === 'postgres' ? await createPostgresDatabase(process.env.DATABASE_URL ?? '') : null;
  const database = await openDatabase(
    postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: null },
  );
  await database.migrate();
  await seedDatabase(database.db);
  const config = testConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/web-dist',
    // Processes on one database tell each other what to drop (plugins/app/cache-invalidation.ts).
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...overrides,
  });
  const options = serverOptions(config);
  // A test that asserts what is logged reads the lines from its own stream.
  const fastify = Fastify(
    logStream ? { ...options, logger: { ...(options.logger as object), stream: logStream } } : options,
  );
  if (onRoute) fastify.addHook('onRoute', onRoute);
  await fastify.register(app, { config, clock, db: database.db });
  await fastify.ready();
  return {
    app: fastify,
    clock,
    config,
    database,
    close: async () => {
      await fastify.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** GET as JSON, failing loudly on a non-JSON answer. */
export async function getJson<T = Record<string, unknown>>(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { response, status: response.statusCode, body: response.json<T>() };
}
