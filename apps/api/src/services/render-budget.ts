import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { languageOfUrl, tooManyPagesPage } from '../lib/fixed-pages.ts';
import { HttpError } from '../lib/http-errors.ts';
import { createRateLimitCounter, createRateLimitStore } from './rate-limit.ts';

/**
 * The render budget (docs/decisions/0110-render-budget.md): every page rendered because nothing
 * rendered for its address was at hand counts against its client's budget per minute
 * (RATE_LIMIT_RENDER_PER_MINUTE, counted across processes like every rate limit), so one client
 * cannot keep the processes rendering by asking for addresses nobody asked for before. Pages
 * answered from a stored render, or from a render under way, cost nothing and count nothing.
 */
export function createRenderBudget(app: FastifyInstance) {
  const store = createRateLimitStore(app.db, app.config.REDIS_URL);
  app.addHook('onClose', () => store.close());
  const count = createRateLimitCounter(store, app.clock, {
    name: 'render',
    max: app.config.RATE_LIMIT_RENDER_PER_MINUTE,
    windowMs: 60_000,
  });
  /** Counts one render for the request's client; past the budget, throws the 429. */
  return (request: FastifyRequest): Promise<void> => count(request, 1);
}

/**
 * Past the budget a page address answers a small page in its language saying when to try again
 * (with `Retry-After`), not the API's JSON; any other error is not answered here (false).
 */
export function answerPastRenderBudget(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  if (!(error instanceof HttpError) || error.statusCode !== 429) return false;
  const seconds = Number(error.extra.retry_after ?? 60);
  void reply
    .code(429)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', String(seconds))
    .send(tooManyPagesPage(languageOfUrl(request.url), seconds));
  return true;
}
