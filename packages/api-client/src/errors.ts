import { mapBookingApiError, type TApiError, type TFieldError, type ZApiError } from '@tredjedel/domain';

/**
 * Error codes of the HTTP client (docs/product/spec.md §8): a non-OK answer is rejected with code 1, an
 * answer whose JSON carries an `error` field with code 2.
 */
export const API_ERROR_CODE = { HTTP: 1, BODY: 2 } as const;
export type TApiErrorCode = (typeof API_ERROR_CODE)[keyof typeof API_ERROR_CODE];

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: TApiErrorCode,
    readonly status: number,
    /** The server's error answer when it sent one (docs/product/readings.md: `error`, `message`, …). */
    readonly body: TApiError | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }

  /** Field errors of a 422 answer, keyed by field, valued by the spec's error keys. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }

  /**
   * The error the page shows, in the spec's keys: a 422 mapped by its `msg` (gift codes, order
   * updates), a 409 "no available tables"; null for statuses the booking flow ignores.
   */
  get fieldError(): TFieldError | null {
    return this.body ? mapBookingApiError(this.status, this.body) : null;
  }

  /** `errors.bycode-{code}` of a 422 gift-code or order-update answer (docs/product/spec.md §8). */
  get byCodeKey(): string | undefined {
    const code = this.body?.fields?.error_message.code;
    return code === undefined ? undefined : `errors.bycode-${code}`;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptional = (value: unknown, check: (item: unknown) => boolean) => value === undefined || check(value);

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The same test as `ZApiError` without zod, for the browser's client, which does not load zod:
 * `error` and `message` strings, optional `msg`, `errors` (strings by field) and
 * `fields.error_message.code`.
 */
function isApiErrorBody(json: unknown): json is TApiError {
  return (
    isRecord(json) &&
    isString(json.error) &&
    isString(json.message) &&
    isOptional(json.msg, isString) &&
    isOptional(json.errors, (errors) => isRecord(errors) && Object.values(errors).every(isString)) &&
    isOptional(
      json.fields,
      (fields) => isRecord(fields) && isRecord(fields.error_message) && isString(fields.error_message.code),
    )
  );
}

/** The error answer, or undefined when the body is not one; read with `schema` when given. */
export function parseErrorBody(json: unknown, schema?: typeof ZApiError): TApiError | undefined {
  if (schema) {
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  }
  return isApiErrorBody(json) ? json : undefined;
}
