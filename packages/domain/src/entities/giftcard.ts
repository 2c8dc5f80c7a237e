import { z } from 'zod';

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
export type TGiftcardData = {
  amount: number;
  quantity: number;
  recipient_name: string;
  message: string;
  name: string;
  email: string;
  email_confirm: string;
  is_subscribe: boolean;
  is_accept_terms: boolean;
};
