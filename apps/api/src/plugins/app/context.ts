import fp from 'fastify-plugin';

import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { setServerClock } from '../../page-host/request-front.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    clock: Clock;
    db: TDatabase;
  }
}

type TAppContext = { config: TConfig; clock: Clock; db: TDatabase };

/**
 * Makes configuration, clock and database available to every plugin and route; the clock also
 * dates every answer (its `Date` header, lib/request-front.ts).
 */
export default fp<TAppContext>(
  function contextPlugin(app, { config, clock, db }, done) {
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('db', db);
    setServerClock(app.server, () => clock.now());
    done();
  },
  { name: 'context' },
);
