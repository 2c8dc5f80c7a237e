import fp from 'fastify-plugin';

import type { TPreparedBody } from './http-cache.ts';
import { createSharedPageStore } from './shared-page-store.ts';
import { createShortLivedCache } from './short-lived-cache.ts';

type TSharedAnswers = ReturnType<typeof createSharedPageStore<TPreparedBody>>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The API's answers that are the same for every visitor (listings, place details, stock without
     * a hold, content), by address: computed once at a time and kept for a moment, never answered
     * stale (page-host/shared-page-store.ts), dropped on any change of any process. One store per process.
     */
    sharedAnswers: TSharedAnswers;
  }
}

export default fp(
  function sharedAnswersPlugin(app, _options, done) {
    const answers = createSharedPageStore<TPreparedBody>({
      cache: createShortLivedCache<TPreparedBody>(),
      isKept: () => true,
      now: () => app.clock.now(),
      staleForMs: 0,
      onBackgroundError: (error) => app.log.error({ err: error }, 'computing an answer failed'),
      onRender: () => app.countSharedComputation('answer'),
    });
    app.cacheInvalidation.onInvalidate(answers.invalidate);
    app.decorate('sharedAnswers', answers);
    done();
  },
  { name: 'shared-answers', dependencies: ['context', 'cache-invalidation'] },
);
