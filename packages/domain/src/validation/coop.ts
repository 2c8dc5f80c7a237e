import { COOP_CODE_MAX_DIGITS, POSTCODE_DIGITS } from '../constants.ts';
import type { TCard } from '../entities/booking.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { fieldError } from './result.ts';

/** Member numbers that are printed on sample cards and never valid. */
const COOP_BLOCKED_CODES = ['43862020', '12345678'] as const;

/**
 * The co-op member number rule (docs/product/readings.md "Co-op card rule"): 1–7 digits are valid; 8 digits
 * are valid when the first two digits are 21–29 or 40 and above and the code is not a blocked
 * sample number; anything else (letters, 9+ digits) is invalid.
 */
const isValidCoopCode = (code: string): boolean => {
  if (!new RegExp(`^\\d{1,${COOP_CODE_MAX_DIGITS}}$`).test(code)) return false;
  if (code.length < COOP_CODE_MAX_DIGITS) return true;
  if ((COOP_BLOCKED_CODES as readonly string[]).includes(code)) return false;
  const prefix = Number(code.slice(0, 2));
  return (prefix >= 21 && prefix <= 29) || prefix >= 40;
};

const isValidPostcode = (postcode: string): boolean => new RegExp(`^\\d{${POSTCODE_DIGITS}}$`).test(postcode);

export const validateCoopCode = (code: string): TFieldError | null =>
  isValidCoopCode(code.trim()) ? null : fieldError('errors.coop_code');

export const validateCoopZip = (postcode: string): TFieldError | null =>
  isValidPostcode(postcode.trim()) ? null : fieldError('errors.coop_zip');

/**
 * The co-op card entry of an order (docs/product/spec.md §4): both valid gives one coop card and the billing
 * postcode; otherwise no card and no postcode.
 */
export const resolveCoopCard = (
  code: string,
  postcode: string,
): { cards: TCard[]; billing_zipcode: string | null } =>
  isValidCoopCode(code.trim()) && isValidPostcode(postcode.trim())
    ? { cards: [{ card_number: code.trim(), card_type: 'coop' }], billing_zipcode: postcode.trim() }
    : { cards: [], billing_zipcode: null };

/** Whether an order's or a hold's card entry (from {@link resolveCoopCard}) holds a member card. */
export const hasMemberCard = (entry: { cards: readonly TCard[] }): boolean =>
  entry.cards.some((card) => card.card_type === 'coop');
