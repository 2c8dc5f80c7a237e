import { ZApiError, mapBookingApiError, type TApiError, type TFieldError } from '@tredjedel/domain';

/**
 * Error codes of the HTTP client (spec point 8): a non-OK answer is rejected with code 1, an
 * answer whose JSON carries an `error` field with code 2.
 */
export const API_ERROR_CODE = { HTTP: 1, BODY: 2 } as const;
export type TApiErrorCode = (typeof API_ERROR_CODE)[keyof typeof API_ERROR_CODE];

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: TApiErrorCode,
    readonly status: number,
    /** The server's error answer when it sent one (CLARIFICATIONS: `error`, `message`, …). */
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

  /** `errors.bycode-{code}` of a 422 gift-code or order-update answer (spec point 8). */
  get byCodeKey(): string | undefined {
    const code = this.body?.fields?.error_message.code;
    return code === undefined ? undefined : `errors.bycode-${code}`;
  }
}

export function parseErrorBody(json: unknown): TApiError | undefined {
  const parsed = ZApiError.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
