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
    else
      writeAccessLine(reply.log, {
        method: request.method,
        url: request.url,
        ip: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      });
  }
}

/** What the request log's line says of an answer. */
type TAccessLine = {
  method: string;
  url: string;
  ip: string | undefined;
  statusCode: number;
  responseTime: number;
};

type TPinoInternals = Record<symbol, unknown> & { isLevelEnabled?: (level: string) => boolean };

/**
 * The request log's line (level, time, the logger's bindings, req, res, responseTime, msg), in
 * the shape pino gives `log.info({ req, res, responseTime }, 'request completed')` with the `req`
 * serializer of lib/log-privacy.ts, written as text to the logger's own destination. Its only
 * values are a URL stripped of secrets, an address and numbers, so pino's serializers and
 * redaction, which walk every line for headers and guests' details, have nothing to do here: they
 * were most of the log's cost per answer
 * (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md, "The request log's cost").
 * A request's child logger carries its `reqId` in its bindings, as pino would write it.
 */
function writeAccessLine(log: FastifyBaseLogger, line: TAccessLine): void {
  const logger = log as unknown as TPinoInternals;
  const stream = logger[pino.symbols.streamSym] as { write: (text: string) => void } | undefined;
  if (!stream || logger.isLevelEnabled?.('info') !== true) return;
  const bindings = (logger[pino.symbols.chindingsSym] as string | undefined) ?? '';
  const address = line.ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(line.ip)}`;
  stream.write(
    `{"level":30,"time":${Date.now()}${bindings},"req":{"method":${JSON.stringify(line.method)},"url":${JSON.stringify(
      stripSecretsFromUrl(line.url),
    )}${address}},"res":{"statusCode":${line.statusCode}},"responseTime":${line.responseTime},"msg":"request completed"}\n`,
  );
}

/** What the shared-page front knows of an answer it gave (page-host/shared-page-front.ts). */
export type TFrontLogEntry = Omit<TAccessLine, 'method'>;

/** The request log's line for an answer of the shared-page front (always a GET). */
export function createFrontAccessLog(log: FastifyBaseLogger): (entry: TFrontLogEntry) => void {
  return (entry) => writeAccessLine(log, { method: 'GET', ...entry });
}

/**
 * Standard output written off the serving path: lines gather in memory and leave in writes of at
 * least 32 kB (each write to a pipe is a round trip through libuv's thread pool: at 4 kB they were
 * the largest single cost of a logged answer), at the latest a second after they were logged; pino
 * flushes what is left when the process exits. Past 16 MB waiting (a reader that stopped), lines
 * are dropped rather than kept. The platform (systemd, a container runtime) collects and rotates it.
 */
export function asyncStdout() {
  return gatheredLines(
    pino.destination({
      dest: 1,
      sync: false,
      minLength: GATHERED_LENGTH,
      maxWrite: 256 * 1024,
      maxLength: 16 * 1024 * 1024,
      periodicFlush: 1000,
    }),
  );
}

const GATHERED_LENGTH = 32 * 1024;

type TLineDestination = ReturnType<typeof pino.destination>;

/**
 * The destination with its lines gathered in a list and handed over joined, once per 32 kB. SonicBoom
 * appends each line to one growing string and measures that string's UTF-8 length again on every
 * write (`Buffer.byteLength`, which also flattens it): at a line per answer that scan was the
 * request log's largest cost (docs/decisions/0232-operations-probes-metrics-shutdown-and-log.md,
 * "The request log's cost"). Every way out of the destination (its periodic and exit flushes,
 * `end`) hands over what is gathered first, so no line is lost or reordered; pino itself replaces
 * these methods the same way when a pipe closes.
 *
 * @internal Exported for the tests that use it directly (test/lib/access-log.test.ts).
 */
export function gatheredLines(destination: TLineDestination): TLineDestination {
  const gathered: string[] = [];
  let gatheredLength = 0;
  const write = destination.write.bind(destination);
  const handOver = () => {
    if (gathered.length === 0) return;
    const text = gathered.join('');
    gathered.length = 0;
    gatheredLength = 0;
    write(text);
  };
  destination.write = (line: string) => {
    gathered.push(line);
    gatheredLength += line.length;
    if (gatheredLength >= GATHERED_LENGTH) handOver();
    return true;
  };
  const flush = destination.flush.bind(destination);
  const flushSync = destination.flushSync.bind(destination);
  const end = destination.end.bind(destination);
  destination.flush = (callback?: (error?: Error) => void) => {
    handOver();
    flush(callback);
  };
  destination.flushSync = () => {
    handOver();
    flushSync();
  };
  destination.end = () => {
    handOver();
    end();
  };
  return destination;
}
