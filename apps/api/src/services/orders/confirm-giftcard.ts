import { eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { orders } from '../../db/schema-booking.ts';
import { GIFT_CARD_VALIDITY_MS, issueGiftCards } from '../gift-cards/gift-cards-service.ts';
import { giftCardsMail } from '../mailer/templates.ts';
import type { TOrderDeps } from './order-deps.ts';
import { lockOrder } from './order-records.ts';

/** Issues and e-mails the codes of a paid gift-card order, once. */
export async function confirmGiftcardOrder(
  tx: TDatabase,
  deps: TOrderDeps,
  orderId: number,
  now: Date,
): Promise<'confirmed' | 'already' | 'failed'> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.kind !== 'giftcard' || order.giftcardAmount === null || order.giftcardQuantity === null)
    return 'failed';
  if (order.status === 'confirmed') return 'already';
  const codes = await issueGiftCards(tx, {
    orderId: order.id,
    amount: order.giftcardAmount,
    quantity: order.giftcardQuantity,
    now,
  });
  await tx.update(orders).set({ status: 'confirmed', confirmedAt: now }).where(eq(orders.id, order.id));
  await deps.mailer.enqueue(
    tx,
    giftCardsMail({
      orderId: order.id,
      to: order.email,
      name: order.name,
      lang: order.lang,
      amount: order.giftcardAmount,
      codes,
      expireAt: new Date(now.getTime() + GIFT_CARD_VALIDITY_MS),
    }),
  );
  return 'confirmed';
}
