import { buildReservationJsonLd, getCancellationPolicy } from '@tredjedel/domain';
import { and, eq, ne } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { bookings, giftCardUses, holds, orders } from '../../db/schema-booking.ts';
import { getGiftCardBalance, lockGiftCards } from '../gift-cards/gift-cards-service.ts';
import { lockSlot } from '../booking/holds-service.ts';
import type { TMailer } from '../mailer/mailer.ts';
import { bookingConfirmationMail } from '../mailer/booking-confirmation-mail.tsx';
import { subscribeNewsletter } from '../newsletter/newsletter-service.ts';
import { buildOrderCalendar } from './calendar.ts';
import { failOrder } from './fail-order.ts';
import { queueRestaurantNotice } from '../restaurant/restaurant-notice.ts';
import { bookingConfirmationPath, bookingManagePath, withBase } from './links.ts';
import {
  findLines,
  findSlotFacts,
  lockOrderToConfirm,
  orderRecipient,
  type TConfirmOrder,
  type TOrder,
} from './order-records.ts';
import { findBookingProduct } from '../booking/booking-product.ts';

/**
 * Confirms a booking order in the caller's transaction: the hold consumed, the booking confirmed,
 * gift-card reservations spent, the confirmation e-mail written to the outbox. Idempotent: a
 * confirmed order is left as it is. When the hold lapsed meanwhile, the table and the cards are
 * checked again and the order fails if either is gone (the payment callback then refunds it).
 */
export const confirmBookingOrder: TConfirmOrder = async (tx, deps, orderId, now) => {
  const order = await lockOrderToConfirm(tx, orderId, 'booking');
  if (typeof order === 'string') return order;
  if (order.slotId === null || order.numPerson === null || order.status !== 'pending') return 'failed';
  const hold =
    order.holdId === null
      ? undefined
      : (await tx.select().from(holds).where(eq(holds.id, order.holdId)).for('update'))[0];
  // The hold stands for this order only while it still holds exactly the order's party at the
  // order's slot (ADR 0205); otherwise the room is asked again under the slot's lock (the caller
  // took it) by the rule of every hold (slot_room, migration 0015), as for a hold that lapsed.
  const isHoldLive =
    hold !== undefined &&
    hold.status === 'active' &&
    hold.slotId === order.slotId &&
    hold.covers === order.numPerson &&
    hold.expireAt.getTime() > now.getTime();
  if (!isHoldLive) {
    const room = await lockSlot(tx, order.slotId, now, hold?.id ?? null, order.numPerson);
    if (!room?.hasRoom) {
      await failOrder(tx, order.id);
      return 'failed';
    }
  }
  const uses = await tx.select().from(giftCardUses).where(eq(giftCardUses.orderId, order.id));
  const cards = await lockGiftCards(
    tx,
    uses.map((use) => use.giftCardId),
  );
  for (const use of uses) {
    const card = cards.get(use.giftCardId);
    const isStillReserved = use.status === 'reserved' && use.expireAt.getTime() > now.getTime();
    if (!card || isStillReserved || use.status === 'spent') continue;
    const { balance, uses: used } = await getGiftCardBalance(tx, card, now, order.id);
    if (balance < use.amount || (card.maxUses !== null && used >= card.maxUses)) {
      await failOrder(tx, order.id);
      return 'failed';
    }
  }
  await tx.update(giftCardUses).set({ status: 'spent' }).where(eq(giftCardUses.orderId, order.id));
  await tx
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(eq(bookings.orderId, order.id));
  await tx.update(orders).set({ status: 'confirmed', confirmedAt: now }).where(eq(orders.id, order.id));
  if (hold) {
    await tx.update(holds).set({ status: 'consumed', updatedAt: now }).where(eq(holds.id, hold.id));
    // Older payments started from the same hold can no longer be used.
    const others = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.holdId, hold.id), ne(orders.id, order.id), eq(orders.status, 'pending')));
    for (const other of others) await failOrder(tx, other.id);
    if (hold.isNewsletter)
      await subscribeNewsletter(tx, { email: order.email, locale: order.lang, source: 'booking', now });
  }
  await enqueueBookingMail(tx, deps.mailer, deps.publicUrl, order, now);
  await queueRestaurantNotice(tx, deps, order.id, 'booked');
  return 'confirmed';
};

/** The confirmation e-mail with its calendar file, written to the outbox in the caller's transaction. */
async function enqueueBookingMail(
  tx: TDatabase,
  mailer: TMailer,
  publicUrl: string,
  order: TOrder,
  now: Date,
) {
  if (order.productId === null || order.slotId === null) return;
  const [product, slot, lines] = await Promise.all([
    findBookingProduct(tx, order.productId),
    findSlotFacts(tx, order.slotId),
    findLines(tx, order.id, order.lang),
  ]);
  if (!slot) return;
  const confirmationUrl = withBase(
    publicUrl,
    bookingConfirmationPath(order.lang, order.reference, order.token),
  );
  const manageUrl = withBase(publicUrl, bookingManagePath(order.lang, order.reference, order.token));
  const ics = buildOrderCalendar(order, product, slot, now, confirmationUrl);
  await mailer.enqueue(
    tx,
    await bookingConfirmationMail({
      ...orderRecipient(order),
      placeName: product.names[order.lang].name,
      address: product.address,
      phone: product.phone,
      lines,
      date: slot.date,
      time: slot.time,
      numPerson: order.numPerson ?? 0,
      specialRequests: order.specialRequests,
      total: order.total,
      confirmationUrl,
      manageUrl,
      cancellation: getCancellationPolicy(slot.date, slot.time, now),
      ics,
      jsonLd: buildReservationJsonLd({
        reference: order.reference,
        productType: product.productType,
        placeName: product.names[order.lang].name,
        address: product.address,
        telephone: product.phone,
        date: slot.date,
        time: slot.time,
        partySize: order.numPerson ?? 0,
        guestName: order.name,
      }),
    }),
  );
}
