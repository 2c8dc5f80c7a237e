import { and, eq } from 'drizzle-orm';
import {
  CANCELLATION_CUTOFF_HOURS,
  getCancellationDeadline,
  getCancellationPolicy,
  getErrorMessage,
  isBeforeCancellationDeadline,
  type TLocale,
  type TManagedBooking,
  type TOrderCancelRequest,
} from '@tredjedel/domain';

import type { FastifyBaseLogger } from 'fastify';

import type { TDatabase } from '../../db/database.ts';
import { bookings, giftCardUses, giftCards, orders } from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { lockGiftCards } from '../gift-cards/gift-cards-service.ts';
import { bookingCancellationMail } from '../mailer/cancellation-mail.ts';
import { markRefundsDue, refundDueNow, type TDueRefund } from '../payments/due-refunds.ts';
import { queueRestaurantNotice } from '../restaurant/restaurant-notice.ts';
import { findOrderForToken, getOrderConfirmation } from './order-confirmation.ts';
import type { TOrderDeps } from './order-deps.ts';
import { findPlaceToBookAgain, findSlotFacts, orderRecipient, type TOrder } from './order-records.ts';

/*
 * docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md: a confirmed booking can be
 * cancelled from the link in its confirmation e-mail until 2 hours before arrival. Cancelling
 * gives the covers back at once (they are derived from confirmed bookings, ADR 0201), refunds the
 * payment through the provider once the slot is released (ADR 0202), makes the gift codes that paid for it usable again and e-mails
 * the guest and the place.
 */

/** The refusals' texts in the visitor's language; English is the error catalogue's. */
const REFUSALS: Record<'errors.cancel_too_late' | 'errors.cancel_not_confirmed', Record<TLocale, string>> = {
  'errors.cancel_too_late': {
    da: `Bookinger kan afbestilles indtil ${CANCELLATION_CUTOFF_HOURS} timer før ankomst, så denne booking kan ikke længere afbestilles`,
    en: getErrorMessage('errors.cancel_too_late', { n: CANCELLATION_CUTOFF_HOURS }),
  },
  'errors.cancel_not_confirmed': {
    da: 'Kun en bekræftet booking kan afbestilles',
    en: getErrorMessage('errors.cancel_not_confirmed'),
  },
};

function refuse(key: keyof typeof REFUSALS, lang: TLocale, cancelUntil: Date): HttpError {
  return new HttpError(409, 'conflict', REFUSALS[key][lang], {
    msg: key,
    cancel_until: cancelUntil.toISOString(),
  });
}

/** `GET orders/{reference}/manage?token=…`: the booking, and whether and until when it can be cancelled. */
export async function getManagedBooking(
  db: TDatabase,
  reference: string,
  token: string,
  local: TLocale,
  now: Date,
): Promise<TManagedBooking> {
  const order = await findOrderForToken(db, reference, token);
  const confirmation = await getOrderConfirmation(db, reference, token, local);
  const policy = getCancellationPolicy(confirmation.date, confirmation.time, now);
  return {
    ...confirmation,
    cancel_until: policy.deadline.toISOString(),
    is_cancellable: order.status === 'confirmed' && policy.isCancellable,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * `POST orders/{reference}/cancel`: cancels a confirmed booking before the cut-off, in one
 * transaction under the slot's lock (lock order slot → order → payments → gift cards, ADR 0201).
 * Idempotent: an order already cancelled is answered as it is. A wrong token is a 404; after the
 * cut-off, or for an order that was never confirmed, a 409 that says why and changes nothing.
 */
export async function cancelBooking(
  deps: TOrderDeps,
  reference: string,
  request: TOrderCancelRequest,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<TManagedBooking> {
  const found = await findOrderForToken(deps.db, reference, request.token);
  if (found.slotId === null || found.productId === null)
    throw notFound(`No order ${reference} for this link.`);
  const slotId = found.slotId;
  const orderId = found.id;
  const dueRefunds = await deps.db.transaction(async (tx): Promise<TDueRefund[]> => {
    await tx.select({ id: timeSlots.id }).from(timeSlots).where(eq(timeSlots.id, slotId)).for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const slot = await findSlotFacts(tx, slotId);
    if (!order || !slot) throw notFound(`No order ${reference} for this link.`);
    if (order.status === 'cancelled') return [];
    const cancelUntil = getCancellationDeadline(slot.date, slot.time);
    if (order.status !== 'confirmed') throw refuse('errors.cancel_not_confirmed', request.lang, cancelUntil);
    if (!isBeforeCancellationDeadline(cancelUntil, now))
      throw refuse('errors.cancel_too_late', request.lang, cancelUntil);

    await tx.update(orders).set({ status: 'cancelled', cancelledAt: now }).where(eq(orders.id, order.id));
    // The covers come free with this row: only confirmed bookings count (slot_covers_booked, migration 0025).
    await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.orderId, order.id));
    // Every paid payment of the order is to be given back; the gateway is asked after the commit.
    const due = await markRefundsDue(tx, { orderId: order.id }, now);
    const refunded = due.reduce((sum, refund) => sum + refund.amount, 0);
    const giftcodes = await releaseGiftCodes(tx, order.id);
    await enqueueCancellationMail(tx, deps, order, slot, refunded, giftcodes);
    // The place hears of it too (ADR 0204), in the same transaction as the guest's e-mail.
    await queueRestaurantNotice(tx, deps, order.id, 'cancelled');
    return due;
  });
  // The gateway is asked only now, with the slot's lock released (ADR 0202); a refund it does not
  // make stays due and the refund worker tries it again. The cancellation stands either way.
  await refundDueNow(deps, dueRefunds, now, log);
  return getManagedBooking(deps.db, reference, request.token, request.lang, now);
}

/** Released uses no longer count against a card's balance or uses (gift-cards-service.ts). */
async function releaseGiftCodes(tx: TDatabase, orderId: number): Promise<string[]> {
  const spent = await tx
    .select({ cardId: giftCardUses.giftCardId, code: giftCards.code })
    .from(giftCardUses)
    .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'spent')));
  if (spent.length === 0) return [];
  await lockGiftCards(
    tx,
    spent.map((use) => use.cardId),
  );
  await tx
    .update(giftCardUses)
    .set({ status: 'released' })
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'spent')));
  return [...new Set(spent.map((use) => use.code))];
}

async function enqueueCancellationMail(
  tx: TDatabase,
  deps: TOrderDeps,
  order: TOrder,
  slot: { date: string; time: string },
  refunded: number,
  giftcodes: string[],
) {
  const place = await findPlaceToBookAgain(tx, deps.publicUrl, order);
  if (!place) return;
  await deps.mailer.enqueue(
    tx,
    await bookingCancellationMail({
      ...orderRecipient(order),
      ...place,
      date: slot.date,
      time: slot.time,
      numPerson: order.numPerson ?? 0,
      refunded,
      giftcodes,
    }),
  );
}
