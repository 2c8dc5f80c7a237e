import type { TErrorKey, TErrorParams, TFieldError } from '../errors/catalogue.ts';

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
