import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Answers a request before Fastify sees it, or returns false to let Fastify answer it. It must
 * answer only what Fastify would answer with the same bytes (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 */
export type TFrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

const frontAnswers = new WeakMap<http.Server, TFrontAnswer>();
const clocks = new WeakMap<http.Server, () => Date>();

/** Fastify's own server options that shape its HTTP/1 server (fastify/lib/server.js). */
type TServerFactoryOptions = {
  http?: http.ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
};

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make itself, with the same timeouts,
 * whose requests first meet the front answer a plugin set on it (setFrontAnswer), if any. Every
 * request the front does not answer goes to Fastify unchanged.
 */
export function serverWithFront(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: TServerFactoryOptions,
): http.Server {
  const server = http.createServer(options.http ?? {}, (request, response) => {
    // Node would write the machine's time; the browser reads the server's clock from this header.
    const now = clocks.get(server);
    if (now) response.setHeader('date', now().toUTCString());
    const answer = frontAnswers.get(server);
    if (answer?.(request, response) !== true) handler(request, response);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0)
    server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}

/**
 * Every answer's `Date` header from the app's clock (lib/clock.ts), not the machine's: the browser
 * counts a hold's minutes by the server's time it reads there (apps/web flows/shared/server-clock.ts),
 * so with NOW set both must be one clock (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 */
export function setServerClock(server: http.Server, now: () => Date): void {
  clocks.set(server, now);
}

/** Puts `answer` in front of Fastify on `server`; a server not made by serverWithFront ignores it. */
export function setFrontAnswer(server: http.Server, answer: TFrontAnswer): void {
  frontAnswers.set(server, answer);
}
