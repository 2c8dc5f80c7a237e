import type { z } from 'zod';

/** An error that becomes the API's JSON error answer `{ error, message }` (docs/product/readings.md, API conventions). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
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
