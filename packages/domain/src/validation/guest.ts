import type { TBookingGuestData } from '../entities/booking.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { validateCoopCode, validateCoopZip } from './coop.ts';
import {
  isValidEmail,
  normalizePhone,
  validateAcceptTerms,
  validateEmail,
  validateEmailConfirm,
  validateName,
  validatePhone,
  validateSpecialRequests,
} from './contact.ts';
import type { TValidationResult } from './result.ts';
import { createValidationResult, fieldError } from './result.ts';

export type TGuestField =
  | 'name'
  | 'email'
  | 'email_confirm'
  | 'phone'
  | 'is_accept_terms'
  | 'coop_code'
  | 'coop_zip'
  | 'last_giftcode'
  | 'special_requests';

type TGuestInfo = Pick<
  TBookingGuestData,
  'name' | 'email' | 'email_confirm' | 'phone' | 'coop_code' | 'coop_zip'
> &
  Partial<Pick<TBookingGuestData, 'special_requests'>>;

/**
 * The co-op fields are optional: when either is filled both are checked, so a member number without
 * a postcode (or the reverse) is pointed out rather than silently dropped.
 */
const findCoopErrors = (guest: TGuestInfo): [TGuestField, TFieldError | null][] =>
  guest.coop_code.trim() === '' && guest.coop_zip.trim() === ''
    ? []
    : [
        ['coop_code', validateCoopCode(guest.coop_code)],
        ['coop_zip', validateCoopZip(guest.coop_zip)],
      ];

/** The INFO fields' checks: name, e-mail twice, phone, the co-op card and special requests. */
const checkGuestInfo = (guest: TGuestInfo): [TGuestField, TFieldError | null][] => [
  ['name', validateName(guest.name)],
  ['email', validateEmail(guest.email)],
  ['email_confirm', validateEmailConfirm(guest.email, guest.email_confirm)],
  ['phone', validatePhone(guest.phone)],
  ...findCoopErrors(guest),
  ['special_requests', validateSpecialRequests(guest.special_requests ?? '')],
];

/** Validates the INFO route (step2): name, e-mail twice, phone, the co-op card and special requests. */
export const validateGuestInfo = (guest: TGuestInfo): TValidationResult<TGuestField> =>
  createValidationResult<TGuestField>(checkGuestInfo(guest));

/** Validates step index 1 as a whole (submitting TERMS, step3): the INFO fields plus the terms. */
export const validateGuestStep = (
  guest: TGuestInfo & Pick<TBookingGuestData, 'is_accept_terms'>,
): TValidationResult<TGuestField> =>
  createValidationResult<TGuestField>([
    ...checkGuestInfo(guest),
    ['is_accept_terms', validateAcceptTerms(guest.is_accept_terms)],
  ]);

/** Codes compare case-insensitively without surrounding spaces. */
export const normalizeGiftcode = (code: string): string => code.trim().toUpperCase();

/** True when the e-mail and phone a gift-code check needs are entered and valid (docs/product/spec.md §5). */
export const hasGiftcodeContact = (guest: Pick<TBookingGuestData, 'email' | 'phone'>): boolean =>
  isValidEmail(guest.email.trim()) && normalizePhone(guest.phone) !== null;

/**
 * Before a gift code is sent for checking (docs/product/spec.md §5): e-mail and phone must be entered and
 * valid and the code non-empty (else errors.gc-mail-phone), and it must not be on the order already
 * (errors.gc-exist).
 */
export const validateGiftcodeEntry = (
  guest: Pick<TBookingGuestData, 'email' | 'phone' | 'last_giftcode' | 'giftcodes'>,
): TFieldError | null => {
  const code = normalizeGiftcode(guest.last_giftcode);
  if (!hasGiftcodeContact(guest) || code === '') {
    return fieldError('errors.gc-mail-phone');
  }
  if (guest.giftcodes.some((added) => normalizeGiftcode(added) === code))
    return fieldError('errors.gc-exist');
  return null;
};
