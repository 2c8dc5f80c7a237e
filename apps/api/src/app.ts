import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';

import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

import type { TConfig } from './config.ts';
import type { TDatabase } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import { asyncStdout, OneLinePerRequest } from './lib/access-log.ts';
import { HttpError } from './lib/http-errors.ts';
import { serverWithFront } from './page-host/request-front.ts';
import { PRIVATE_LOGGER_OPTIONS } from './lib/log-privacy.ts';
import cacheInvalidation from './plugins/app/cache-invalidation.ts';
import catalogueRepository from './plugins/app/catalogue-repository.ts';
import context from './plugins/app/context.ts';
import inventoryRepository from './plugins/app/inventory-repository.ts';
import sharedAnswers from './page-host/shared-answers.ts';
import rateLimits from './plugins/app/rate-limits.ts';
import orderDeps from './plugins/app/order-deps.ts';
import outboxWorker from './plugins/app/outbox-worker.ts';
import refundWorker from './plugins/app/refund-worker.ts';
import waitlistWorker from './plugins/app/waitlist-worker.ts';
import productsRepository from './plugins/app/products-repository.ts';
import refuseNul from './plugins/app/refuse-nul.ts';
import retention from './plugins/app/retention.ts';
import compression from './plugins/external/compression.ts';
import security from './plugins/external/security.ts';
import health from './plugins/ops/health.ts';
import metrics from './plugins/ops/metrics.ts';
import webPages from './page-host/web-pages.ts';
import apiRoutes from './routes/api/index.ts';
import consoleFormRoutes from './routes/console/index.ts';
import partnerFormRoutes from './routes/partner-form/index.ts';
import devRoutes from './routes/dev/index.ts';
import mediaRoutes from './routes/media/index.ts';
import oldOrderLinks from './routes/order-links/index.ts';
import payRoutes from './routes/pay/index.ts';
import restaurantRoutes from './routes/restaurant/index.ts';
import waitlistOptOutRoutes from './routes/waitlist/index.ts';

export type TAppOptions = { config: TConfig; clock: Clock; db: TDatabase };

/**
 * `id[]=1&id[]=2` (the spec's menus call) and `id=1&id=2` both become `{ id: ['1', '2'] }`; a
 * single value stays a string and the schemas turn it into a list.
 */
function parseQuery(query: string): Record<string, unknown> {
  const parsed = parseQueryString(query);
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(parsed)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const previous = result[key];
    const earlier: unknown[] = previous === undefined ? [] : Array.isArray(previous) ? previous : [previous];
    const values: unknown[] = [...earlier, ...(Array.isArray(value) ? value : [value])];
    result[key] = rawKey.endsWith('[]') || values.length > 1 ? values : values[0];
  }
  return result;
}

/** Vite's own requests in development (modules, its client, dependencies): too many to log. */
const DEV_MODULE_PATH = /^\/(@vite|@fs|@id|@react-refresh|src|node_modules)\//;

/**
 * Readable, coloured lines for a developer at a terminal; JSON lines for everything that reads
 * logs with a program (production, CI, log collectors). Redaction applies to both.
 */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
};

/**
 * Fastify's own options, shared by the server and the tests. `isPretty`: the process entry asks
 * for readable logs when it runs in development at a terminal; `isAsync`: for JSON lines written
 * to standard output off the serving path (lib/access-log.ts), as the server does otherwise.
 */
export function serverOptions(
  config: Pick<TConfig, 'LOG_LEVEL' | 'TRUST_PROXY'>,
  { isPretty = false, isAsync = false }: { isPretty?: boolean; isAsync?: boolean } = {},
): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      ...PRIVATE_LOGGER_OPTIONS,
      ...(isPretty ? { transport: PRETTY_TRANSPORT } : isAsync ? { stream: asyncStdout() } : {}),
    },
    logController: new OneLinePerRequest((request) => DEV_MODULE_PATH.test(request.url)),
    routerOptions: { querystringParser: parseQuery, ignoreTrailingSlash: true },
    // Behind the proxies named in TRUST_PROXY the client's address arrives in X-Forwarded-For,
    // the nearest entry a proxy not named there added (lib/trusted-proxy.ts).
    trustProxy: config.TRUST_PROXY,
    // Fastify's own HTTP/1 server, with room for the shared-page front (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
    serverFactory: serverWithFront,
  };
}

/** Every error answer is JSON `{ error, message }` (docs/product/readings.md, API conventions). */
function onError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ error: error.code, message: error.message, ...error.extra });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(statusCode)
      .send({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
  }
  const code =
    statusCode === 403
      ? 'forbidden'
      : statusCode === 404
        ? 'not_found'
        : statusCode === 429
          ? 'rate_limited'
          : 'bad_request';
  return reply.code(statusCode).send({ error: code, message: error.message });
}

export default async function app(fastify: FastifyInstance, options: TAppOptions) {
  fastify.setErrorHandler(onError);
  fastify.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not_found',
      message: `Nothing at ${request.method} ${request.url.split('?')[0] ?? ''}`,
    }),
  );

  // External plugins, then the app's own (context and repositories), then routes.
  await fastify.register(security, { publicUrl: options.config.PUBLIC_URL });
  await fastify.register(compression);
  await fastify.register(refuseNul);
  await fastify.register(context, options);
  await fastify.register(inventoryRepository);
  await fastify.register(orderDeps);
  await fastify.register(productsRepository);
  await fastify.register(catalogueRepository);
  await fastify.register(cacheInvalidation);
  await fastify.register(sharedAnswers);
  await fastify.register(rateLimits);
  await fastify.register(retention);
  await fastify.register(outboxWorker);
  await fastify.register(waitlistWorker);
  await fastify.register(refundWorker);
  await fastify.register(metrics);
  await fastify.register(health);

  await fastify.register(apiRoutes, { prefix: '/api' });
  await fastify.register(mediaRoutes);
  await fastify.register(payRoutes);
  await fastify.register(restaurantRoutes);
  await fastify.register(waitlistOptOutRoutes);
  await fastify.register(consoleFormRoutes);
  await fastify.register(partnerFormRoutes);
  await fastify.register(devRoutes);
  await fastify.register(oldOrderLinks);
  await fastify.register(webPages, {
    webDist: options.config.WEB_DIST,
    webDevRoot: options.config.WEB_DEV ? path.resolve(options.config.WEB_DIST, '..') : undefined,
    tracking: { isDataLayerEnabled: options.config.DATA_LAYER, adPixelId: options.config.AD_PIXEL_ID ?? '' },
  });
}
