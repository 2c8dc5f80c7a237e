// How the booking machine reads a failed call: the alert and the field errors it shows.

import type { TErrorKey, TFieldError } from '../errors/catalogue.ts';
import { mapApiFailure } from '../errors/map-api-error.ts';
import type { TBookingActorFailure } from './booking-machine-types.ts';

/**
 * Reads the failure of an actor as an alert; `fallback` when the answer carries nothing known. A
 * 429 without our error answer (a proxy's) still asks the visitor to wait (mapApiFailure).
 */
export const getFailureAlert = (error: unknown, fallback: TErrorKey): TFieldError => {
  const failure = error as Partial<TBookingActorFailure> | null;
  if (failure && typeof failure.status === 'number') {
    const body = failure.body && typeof failure.body === 'object' ? failure.body : undefined;
    return mapApiFailure(failure.status, body) ?? { key: fallback };
  }
  return { key: fallback };
};

/** True when a hold failed because the table is gone (409 "no available tables"), held or sold. */
export const isTableGoneFailure = (error: unknown): boolean => {
  const key = getFailureAlert(error, 'errors.unknown').key;
  return key === 'errors.no_table_available' || key === 'errors.table_on_hold';
};

/** The field errors (field → error key) a 422 answer carries, or none. */
export const getFailureFieldErrors = (error: unknown): Record<string, string> => {
  const failure = error as Partial<TBookingActorFailure> | null;
  return failure?.status === 422 && failure.body?.errors ? failure.body.errors : {};
};
