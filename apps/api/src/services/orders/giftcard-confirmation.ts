import { asc, eq } from 'drizzle-orm';
import type { TGiftcardOrderConfirmation } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { giftCards } from '../../db/schema-booking.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getGiftCardBalance } from '../gift-cards/gift-cards-service.ts';
import { findOrderForToken } from './order-confirmation.ts';

/**
 * `GET orders/{reference}/giftcard?token=…`: the buyer's confirmation of a gift-card order, opened
 * by the token of the payment's return link like a booking's: amount per card, quantity, the total,
 * the e-mail the codes were sent to, the greeting, and once paid the cards themselves with what each
 * can still pay, so the buyer can print them (the page's print view). The token is the same secret
 * the e-mail with the codes stands for. Any other order, or a wrong token, is a 404.
 */
export async function getGiftcardOrderConfirmation(
  db: TDatabase,
  reference: string,
  token: string,
  now: Date,
): Promise<TGiftcardOrderConfirmation> {
  const order = await findOrderForToken(db, reference, token, 'giftcard');
  if (order.giftcardAmount === null || order.giftcardQuantity === null) {
    throw notFound(`No order ${reference} for this link.`);
  }
  const issued = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, order.id))
    .orderBy(asc(giftCards.id));
  const cards = await Promise.all(
    issued.map(async (card) => ({
      code: card.code,
      amount: card.amount,
      balance: (await getGiftCardBalance(db, card, now)).balance,
      expire_at: card.expireAt.toISOString(),
    })),
  );
  return {
    reference: order.reference,
    status: order.status,
    amount: order.giftcardAmount,
    quantity: order.giftcardQuantity,
    total: order.total,
    email: order.email,
    recipient_name: order.giftcardRecipientName,
    message: order.giftcardMessage,
    cards,
  };
}
