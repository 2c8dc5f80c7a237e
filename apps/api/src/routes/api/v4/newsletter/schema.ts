import { z } from 'zod';

/**
 * `POST newsletter`: the spec does not show its payload. Written here until packages/domain has it
 * (contract/newsletter.ts); then import it from there.
 */
export const ZNewsletterRequest = z.object({
  email: z.string(),
  lang: z.enum(['da', 'en']).default('da'),
  /** Where the sign-up came from (footer, booking, giftcard …), for the record of consent. */
  source: z.string().max(40).default('footer'),
});
export type TNewsletterRequest = z.infer<typeof ZNewsletterRequest>;
export type TNewsletterRequestInput = z.input<typeof ZNewsletterRequest>;

export const ZNewsletterResponse = z.object({
  subscribed: z.literal(true),
  locale: z.enum(['da', 'en']),
  consented_at: z.string(),
  /** False when the address had signed up before (nothing changed). */
  is_new: z.boolean(),
});
export type TNewsletterResponse = z.infer<typeof ZNewsletterResponse>;
