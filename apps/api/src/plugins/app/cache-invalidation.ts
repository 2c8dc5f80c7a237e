import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as IORedis from 'ioredis';
import type pg from 'pg';

import { coalesceCalls } from '../../lib/coalesce-calls.ts';
import { loadOnUse } from '../../lib/load-on-use.ts';

// Only a server on PostgreSQL listens: one on the embedded database never loads the driver.
const loadPg = loadOnUse<typeof pg>('pg');
const loadRedis = loadOnUse<typeof IORedis>('ioredis');

/**
 * How one process tells every process (itself included) to drop what its caches keep of stock:
 * docs/design.md "Invalidation". `publish` reaches every subscriber of every process within a moment;
 * messages carry nothing, because every cache drops all it holds of listings and pages.
 */
type TInvalidationTransport = {
  /** Which transport carries the messages, for logs and tests. */
  kind: 'local' | 'postgres' | 'redis';
  publish(): Promise<void>;
  /** Starts listening; `listener` runs for every message published by any process. */
  subscribe(listener: () => void): Promise<void>;
  close(): Promise<void>;
};

/** The one channel, in PostgreSQL (per database) and in Redis. */
const INVALIDATION_CHANNEL = 'tredjedel_cache_invalidation';

/** A single process (PGlite): a direct call. */
function createLocalTransport(): TInvalidationTransport {
  const listeners = new Set<() => void>();
  return {
    kind: 'local',
    publish: () => {
      for (const listener of listeners) listener();
      return Promise.resolve();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * PostgreSQL's own LISTEN/NOTIFY: one connection per process listens, and a NOTIFY (sent on any
 * connection) reaches every listener of the same database, the sender included. A listening
 * connection that drops is opened again; until then the caches' short lifetime bounds staleness.
 */
function createPostgresTransport(url: string, onError: (error: unknown) => void): TInvalidationTransport {
  const { Pool, Client } = loadPg();
  const notifier = new Pool({ connectionString: url, max: 1 });
  notifier.on('error', onError);
  let listenerClient: pg.Client | null = null;
  let closed = false;

  async function listen(listener: () => void) {
    const client = new Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === INVALIDATION_CHANNEL) listener();
    });
    client.on('error', (error) => {
      onError(error);
      void client.end().catch(() => undefined);
      // Whatever was missed while reconnecting is dropped on reconnection.
      if (!closed) setTimeout(() => void listen(listener).then(listener, onError), 1_000).unref();
    });
    await client.connect();
    await client.query(`listen ${INVALIDATION_CHANNEL}`);
    listenerClient = client;
  }

  return {
    kind: 'postgres',
    publish: async () => {
      await notifier.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, '']);
    },
    subscribe: listen,
    close: async () => {
      closed = true;
      await listenerClient?.end().catch(() => undefined);
      await notifier.end();
    },
  };
}

/** Redis pub/sub, for database engines without LISTEN/NOTIFY (docs/design.md "Invalidation"). */
function createRedisTransport(url: string, onError: (error: unknown) => void): TInvalidationTransport {
  const { Redis } = loadRedis();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return {
    kind: 'redis',
    publish: async () => {
      await publisher.publish(INVALIDATION_CHANNEL, '');
    },
    subscribe: async (listener) => {
      subscriber.on('message', (channel: string) => {
        if (channel === INVALIDATION_CHANNEL) listener();
      });
      await subscriber.subscribe(INVALIDATION_CHANNEL);
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A state-changing route that changes no stock (the console's sign-in, marks): no cache is dropped. */
    changesNoStock?: boolean;
  }
  interface FastifyInstance {
    cacheInvalidation: {
      /** Registers a cache's `invalidate`; it runs for every change of stock in any process. */
      onInvalidate(listener: () => void): void;
      /** Drops this process's caches at once and tells the other processes. */
      invalidate(): Promise<void>;
    };
  }
}

/**
 * Every change of stock arrives as a successful POST or DELETE (holds, orders, cancellations,
 * payment callbacks): once it has been answered, every process drops its listings and pages.
 * Refused requests change nothing, so they cannot be used to empty everyone's caches. Redis when
 * REDIS_URL is set, else PostgreSQL when DATABASE_URL is set, else (one PGlite process) a direct call.
 */
export default fp(
  async function cacheInvalidationPlugin(app: FastifyInstance) {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'cache invalidation transport failed');
    const { REDIS_URL, DATABASE_URL } = app.config;
    const transport = REDIS_URL
      ? createRedisTransport(REDIS_URL, onError)
      : DATABASE_URL
        ? createPostgresTransport(DATABASE_URL, onError)
        : createLocalTransport();
    const listeners = new Set<() => void>();
    const dropAll = () => {
      for (const listener of listeners) listener();
    };
    await transport.subscribe(dropAll);
    app.addHook('onClose', () => transport.close());

    // A burst of changes (hundreds of holds a second) costs at most two messages in flight, not one
    // each: every change is still followed by a message sent after it (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
    const publish = coalesceCalls(() => transport.publish());
    async function invalidate() {
      dropAll();
      if (transport.kind !== 'local') await publish();
    }
    app.decorate('cacheInvalidation', {
      onInvalidate: (listener: () => void) => listeners.add(listener),
      invalidate,
    });

    app.addHook('onResponse', (request, reply, done) => {
      // Calls that change no stock (the console's sign-in, marks, profile) say so in their config.
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        reply.statusCode < 400 &&
        request.routeOptions.config.changesNoStock !== true
      )
        invalidate().catch(onError);
      done();
    });
  },
  { name: 'cache-invalidation', dependencies: ['context'] },
);
