import fp from 'fastify-plugin';

import { createRateLimitStore, type TRateLimitStore } from '../../services/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process's rate-limit counters (the `rate_limits` table, or Redis with REDIS_URL): one
     * store, and with Redis one connection, for every limit and work budget of the process.
     */
    rateLimits: TRateLimitStore & { isDatabase: boolean };
  }
}

export default fp(
  function rateLimitsPlugin(app, _options, done) {
    const store = createRateLimitStore(app.db, app.config.REDIS_URL);
    app.decorate('rateLimits', store);
    app.addHook('onClose', () => store.close());
    done();
  },
  { name: 'rate-limits', dependencies: ['context'] },
);
