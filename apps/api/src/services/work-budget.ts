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

/** Is this the refusal of a client past its budget (a 429)? */
export const isPastBudget = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.statusCode === 429;

/** The seconds until the client's budget is back, as the refusal says. */
const retryAfterOf = (error: HttpError): number => Number(error.extra.retry_after ?? 60);

/**
 * Past the budget a page address answers a page in its language saying when to try again (with
 * `Retry-After`), not the API's JSON: `framed` is the site's own page for it in its frame
 * (web-pages.ts renders it once per language); without it, the small page of lib/fixed-pages.ts.
 * Any other error is not answered here (false).
 */
export function answerPastRenderBudget(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  framed?: { headers: readonly [string, string][]; bytes: Buffer },
): boolean {
  if (!isPastBudget(error)) return false;
  const seconds = retryAfterOf(error);
  if (framed) for (const [name, value] of framed.headers) void reply.header(name, value);
  void reply
    .code(429)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', String(seconds))
    .send(framed ? framed.bytes : tooManyPagesPage(getPathLocale(request.url), seconds));
  return true;
}
