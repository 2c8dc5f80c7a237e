import type { TGiftcardOrderConfirmation } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findOrderForToken } from './order-confirmation.ts';

/**
 * `GET orders/{reference}/giftcard?token=…`: the buyer's confirmation of a gift-card order, opened
 * by the token of the payment's return link like a booking's: amount per card, quantity, the total
 * and the e-mail the codes were sent to. Any other order, or a wrong token, is a 404.
 */
export async function getGiftcardOrderConfirmation(
  db: TDatabase,
  reference: string,
  token: string,
): Promise<TGiftcardOrderConfirmation> {
  const order = await findOrderForToken(db, reference, token, 'giftcard');
  if (order.giftcardAmount === null || order.giftcardQuantity === null) {
    throw notFound(`No order ${reference} for this link.`);
  }
  return {
    reference: order.reference,
    status: order.status,
    amount: order.giftcardAmount,
    quantity: order.giftcardQuantity,
    total: order.total,
    email: order.email,
  };
}
