import fp from 'fastify-plugin';

import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    clock: Clock;
    db: TDatabase;
  }
}

export type TAppContext = { config: TConfig; clock: Clock; db: TDatabase };

/** Makes configuration, clock and database available to every plugin and route. */
export default fp<TAppContext>(
  function contextPlugin(app, { config, clock, db }, done) {
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('db', db);
    done();
  },
  { name: 'context' },
);
