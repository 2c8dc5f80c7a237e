import {
  getErrorMessage,
  NO_AVAILABLE_TABLES_MSG,
  validateGuestInfo,
  type TErrorKey,
  type TValidationResult,
} from '@tredjedel/domain';

import { HttpError } from '../../lib/http-errors.ts';

/** `msg` of a 422 whose cause is in `errors` (field → error key), not a gift code. */
const VALIDATION_FAILED_MSG = 'validation_failed';

/**
 * 409 "no available tables" (docs/product/readings.md, API conventions). `status` says why: `on-hold` when
 * only other visitors' holds stand in the way (they may lapse; the page warns with
 * message.all_hold_warning), `soldout` when the covers are sold or the slot has closed.
 */
export function noAvailableTables(status: 'on-hold' | 'soldout'): HttpError {
  return new HttpError(409, 'conflict', getErrorMessage('errors.no_table_available'), {
    msg: NO_AVAILABLE_TABLES_MSG,
    status,
    ...(status === 'on-hold' ? { warning: 'message.all_hold_warning' } : {}),
  });
}

/** 422 with field errors keyed by the spec's error keys. */
export function unprocessableFields(errors: Record<string, TErrorKey>, message?: string): HttpError {
  const first = Object.values(errors)[0];
  return new HttpError(
    422,
    'unprocessable',
    message ?? (first ? getErrorMessage(first) : 'Invalid request'),
    {
      msg: VALIDATION_FAILED_MSG,
      errors,
    },
  );
}

/** Throws the 422 of a failed domain validation; messages carry their parameters (menu names, N). */
export function assertValid<TField extends string>(result: TValidationResult<TField>): void {
  if (result.isValid) return;
  const details = Object.values(result.details) as { key: TErrorKey; params?: Record<string, unknown> }[];
  const first = details[0];
  throw unprocessableFields(
    result.errors as Record<string, TErrorKey>,
    first ? getErrorMessage(first.key, first.params) : undefined,
  );
}

/**
 * Throws the 422 of guest details the API received: the e-mail was typed twice in the browser,
 * so the API checks it once; no co-op card unless one is given.
 */
export function assertValidGuest(
  guest: { name: string; email: string; phone: string; special_requests?: string },
  coop: { code: string; zip: string } = { code: '', zip: '' },
): void {
  assertValid(
    validateGuestInfo({
      name: guest.name,
      email: guest.email,
      email_confirm: guest.email,
      phone: guest.phone,
      coop_code: coop.code,
      coop_zip: coop.zip,
      special_requests: guest.special_requests ?? '',
    }),
  );
}
