import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Logging without personal data (ADR 0240): guests' names, e-mails and phone numbers, cookies, CSRF
 * and payment-signature headers, the order token in confirmation links, and the parameter values
 * Drizzle copies into the message of a failed query (an INSERT of an order carries the guest's
 * details) never reach the log.
 */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-payment-signature"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.name',
  '*.email',
  '*.phone',
  '*.to',
];

/**
 * `token=…` values in a URL (confirmation and calendar links) are credentials.
 */
export function stripSecretsFromUrl(url: string): string {
  // Most logged URLs carry neither: two plain scans, where the expression allocated a result.
  if (!url.includes('token=') && !url.includes('hold_id=')) return url;
  return url.replace(/([?&](?:token|hold_id)=)[^&#]*/g, '$1[redacted]');
}

/**
 * A failed query's message without the `params:` line that lists the bound values.
 *
 * @internal Exported for the tests that use it directly (test/lib/log-privacy.test.ts).
 */
export function stripQueryParams(message: string): string {
  const index = message.indexOf('\nparams:');
  return index === -1 ? message : `${message.slice(0, index)}\nparams: [redacted]`;
}

type TLoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export const PRIVATE_LOGGER_OPTIONS = {
  // The process's id, not the host's name: the platform that collects the lines knows the host.
  base: { pid: process.pid },
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  serializers: {
    req: (request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) => ({
      method: request.method,
      url: stripSecretsFromUrl(request.url),
      remoteAddress: request.ip,
    }),
    err: (error: Error & { cause?: unknown; query?: unknown; params?: unknown }): TLoggedError => ({
      type: error.name,
      message: stripQueryParams(error.message),
      stack: stripQueryParams(error.stack ?? ''),
      ...(error.cause instanceof Error
        ? { cause: { type: error.cause.name, message: stripQueryParams(error.cause.message) } }
        : {}),
    }),
  },
} satisfies Partial<Exclude<FastifyServerOptions['logger'], boolean | undefined>>;
