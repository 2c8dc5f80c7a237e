import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

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

/**
 * Standard output written off the serving path: lines gather in memory and leave in writes of at
 * least 4 kB from the event loop's idle moments, never a write per line; pino flushes what is left
 * when the process exits. The platform (systemd, a container runtime) collects and rotates it.
 */
export function asyncStdout() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096 });
}
