import { buildPath } from '@tredjedel/domain';
import { eq } from 'drizzle-orm';

import { orders } from '../../db/schema-booking.ts';
import { GIFT_CARD_VALIDITY_MS, issueGiftCards } from '../gift-cards/gift-cards-service.ts';
import { giftCardsMail } from '../mailer/templates.ts';
import { giftcardConfirmationPath, withBase } from './links.ts';
import { lockOrderToConfirm, orderRecipient, type TConfirmOrder } from './order-records.ts';

/** Issues and e-mails the codes of a paid gift-card order, once. */
export const confirmGiftcardOrder: TConfirmOrder = async (tx, deps, orderId, now) => {
  const order = await lockOrderToConfirm(tx, orderId, 'giftcard');
  if (typeof order === 'string') return order;
  if (order.giftcardAmount === null || order.giftcardQuantity === null) return 'failed';
  const codes = await issueGiftCards(tx, {
    orderId: order.id,
    amount: order.giftcardAmount,
    quantity: order.giftcardQuantity,
    now,
  });
  await tx.update(orders).set({ status: 'confirmed', confirmedAt: now }).where(eq(orders.id, order.id));
  await deps.mailer.enqueue(
    tx,
    await giftCardsMail({
      ...orderRecipient(order),
      amount: order.giftcardAmount,
      recipientName: order.giftcardRecipientName,
      message: order.giftcardMessage,
      codes,
      expireAt: new Date(now.getTime() + GIFT_CARD_VALIDITY_MS),
      bookUrl: withBase(deps.publicUrl, buildPath({ name: 'home' }, order.lang)),
      confirmationUrl: withBase(
        deps.publicUrl,
        giftcardConfirmationPath(order.lang, order.reference, order.token),
      ),
    }),
  );
  return 'confirmed';
};
