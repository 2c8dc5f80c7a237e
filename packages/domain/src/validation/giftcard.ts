import { GIFTCARD_MAX_AMOUNT_ORE, GIFTCARD_MAX_QUANTITY } from '../constants.ts';
import type { TGiftcardData } from '../entities/giftcard.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { validateAcceptTerms, validateEmail, validateEmailConfirm, validateName } from './contact.ts';
import type { TValidationResult } from './result.ts';
import { createValidationResult, fieldError } from './result.ts';

const isWholeBetween = (value: unknown, max: number): boolean =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= max;

/** Amount: a whole number of øre, non-zero (docs/product/spec.md §5), at most GIFTCARD_MAX_AMOUNT_ORE. */
export const validateGiftcardAmount = (amount: unknown): TFieldError | null =>
  isWholeBetween(amount, GIFTCARD_MAX_AMOUNT_ORE) ? null : fieldError('errors.giftcard_amount');

/** Quantity: a whole number, non-zero (docs/product/spec.md §5), at most GIFTCARD_MAX_QUANTITY. */
export const validateGiftcardQuantity = (quantity: unknown): TFieldError | null =>
  isWholeBetween(quantity, GIFTCARD_MAX_QUANTITY) ? null : fieldError('errors.giftcard_quantity');

export type TGiftcardField = 'amount' | 'quantity' | 'name' | 'email' | 'email_confirm' | 'is_accept_terms';

/** Gift-card step 1: amount and quantity. */
export const validateGiftcardStep1 = (
  data: Pick<TGiftcardData, 'amount' | 'quantity'>,
): TValidationResult<TGiftcardField> =>
  createValidationResult<TGiftcardField>([
    ['amount', validateGiftcardAmount(data.amount)],
    ['quantity', validateGiftcardQuantity(data.quantity)],
  ]);

/** Gift-card step 2 (INFO): name, e-mail twice and the terms. */
export const validateGiftcardStep2 = (
  data: Pick<TGiftcardData, 'name' | 'email' | 'email_confirm' | 'is_accept_terms'>,
): TValidationResult<TGiftcardField> =>
  createValidationResult<TGiftcardField>([
    ['name', validateName(data.name)],
    ['email', validateEmail(data.email)],
    ['email_confirm', validateEmailConfirm(data.email, data.email_confirm)],
    ['is_accept_terms', validateAcceptTerms(data.is_accept_terms)],
  ]);
