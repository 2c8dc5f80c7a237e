import {
  GIFTCARD_MAX_AMOUNT_ORE,
  GIFTCARD_MAX_QUANTITY,
  GIFTCARD_MESSAGE_MAX_LENGTH,
  GIFTCARD_MESSAGE_MAX_LINES,
  GIFTCARD_RECIPIENT_MAX_LENGTH,
} from '../constants.ts';
import type { TGiftcardData } from '../entities/giftcard.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { validateAcceptTerms, validateEmail, validateEmailConfirm, validateName } from './contact.ts';
import type { TValidationResult } from './result.ts';
import { createValidationResult, fieldError } from './result.ts';

const isWholeBetween = (value: unknown, max: number): boolean =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= max;

/** Amount: a whole number of øre, non-zero (docs/product/spec.md §5), at most GIFTCARD_MAX_AMOUNT_ORE. */
const validateGiftcardAmount = (amount: unknown): TFieldError | null =>
  isWholeBetween(amount, GIFTCARD_MAX_AMOUNT_ORE) ? null : fieldError('errors.giftcard_amount');

/** Quantity: a whole number, non-zero (docs/product/spec.md §5), at most GIFTCARD_MAX_QUANTITY. */
const validateGiftcardQuantity = (quantity: unknown): TFieldError | null =>
  isWholeBetween(quantity, GIFTCARD_MAX_QUANTITY) ? null : fieldError('errors.giftcard_quantity');

/** Control characters other than the line break (tabs and the like print as nothing useful). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The greeting as it is stored and printed: trimmed, Windows and old Mac line breaks made `\n`,
 * spaces at the ends of lines dropped. The browser shows what the server will keep.
 */
export const normalizeGiftcardText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

const countCharacters = (text: string): number => [...text].length;

/** Recipient's name: optional, one line of at most GIFTCARD_RECIPIENT_MAX_LENGTH characters. */
const validateGiftcardRecipient = (recipient: unknown): TFieldError | null => {
  if (typeof recipient !== 'string') return fieldError('errors.giftcard_recipient');
  const text = normalizeGiftcardText(recipient);
  return countCharacters(text) <= GIFTCARD_RECIPIENT_MAX_LENGTH &&
    !text.includes('\n') &&
    !CONTROL_CHARACTERS.test(text)
    ? null
    : fieldError('errors.giftcard_recipient');
};

/**
 * Personal message: optional, at most GIFTCARD_MESSAGE_MAX_LENGTH characters in at most
 * GIFTCARD_MESSAGE_MAX_LINES lines, so it fits the printed card (constants.ts).
 */
const validateGiftcardMessage = (message: unknown): TFieldError | null => {
  if (typeof message !== 'string') return fieldError('errors.giftcard_message');
  const text = normalizeGiftcardText(message);
  return countCharacters(text) <= GIFTCARD_MESSAGE_MAX_LENGTH &&
    text.split('\n').length <= GIFTCARD_MESSAGE_MAX_LINES &&
    !CONTROL_CHARACTERS.test(text)
    ? null
    : fieldError('errors.giftcard_message');
};

export type TGiftcardField =
  | 'amount'
  | 'quantity'
  | 'recipient_name'
  | 'message'
  | 'name'
  | 'email'
  | 'email_confirm'
  | 'is_accept_terms';

/** Gift-card step 1: amount, quantity and the optional greeting on the cards. */
export const validateGiftcardStep1 = (
  data: Pick<TGiftcardData, 'amount' | 'quantity'> &
    Partial<Pick<TGiftcardData, 'recipient_name' | 'message'>>,
): TValidationResult<TGiftcardField> =>
  createValidationResult<TGiftcardField>([
    ['amount', validateGiftcardAmount(data.amount)],
    ['quantity', validateGiftcardQuantity(data.quantity)],
    ['recipient_name', validateGiftcardRecipient(data.recipient_name ?? '')],
    ['message', validateGiftcardMessage(data.message ?? '')],
  ]);

/** The balance check's one field: a code, something typed (its length is the schema's). */
export const validateGiftcardBalanceCheck = (data: { code: string }): TValidationResult<'code'> =>
  createValidationResult<'code'>([
    ['code', data.code.trim() === '' ? fieldError('errors.giftcard_code') : null],
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
