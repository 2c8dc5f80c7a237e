/**
 * Starts Tredjedel: validates the configuration, opens the database (PGlite in DATA_DIR, or
 * PostgreSQL with DATABASE_URL), migrates, seeds an empty database, and serves pages and /api/v4.
 */
import Fastify from 'fastify';

import app, { serverOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { isSeeded, seedDatabase } from './db/seed/seed.ts';
import { startingAt, systemClock } from './lib/clock.ts';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const clock = config.NOW ? startingAt(new Date(config.NOW)) : systemClock;
  const fastify = Fastify(serverOptions(config));

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  fastify.addHook('onClose', () => database.close());
  try {
    await database.migrate();
    // Seeds only an empty database: a restart never touches bookings or anything else stored.
    if (!(await isSeeded(database.db))) {
      fastify.log.info('empty database: writing the seed');
      await seedDatabase(database.db);
    }
    await fastify.register(app, { config, clock, db: database.db });
    await fastify.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // Release the data folder (and its lock) before reporting.
    await fastify.close();
    throw error;
  }

  const listening = fastify.server.address();
  const port = typeof listening === 'object' && listening !== null ? listening.port : config.PORT;
  const shownHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.HOST) ? 'localhost' : config.HOST;
  const address = config.PUBLIC_URL ?? `http://${shownHost}:${port}`;
  fastify.log.info(
    {
      database: database.kind,
      ms: Math.round(performance.now() - startedAt),
      now: clock.now().toISOString(),
    },
    'ready',
  );
  console.log(`Tredjedel is running at ${address}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      fastify.log.info({ signal }, 'shutting down');
      fastify.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
