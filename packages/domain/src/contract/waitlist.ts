import { z } from 'zod';

import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../constants.ts';
import { ZLocale } from '../locale.ts';
import { ZTimeOfDay } from '../time.ts';
import { TEXT_LIMITS } from './limits.ts';

/**
 * `POST booking/{id}/waitlist`: "tell me if a table frees up" for a time of today that is sold out
 * or on hold (docs/decisions/0415-waitlist-for-a-sold-out-time.md). `is_accept_terms` is the
 * visitor's consent to the one e-mail; the address is deleted when the time has passed.
 */
export const ZWaitlistRequest = z.object({
  time: ZTimeOfDay,
  seat: z.number().int().min(PARTY_SIZE_MIN).max(PARTY_SIZE_MAX),
  email: z.string().max(TEXT_LIMITS.email),
  is_accept_terms: z.boolean().default(false),
  lang: ZLocale.default('da'),
});
export type TWaitlistRequest = z.infer<typeof ZWaitlistRequest>;
export type TWaitlistRequestInput = z.input<typeof ZWaitlistRequest>;

/**
 * `waiting`, always the same: whether the address waited already (joining twice changes nothing,
 * and the first place in line stands) or opted out is not told, so the answer reveals nobody's
 * address (docs/decisions/0415-waitlist-for-a-sold-out-time.md).
 */
export const ZWaitlistResponse = z.object({
  status: z.enum(['waiting']),
  time: ZTimeOfDay,
  seat: z.number().int(),
});
export type TWaitlistResponse = z.infer<typeof ZWaitlistResponse>;
