import type { z } from 'zod';

/**
 * An error that becomes the API's JSON error answer `{ error, message }` (docs/product/readings.md, API conventions).
 * A refusal (4xx) is an expected answer, never logged with a stack (app.ts logs only 5xx), so it
 * captures none: walking the stack was a visible share of a refused hold's CPU
 * (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    const stackLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackLimit;
    }
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/**
 * Parses a query or params object; a failure is a 400 that names the first bad parameter, e.g.
 * `Invalid parameter "person": Too big: expected number to be <=8`.
 */
export function parseRequestPart<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const parameter = issue ? String(issue.path[0] ?? '') : '';
  throw new HttpError(
    400,
    'bad_request',
    parameter
      ? `Invalid parameter "${parameter}": ${issue?.message ?? 'invalid'}`
      : `Invalid request: ${issue?.message ?? ''}`,
    {
      parameter,
      errors: Object.fromEntries(
        result.error.issues.map((item) => [String(item.path[0] ?? ''), item.message]),
      ),
    },
  );
}
