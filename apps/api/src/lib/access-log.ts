import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

import { stripSecretsFromUrl } from './log-privacy.ts';

/**
 * The request log as shipped (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md): one line per
 * request, written when it completes (`req` method, URL without secrets, client address; status;
 * milliseconds), where Fastify writes two ("incoming request" and "request completed").
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly isSkipped: (request: { url: string }) => boolean) {
    super({ disableRequestLogging: isSkipped });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isSkipped(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const INFO = pino.levels.values.info ?? 30;

/** What the shared-page front knows of an answer it gave (page-host/shared-page-front.ts). */
export type TFrontLogEntry = {
  url: string;
  ip: string | undefined;
  statusCode: number;
  responseTime: number;
};

/**
 * The request log's line for an answer of the shared-page front, in the shape `requestCompleted`
 * gives Fastify's (level, time, pid, req, res, responseTime, msg), written as text to the logger's
 * own destination. Its only values are a URL stripped of secrets, an address and numbers, so
 * pino's serializers and redaction, which walk every line for headers and guests' details, have
 * nothing to do here: they were most of the log's cost per answer
 * (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md, "The request log's cost").
 */
export function createFrontAccessLog(log: FastifyBaseLogger): (entry: TFrontLogEntry) => void {
  const stream = (log as unknown as Record<symbol, { write: (line: string) => void }>)[
    pino.symbols.streamSym
  ];
  return ({ url, ip, statusCode, responseTime }) => {
    if (!stream || (pino.levels.values[log.level] ?? Infinity) > INFO) return;
    const address = ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(ip)}`;
    stream.write(
      `{"level":30,"time":${Date.now()},"pid":${process.pid},"req":{"method":"GET","url":${JSON.stringify(
        stripSecretsFromUrl(url),
      )}${address}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  };
}

/**
 * Standard output written off the serving path: lines gather in memory and leave in writes of at
 * least 32 kB (each write to a pipe is a round trip through libuv's thread pool: at 4 kB they were
 * the largest single cost of a logged answer), at the latest a second after they were logged; pino
 * flushes what is left when the process exits. Past 16 MB waiting (a reader that stopped), lines
 * are dropped rather than kept. The platform (systemd, a container runtime) collects and rotates it.
 */
export function asyncStdout() {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: 32 * 1024,
    maxWrite: 256 * 1024,
    maxLength: 16 * 1024 * 1024,
    periodicFlush: 1000,
  });
}
