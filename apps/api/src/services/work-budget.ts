import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getPathLocale } from '@tredjedel/domain';

import { tooManyPagesPage } from '../lib/fixed-pages.ts';
import { HttpError } from '../lib/http-errors.ts';
import { IN_PROCESS_ADDRESS } from '../page-host/in-process-fetch.ts';
import { createRateLimitCounter } from './rate-limit.ts';

/**
 * Budgets of work per client (docs/decisions/0006-page-caching-shared-pages-answered-once.md), counted across processes like
 * every rate limit: work done because nothing made before was at hand counts against its client's
 * budget per minute, so one client cannot keep the processes busy by asking for addresses nobody
 * asked for before. Answers from what was made before cost nothing and count nothing; nor do the
 * API calls a page render makes in-process (the render was counted).
 * - `render`: pages rendered (RATE_LIMIT_RENDER_PER_MINUTE);
 * - `answer`: API answers computed for the short-lived cache (RATE_LIMIT_ANSWER_PER_MINUTE).
 */
export function createWorkBudget(app: FastifyInstance, kind: 'render' | 'answer') {
  const count = createRateLimitCounter(app.rateLimits, app.clock, {
    name: kind,
    max:
      kind === 'render' ? app.config.RATE_LIMIT_RENDER_PER_MINUTE : app.config.RATE_LIMIT_ANSWER_PER_MINUTE,
    windowMs: 60_000,
  });
  /**
   * Counts one piece of work for the request's client; past the budget, throws the 429. An
   * in-process call is known by its socket's address, never by `request.ip`, which behind a trusted
   * proxy comes from X-Forwarded-For, where a client may write anything.
   */
  return async (request: FastifyRequest): Promise<void> => {
    if (request.socket.remoteAddress !== IN_PROCESS_ADDRESS) await count(request, 1);
  };
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
    .send(tooManyPagesPage(getPathLocale(request.url), seconds));
  return true;
}
