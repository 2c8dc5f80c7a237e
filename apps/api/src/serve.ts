/**
 * The server once its database is opening (server.ts starts that first): migrates, seeds an empty
 * database, joins the other processes on the same database (one payment secret,
 * docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md), and serves pages
 * and /api/v4. SIGTERM or SIGINT shuts it down gracefully (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md).
 */
import Fastify from 'fastify';

import app, { serverOptions } from './app.ts';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/database.ts';
import { ensurePlannerStatistics } from './db/planner-statistics.ts';
import { isSeeded, seedDatabase } from './db/seed/seed.ts';
import { startingAt, systemClock } from './lib/clock.ts';
import { developmentSignInLine } from './services/console/dev-sign-in.ts';
import { joinServers, withStartupLock, type TServerRegistration } from './services/ops/server-registry.ts';

export { PaymentSecretMismatchError } from './services/ops/server-registry.ts';

export async function serve(config: TConfig, opening: Promise<TDatabaseHandle>): Promise<void> {
  const clock = config.NOW ? startingAt(new Date(config.NOW)) : systemClock;
  // pino-pretty in development at a terminal (npm run dev); JSON lines otherwise, npm start included.
  const isPretty = config.NODE_ENV === 'development' && process.stdout.isTTY === true;
  const fastify = Fastify(serverOptions(config, { isPretty, isAsync: !isPretty }));

  const database = await opening;
  let registration: TServerRegistration | undefined;
  // Shutdown order: stop accepting and finish requests in flight, stop the outbox worker (its
  // preClose hook), leave the list of processes, then close the database and free the PGlite lock.
  const closeAll = async () => {
    try {
      await fastify.close();
      await registration?.leave().catch(() => undefined);
    } finally {
      await database.close();
    }
  };
  try {
    const prepare = async () => {
      await database.migrate();
      // Seeds only an empty database: a restart never touches bookings or anything else stored.
      if (!(await isSeeded(database.db))) {
        fastify.log.info('empty database: writing the seed');
        await seedDatabase(database.db);
      }
      if (database.kind === 'pglite' && (await ensurePlannerStatistics(database.db)))
        fastify.log.info('embedded database analysed for the planner');
    };
    // Several processes starting at once on one PostgreSQL: one migrates and seeds, the others wait.
    if (database.kind === 'postgres') await withStartupLock(database.db, prepare);
    else await prepare();
    // PGlite is one process per folder (its lock), so only PostgreSQL has others to agree with.
    if (database.kind === 'postgres') {
      registration = await joinServers(database.db, {
        secret: config.PAYMENT_SECRET,
        isSecretSet: !config.PAYMENT_SECRET_IS_RANDOM,
        port: config.PORT,
        log: fastify.log,
      });
    }
    await fastify.register(app, { config, clock, db: database.db });
    await fastify.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // Release the data folder (and its lock) before reporting.
    await closeAll().catch(() => undefined);
    throw error;
  }

  const listening = fastify.server.address();
  const port = typeof listening === 'object' && listening !== null ? listening.port : config.PORT;
  const shownHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.HOST) ? 'localhost' : config.HOST;
  // Where this process listens (tools read the port from this line), and the address its links use.
  const address = `http://${shownHost}:${port}`;
  const publicNote = config.PUBLIC_URL === address ? '' : ` (links use ${config.PUBLIC_URL})`;
  fastify.log.info(
    {
      database: database.kind,
      // Since the process started (Node's own start-up included).
      ms: Math.round(performance.now()),
      now: clock.now().toISOString(),
    },
    'ready',
  );
  console.log(`Tredjedel is running at ${address}${publicNote}`);

  let isShuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isShuttingDown) return;
      isShuttingDown = true;
      fastify.log.info({ signal }, 'shutting down: finishing requests in flight');
      // Requests that outlive the timeout are cut off; the lock file is still removed.
      const force = setTimeout(() => {
        fastify.log.error({ ms: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out: exiting anyway');
        void database.close().finally(() => process.exit(1));
      }, config.SHUTDOWN_TIMEOUT_MS);
      force.unref();
      closeAll().then(
        () => {
          fastify.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

  // A sign-in link to the restaurants' console for a seeded place, on the embedded demo database
  // (`npm start`) and in development (ADR 0500); after the signal handlers, so a stop is never lost.
  if (config.NODE_ENV !== 'production' || database.kind === 'pglite') {
    const line = await developmentSignInLine(database.db, config.PUBLIC_URL, clock.now()).catch(
      (error: unknown) => {
        fastify.log.warn({ err: error }, 'console: no development sign-in link');
        return null;
      },
    );
    if (line) console.log(line);
  }
}
