import { z } from 'zod';

import { GIFTCARD_DEFAULT_QUANTITY } from '../constants.ts';
import { ZOre } from './product.ts';

const GIFTCARD_LINE_ITEM_TYPES = ['giftcard_total', 'tax', 'payment_total'] as const;
const ZGiftcardLineItemType = z.enum(GIFTCARD_LINE_ITEM_TYPES);

const ZGiftcardLineItem = z.object({
  amount: ZOre,
  title: z.string(),
  type: ZGiftcardLineItemType,
  weight: z.number().int(),
});
export type TGiftcardLineItem = z.infer<typeof ZGiftcardLineItem>;

export const ZGiftcardOrder = z.object({
  /**
   * The order's public reference (`TD-7KQ4-M2ZA`), null before there is an order: the spec's
   * field, carrying what the visitor may know of the order, never its internal id
   * (docs/decisions/0255-public-order-references.md).
   */
  order_id: z.string().nullable(),
  payment_url: z.string(),
  line_items: z.array(ZGiftcardLineItem),
  total: ZOre,
});

/**
 * Gift-card flow data: step 1 amount (øre), quantity and the optional greeting printed on every
 * card of the order (recipient's name, personal message; '' for none), step 2 details.
 */
export const ZGiftcardData = z.object({
  amount: ZOre,
  quantity: z.number().int().default(GIFTCARD_DEFAULT_QUANTITY),
  recipient_name: z.string().default(''),
  message: z.string().default(''),
  name: z.string().default(''),
  email: z.string().default(''),
  email_confirm: z.string().default(''),
  is_subscribe: z.boolean().default(false),
  is_accept_terms: z.boolean().default(true),
});
export type TGiftcardData = z.infer<typeof ZGiftcardData>;
