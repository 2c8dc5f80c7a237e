import { z } from 'zod';

import { GIFTCARD_MAX_AMOUNT_ORE, GIFTCARD_MAX_QUANTITY } from '../constants.ts';
import { ZGiftcardOrder } from '../entities/giftcard.ts';
import { ZOre } from '../entities/product.ts';
import { ZLocale } from '../locale.ts';
import { TEXT_LIMITS } from './limits.ts';
import { ZOrderStatus } from './orders.ts';

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

/**
 * `GET orders/{reference}/giftcard?token=…`: the buyer's own confirmation of a gift-card order (the
 * token from the payment's return link, as for a booking): what was bought, the total paid and the
 * e-mail the codes went to. A wrong token is a 404.
 */
export const ZGiftcardOrderConfirmation = z.object({
  /** The public reference shown to the buyer (order-reference.ts). */
  reference: z.string(),
  status: ZOrderStatus,
  /** Øre per card. */
  amount: ZOre,
  quantity: z.number().int().positive(),
  total: ZOre,
  email: z.string(),
});
export type TGiftcardOrderConfirmation = z.infer<typeof ZGiftcardOrderConfirmation>;
