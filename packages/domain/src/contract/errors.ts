import { z } from 'zod';

/**
 * Every error answer of /api/v4 (docs/product/readings.md, API conventions): a short code and a message;
 * 422 answers add `msg`, field errors keyed by the spec's error keys, and for gift codes and order
 * updates `fields.error_message`.
 */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  msg: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  fields: z
    .object({
      error_message: z.object({ code: z.string(), data: z.unknown().optional() }),
    })
    .optional(),
  /** 409 "no available tables" only: why the table is gone (see ZConflictError). */
  status: z.enum(['on-hold', 'soldout']).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Header the CSRF token travels in (docs/product/spec.md §6). */
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** The `error` code of each error status (docs/product/readings.md, API conventions). */
export const API_ERROR_CODES = {
  400: 'bad_request',
  403: 'csrf',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
} as const;

/** Rejection codes of the HTTP client (docs/product/spec.md §8): a non-OK answer, or JSON with an `error` field. */
export const HTTP_CLIENT_ERROR_CODES = { notOk: 1, errorField: 2 } as const;

/**
 * 409 when the table is gone. `status` says why: `on-hold` when only other visitors' holds stand in
 * the way (they may lapse within the 15-minute hold, so the page says to try again shortly and
 * `warning` names message.all_hold_warning), `soldout` when the covers are sold or the slot has
 * closed. The page reads it (mapBookingApiError) and refreshes the times either way.
 */
export const ZConflictError = ZApiError.extend({
  msg: z.literal('no available tables'),
  warning: z.literal('message.all_hold_warning').optional(),
});
/** 422: `msg`, field errors and, on gift codes and order updates, `fields.error_message`. */
export const ZUnprocessableError = ZApiError.extend({ msg: z.string() });
