import type { TErrorKey, TErrorParams, TFieldError } from '../errors/catalogue.ts';
import { getErrorMessage } from '../errors/catalogue.ts';

/**
 * The outcome of a validator: `errors` maps each failing field to its error key (the shape the
 * steps keep), `details` adds the message parameters.
 */
export type TValidationResult<TField extends string = string> = {
  isValid: boolean;
  errors: Partial<Record<TField, TErrorKey>>;
  details: Partial<Record<TField, TFieldError>>;
};

/** Collects field errors in the order they were found; the first error of a field wins. */
export const createValidationResult = <TField extends string>(
  found: ReadonlyArray<readonly [TField, TFieldError | null]>,
): TValidationResult<TField> => {
  const errors: Partial<Record<TField, TErrorKey>> = {};
  const details: Partial<Record<TField, TFieldError>> = {};
  for (const [field, error] of found) {
    if (error && details[field] === undefined) {
      errors[field] = error.key;
      details[field] = error;
    }
  }
  return { isValid: Object.keys(errors).length === 0, errors, details };
};

export const fieldError = (key: TErrorKey, params?: TErrorParams): TFieldError =>
  params ? { key, params } : { key };

/** English messages of every failing field, for logs, the server's answers and tests. */
export const getValidationMessages = <TField extends string>(
  result: TValidationResult<TField>,
): Partial<Record<TField, string>> => {
  const messages: Partial<Record<TField, string>> = {};
  for (const [field, error] of Object.entries(result.details) as [TField, TFieldError][]) {
    messages[field] = getErrorMessage(error.key, error.params);
  }
  return messages;
};
