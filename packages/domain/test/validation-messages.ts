import { getErrorMessage } from '../src/errors/catalogue.ts';
import type { TFieldError } from '../src/errors/catalogue.ts';
import type { TValidationResult } from '../src/validation/result.ts';

/** The English message of every failing field of a step's result, as the tests read them. */
export const getValidationMessages = <TField extends string>(
  result: TValidationResult<TField>,
): Partial<Record<TField, string>> => {
  const messages: Partial<Record<TField, string>> = {};
  for (const [field, error] of Object.entries(result.details) as [TField, TFieldError][]) {
    messages[field] = getErrorMessage(error.key, error.params);
  }
  return messages;
};
