import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from '../constants.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { fieldError } from './result.ts';

/** Name: non-empty after trimming, at most 50 characters (counted as code points). */
export const validateName = (name: string): TFieldError | null => {
  const length = [...name.trim()].length;
  return length >= 1 && length <= NAME_MAX_LENGTH ? null : fieldError('errors.name');
};

/**
 * Special requests and allergies as stored and shown to the place: trimmed, line breaks kept
 * (as \n), other control characters dropped, so a list or a notice never carries invisible bytes.
 */
export const normalizeSpecialRequests = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
    .trim();

/** Special requests: optional, at most SPECIAL_REQUESTS_MAX_LENGTH characters (code points). */
export const validateSpecialRequests = (text: string): TFieldError | null =>
  [...normalizeSpecialRequests(text)].length <= SPECIAL_REQUESTS_MAX_LENGTH
    ? null
    : fieldError('errors.special_requests');

const EMAIL_LOCAL_PATTERN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN_PATTERN = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * E-mail (docs/product/spec.md §5): at most 254 characters, a local part of at most 64, and a domain with a
 * top-level domain. Quoted local parts and IP-literal domains are not accepted: visitors do not
 * type them and mail systems of partners reject them.
 */
export const isValidEmail = (email: string): boolean => {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const topLevel = email.slice(email.lastIndexOf('.') + 1);
  return (
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    EMAIL_LOCAL_PATTERN.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL_PATTERN.test(label)) &&
    TOP_LEVEL_DOMAIN_PATTERN.test(topLevel)
  );
};

export const validateEmail = (email: string): TFieldError | null =>
  isValidEmail(email.trim()) ? null : fieldError('errors.email');

/**
 * The confirmation must equal the e-mail. Compared trimmed and case-insensitively: mail domains
 * ignore case and phones capitalise the first letter, so "Anna@x.dk" and "anna@x.dk" are the same.
 */
export const validateEmailConfirm = (email: string, emailConfirm: string): TFieldError | null =>
  email.trim().toLowerCase() === emailConfirm.trim().toLowerCase()
    ? null
    : fieldError('errors.email_confirm');

/**
 * The country assumed for numbers typed without a +country prefix. Danish visitors type their
 * 8-digit mobile number without +45, so such numbers are read as Danish.
 */
const DEFAULT_PHONE_COUNTRY: CountryCode = 'DK';

/** The number in E.164 (+4512345678), or null when it is not a valid phone number. */
export const normalizePhone = (phone: string): string | null => {
  const parsed = parsePhoneNumberFromString(phone.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
};

/** Phone: a valid international number, or a valid Danish number without +45 (docs/product/spec.md §5). */
export const validatePhone = (phone: string): TFieldError | null =>
  normalizePhone(phone) === null ? fieldError('errors.phone') : null;

/** Terms must be accepted (docs/product/spec.md §5). */
export const validateAcceptTerms = (isAccepted: boolean): TFieldError | null =>
  isAccepted ? null : fieldError('errors.is_accept_terms');
