import type { TGiftcardData } from '../entities/giftcard.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { validateAcceptTerms, validateEmail, validateEmailConfirm, validateName } from './contact.ts';
import type { TValidationResult } from './result.ts';
import { createValidationResult, fieldError } from './result.ts';

/** Amount: a whole, positive number of øre (docs/product/spec.md §5: non-zero). */
export const validateGiftcardAmount = (amount: unknown): TFieldError | null =>
  Number.isSafeInteger(amount) && (amount as number) > 0 ? null : fieldError('errors.giftcard_amount');

/** Quantity: a whole, positive number (docs/product/spec.md §5: non-zero). */
export const validateGiftcardQuantity = (quantity: unknown): TFieldError | null =>
  Number.isSafeInteger(quantity) && (quantity as number) > 0 ? null : fieldError('errors.giftcard_quantity');

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
