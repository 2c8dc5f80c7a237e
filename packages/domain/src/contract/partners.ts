import { z } from 'zod';

import type { TErrorKey } from '../errors/catalogue.ts';
import { ZLocale } from '../locale.ts';
import { normalizePhone, validateEmail, validateName } from '../validation/contact.ts';

/**
 * `POST partner-applications`: a place asks to sell its tables through Tredjedel, from /partnere
 * (docs/decisions/0500-restaurants-console.md). The schema bounds each text so a huge body is a
 * 400; `validatePartnerApplication` is the rule the form and the server share, giving 422 field errors.
 */
const PARTNER_APPLICATION_LIMITS = {
  place_name: 120,
  address: 200,
  city: 80,
  message: 2000,
} as const;

export const ZPartnerApplicationRequest = z.object({
  place_name: z.string().max(1000),
  address: z.string().max(1000),
  city: z.string().max(1000),
  contact_name: z.string().max(1000),
  email: z.string().max(1000),
  phone: z.string().max(200),
  message: z.string().max(10_000).default(''),
  lang: ZLocale.default('da'),
});
export type TPartnerApplicationRequest = z.infer<typeof ZPartnerApplicationRequest>;
export type TPartnerApplicationInput = z.input<typeof ZPartnerApplicationRequest>;

/** Always the same answer: the application was received and the operator will write back. */
export const ZPartnerApplicationResponse = z.object({ status: z.literal('received'), message: z.string() });
export type TPartnerApplicationResponse = z.infer<typeof ZPartnerApplicationResponse>;

export type TPartnerApplicationField = Exclude<keyof TPartnerApplicationRequest, 'lang'>;

const requiredText = (value: string, max: number): TErrorKey | null => {
  const length = [...value.trim()].length;
  return length >= 1 && length <= max ? null : 'errors.partner_required';
};

/** The fields in error, each with its catalogue key; empty when the application can be sent. */
export function validatePartnerApplication(
  input: Omit<TPartnerApplicationRequest, 'lang'>,
): Partial<Record<TPartnerApplicationField, TErrorKey>> {
  const errors: Partial<Record<TPartnerApplicationField, TErrorKey>> = {};
  const add = (field: TPartnerApplicationField, key: TErrorKey | null | undefined) => {
    if (key) errors[field] = key;
  };
  add('place_name', requiredText(input.place_name, PARTNER_APPLICATION_LIMITS.place_name));
  add('address', requiredText(input.address, PARTNER_APPLICATION_LIMITS.address));
  add('city', requiredText(input.city, PARTNER_APPLICATION_LIMITS.city));
  add('contact_name', validateName(input.contact_name)?.key);
  add('email', validateEmail(input.email)?.key);
  add('phone', normalizePhone(input.phone) ? null : 'errors.phone');
  add(
    'message',
    [...input.message.trim()].length <= PARTNER_APPLICATION_LIMITS.message ? null : 'errors.partner_message',
  );
  return errors;
}
