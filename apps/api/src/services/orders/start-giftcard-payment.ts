import {
  calculateGiftcardPrice,
  normalizeGiftcardText,
  validateGiftcardStep1,
  validateGiftcardStep2,
  type TGiftcardPaymentRequest,
  type TGiftcardPaymentResponse,
} from '@tredjedel/domain';

import { orderLines } from '../../db/schema-booking.ts';
import { insertOrder } from './order-records.ts';
import { assertValid } from '../booking/booking-errors.ts';
import type { TVisitor } from '../booking/owner.ts';
import { createRandomId } from '../booking/random-id.ts';
import { subscribeNewsletter } from '../newsletter/newsletter-service.ts';
import type { TOrderDeps } from './order-deps.ts';

/** `POST giftcard/payment`: a pending gift-card order and its payment; codes are issued once paid. */
export async function startGiftcardPayment(
  deps: TOrderDeps,
  request: TGiftcardPaymentRequest,
  visitor: TVisitor,
  now: Date,
): Promise<TGiftcardPaymentResponse> {
  // The bounds of a purchase (GIFTCARD_MAX_QUANTITY, GIFTCARD_MAX_AMOUNT_ORE) are the domain's.
  assertValid(
    validateGiftcardStep1({
      amount: request.amount,
      quantity: request.quantity,
      recipient_name: request.recipient_name,
      message: request.message,
    }),
  );
  assertValid(
    validateGiftcardStep2({
      name: request.name,
      email: request.email,
      email_confirm: request.email,
      is_accept_terms: request.is_accept_terms,
    }),
  );
  const price = calculateGiftcardPrice({
    amount: request.amount,
    quantity: request.quantity,
    locale: request.lang,
  });
  return deps.db.transaction(async (tx) => {
    const order = await insertOrder(tx, {
      kind: 'giftcard',
      token: createRandomId(24),
      lang: request.lang,
      name: request.name.trim(),
      email: request.email.trim(),
      giftcardAmount: request.amount,
      giftcardQuantity: request.quantity,
      // Kept as the domain normalizes it, so the card, the page and the e-mail show the same text.
      giftcardRecipientName: normalizeGiftcardText(request.recipient_name),
      giftcardMessage: normalizeGiftcardText(request.message),
      subtotal: price.total,
      total: price.total,
      ownerId: visitor.id,
      createdAt: now,
    });
    await tx.insert(orderLines).values(
      price.line_items.map((line, position) => ({
        orderId: order.id,
        position,
        type: line.type,
        title: line.title,
        amount: line.amount,
        weight: line.weight,
      })),
    );
    if (request.is_subscribe) {
      await subscribeNewsletter(tx, { email: request.email, locale: request.lang, source: 'giftcard', now });
    }
    const started = await deps.provider.startPayment(tx, {
      orderId: order.id,
      amount: price.total,
      lang: request.lang,
      reference: order.reference,
    });
    return {
      order_id: order.reference,
      payment_url: started.url,
      line_items: price.line_items,
      total: price.total,
    };
  });
}
