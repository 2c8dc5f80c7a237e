import type { TApiError } from '../contract/errors.ts';
import type { TErrorKey, TFieldError } from './catalogue.ts';
import { getBycodeErrorKey } from './catalogue.ts';

/** Known `msg` values of a 422 answer and their keys (docs/product/spec.md §8). */
const UNPROCESSABLE_MSG_KEYS = {
  giftcard_validate_resto: 'errors.error-gc-resto',
  giftcard_validate_expired: 'errors.error-gc-expired',
  matas_card_validate: 'errors.error-matas-card',
  giftcard_validate_status: 'errors.error-gc-status',
  giftcard_validate: 'errors.error-gc-user',
  giftcard_validate_user: 'errors.error-gc-newuser',
  giftcard_validate_maxuse: 'errors.error-gc-maxuse',
} as const satisfies Record<string, TErrorKey>;

export const NO_AVAILABLE_TABLES_MSG = 'no available tables';
/** `msg` of the 429 past a visitor's or an address's hold limits (ADR 0205). */
export const HOLD_LIMIT_MSG = 'hold_limit';
/** `msg` of the 429 of any rate limit (gift-code checks, holds, payments). */
export const RATE_LIMITED_MSG = 'too_many_requests';
const ONLY_VALID_FOR_PATTERN = /only valid for (\d+) (?:people|persons?)/i;

/**
 * Maps a 422 answer on gift-code or order update to the error to show. Order: a known `msg`, then
 * a `msg` containing "is invalid", then "only valid for N people", then the server's
 * `fields.error_message.code` as `errors.bycode-{code}`, else the generic failure.
 */
export const mapUnprocessableError = (body: Pick<TApiError, 'msg' | 'fields' | 'message'>): TFieldError => {
  const msg = body.msg ?? body.message;
  if (Object.hasOwn(UNPROCESSABLE_MSG_KEYS, msg)) {
    return { key: UNPROCESSABLE_MSG_KEYS[msg as keyof typeof UNPROCESSABLE_MSG_KEYS] };
  }
  if (msg.includes('is invalid')) return { key: 'errors.gc-invalid' };
  const onlyValidFor = ONLY_VALID_FOR_PATTERN.exec(msg);
  if (onlyValidFor) return { key: 'errors.gc-num-person', params: { n: Number(onlyValidFor[1]) } };
  if (msg.toLowerCase().includes(NO_AVAILABLE_TABLES_MSG)) return { key: 'errors.no_table_available' };
  const code = body.fields?.error_message.code;
  if (code) return { key: getBycodeErrorKey(code), params: { code } };
  return { key: 'errors.unknown' };
};

/** `status` of a 409 "no available tables": held by other visitors (may lapse) or sold. */
const TABLE_ON_HOLD_STATUS = 'on-hold';

/**
 * The 409 "no available tables" says why (the hold route's `status`, see ZApiError): only
 * other visitors' holds stand in the way, which may lapse within the hold's 15 minutes
 * (docs/product/spec.md §9), or the table is sold. An answer without it reads as sold, the spec's
 * message (docs/product/spec.md §8).
 */
const mapConflictError = (body: TApiError): TFieldError =>
  body.status === TABLE_ON_HOLD_STATUS
    ? { key: 'errors.table_on_hold' }
    : { key: 'errors.no_table_available' };

/**
 * Maps any error answer of a booking call to the alert to show, or null when the status is one the
 * booking flow ignores (docs/product/spec.md §8: "Other statuses are ignored").
 */
export const mapBookingApiError = (status: number, body: TApiError): TFieldError | null => {
  if (status === 422) return mapUnprocessableError(body);
  // Hoarding limits and rate limits (ADR 0205): the visitor must be told, not left waiting.
  if (status === 429) {
    return { key: body.msg === HOLD_LIMIT_MSG ? 'errors.hold_limit' : 'errors.too_many_requests' };
  }
  if (status === 409 && (body.msg ?? body.message).toLowerCase().includes(NO_AVAILABLE_TABLES_MSG)) {
    return mapConflictError(body);
  }
  return null;
};

/**
 * Maps a failed call by its status and error answer, the answer possibly missing (a proxy's or
 * gateway's 429 carries no JSON of ours): a 429 always asks the visitor to wait rather than
 * reading as a failed payment; the rest as mapBookingApiError, null when nothing is known.
 */
export const mapApiFailure = (status: number, body: TApiError | undefined): TFieldError | null => {
  if (body) return mapBookingApiError(status, body);
  return status === 429 ? { key: 'errors.too_many_requests' } : null;
};
