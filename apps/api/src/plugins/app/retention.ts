import fp from 'fastify-plugin';

import { pruneExpired } from '../../services/retention/retention-service.ts';

const EVERY_MS = 6 * 60 * 60_000;

/**
 * Prunes expired rows (see pruneExpired) once the server is up and every six hours after. Any
 * number of processes may do it at once: each delete only takes rows nobody needs.
 */
export default fp(
  function retentionPlugin(app, _options, done) {
    let timer: NodeJS.Timeout | undefined;
    const prune = () => {
      pruneExpired(app.db, app.clock.now(), app.config.RETENTION_DAYS)
        .then((pruned) => {
          if (Object.values(pruned).some((count) => count > 0))
            app.log.info({ pruned }, 'pruned expired rows');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'pruning expired rows failed'));
    };
    app.addHook('onReady', (next) => {
      prune();
      timer = setInterval(prune, EVERY_MS);
      // Never keep the process alive for this alone.
      timer.unref();
      next();
    });
    app.addHook('onClose', (_instance, next) => {
      clearInterval(timer);
      next();
    });
    done();
  },
  { name: 'retention', dependencies: ['context'] },
);
