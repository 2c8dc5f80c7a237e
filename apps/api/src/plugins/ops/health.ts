import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

import { areMigrationsApplied, latestShippedMigration } from '../../db/migration-state.ts';

/** A readiness probe answers within this, or the database counts as unreachable. */
const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a load balancer or orchestrator (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md):
 * `/healthz` says the process answers (restart it when not); `/readyz` says it can serve: the
 * database answers and has every migration this build ships, and the process is not shutting
 * down (send it traffic only when 200). Both `no-store`, outside /api and the page renderer.
 */
export default fp(
  function healthPlugin(app, _options, done) {
    const latest = latestShippedMigration();
    let isClosing = false;
    app.addHook('preClose', (next) => {
      isClosing = true;
      next();
    });
    // Answers finished while shutting down close their connection: a keep-alive socket left
    // open would hold the process until Fastify's 72 s keep-alive timeout.
    app.addHook('onSend', (_request, reply, payload, next) => {
      if (isClosing) void reply.header('connection', 'close');
      next(null, payload);
    });

    app.get('/healthz', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (isClosing) return reply.code(503).send({ status: 'closing', database: 'unknown' });
      try {
        await withTimeout(app.db.execute(sql`select 1`), PROBE_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'readyz: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
      const isMigrated = await withTimeout(areMigrationsApplied(app.db, latest), PROBE_TIMEOUT_MS).catch(
        () => false,
      );
      if (!isMigrated) return reply.code(503).send({ status: 'unavailable', database: 'migrations pending' });
      return { status: 'ready', database: 'ok' };
    });
    done();
  },
  { name: 'health', dependencies: ['context'] },
);
