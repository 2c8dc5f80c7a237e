import { z } from 'zod';

import { ZGiftcardOrder } from '../entities/giftcard.ts';
import { ZOre } from '../entities/product.ts';
import { ZLocale } from '../locale.ts';

/** `POST giftcard/payment` (spec point 7). `amount` is øre per card. */
export const ZGiftcardPaymentRequest = z.object({
  is_accept_terms: z.literal(true),
  is_subscribe: z.boolean().default(false),
  name: z.string(),
  email: z.string(),
  amount: ZOre.positive(),
  quantity: z.number().int().positive(),
  lang: ZLocale.default('da'),
});
export type TGiftcardPaymentRequest = z.infer<typeof ZGiftcardPaymentRequest>;
export type TGiftcardPaymentRequestInput = z.input<typeof ZGiftcardPaymentRequest>;
export const ZGiftcardPaymentResponse = ZGiftcardOrder;
export type TGiftcardPaymentResponse = z.infer<typeof ZGiftcardPaymentResponse>;
