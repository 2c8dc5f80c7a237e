import { z } from 'zod';

import { GIFTCARD_MAX_AMOUNT_ORE, GIFTCARD_MAX_QUANTITY } from '../constants.ts';
import { ZGiftcardOrder } from '../entities/giftcard.ts';
import { ZOre } from '../entities/product.ts';
import { ZLocale } from '../locale.ts';
import { TEXT_LIMITS } from './limits.ts';

/** `POST giftcard/payment` (docs/product/spec.md §7). `amount` is øre per card. */
export const ZGiftcardPaymentRequest = z.object({
  is_accept_terms: z.literal(true),
  is_subscribe: z.boolean().default(false),
  name: z.string().max(TEXT_LIMITS.name),
  email: z.string().max(TEXT_LIMITS.email),
  amount: ZOre.positive().max(GIFTCARD_MAX_AMOUNT_ORE),
  quantity: z.number().int().positive().max(GIFTCARD_MAX_QUANTITY),
  lang: ZLocale.default('da'),
});
export type TGiftcardPaymentRequest = z.infer<typeof ZGiftcardPaymentRequest>;
export type TGiftcardPaymentRequestInput = z.input<typeof ZGiftcardPaymentRequest>;
export const ZGiftcardPaymentResponse = ZGiftcardOrder;
export type TGiftcardPaymentResponse = z.infer<typeof ZGiftcardPaymentResponse>;
