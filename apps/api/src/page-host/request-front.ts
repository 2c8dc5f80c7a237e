import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Answers a request before Fastify sees it, or returns false to let Fastify answer it. It must
 * answer only what Fastify would answer with the same bytes (docs/decisions/0006-page-caching-shared-pages-answered-once.md),
 * dated `date` (the server's clock, setServerClock) in the head it hands to `writeHead`.
 */
export type TFrontAnswer = (request: IncomingMessage, response: ServerResponse, date: string) => boolean;

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
  const dateOf = createHttpDate();
  const server = http.createServer(options.http ?? {}, (request, response) => {
    // Node would write the machine's time; the browser reads the server's clock from this header.
    const date = dateOf((clocks.get(server) ?? systemNow)());
    if (frontAnswers.get(server)?.(request, response, date) === true) return;
    // Set before Fastify's own headers, not passed with them: Fastify writes its head in one call.
    response.setHeader('date', date);
    handler(request, response);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0)
    server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}

const systemNow = () => new Date();

/**
 * The `Date` header's text of an instant, made once a second (its resolution), as Node makes its
 * own: the front answers thousands a second.
 */
function createHttpDate(): (now: Date) => string {
  let second = Number.NaN;
  let text = '';
  return (now) => {
    const nowSecond = Math.floor(now.getTime() / 1000);
    if (nowSecond !== second) {
      second = nowSecond;
      text = now.toUTCString();
    }
    return text;
  };
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
