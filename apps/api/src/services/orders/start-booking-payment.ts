import {
  hasMemberCard,
  normalizePhone,
  type TBookingPaymentRequest,
  type TBookingPaymentResponse,
} from '@tredjedel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { bookings, giftCardUses, guests, holds } from '../../db/schema-booking.ts';
import {
  findGiftcodeProblem,
  getGiftCardBalance,
  giftcodeError,
  lockGiftCards,
} from '../gift-cards/gift-cards-service.ts';
import { assertValidGuest } from '../booking/booking-errors.ts';
import { findBookingProduct } from '../booking/booking-product.ts';
import { coopCardOf, priceHold, toPaymentAnswer } from '../booking/booking-order.ts';
import { findHoldGiftCards } from '../booking/hold-lines.ts';
import { withLiveHold } from '../booking/live-hold.ts';
import type { TVisitor } from '../booking/owner.ts';
import { createRandomId } from '../booking/random-id.ts';
import { confirmBookingOrder } from './confirm-booking.ts';
import { voidPendingOrders } from './fail-order.ts';
import { closeVoidedPayments, findLivePayment, isSameCheckout } from './live-payment.ts';
import { bookingConfirmationPath, withBase } from './links.ts';
import type { TOrderDeps } from './order-deps.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { insertOrder, saveLines } from './order-records.ts';
import { findPaidHoldAnswer } from './paid-hold-answer.ts';

/**
 * `POST booking/{id}/payment`: checks the hold and the table again, prices the order with what
 * the gift codes can pay (their cards locked, so two checkouts cannot both spend one code),
 * reserves that, and starts a payment at the gateway; when the codes cover the whole total the
 * order is confirmed at once and `payment_link` is the confirmation page. While the hold's payment
 * is in flight, a start for the same order (a second tab, a double click, another process) answers
 * with that payment's page instead of a second one, so one hold is charged once (ADR 0202).
 */
export async function startBookingPayment(
  deps: TOrderDeps,
  productId: number,
  request: TBookingPaymentRequest,
  visitor: TVisitor,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<TBookingPaymentResponse & { isConfirmed: boolean }> {
  assertValidGuest(request);
  // An unknown product is a 404 before anything is locked.
  await findBookingProduct(deps.db, productId);
  const email = request.email.trim();
  const phone = normalizePhone(request.phone) ?? request.phone.trim();
  const name = request.name.trim();
  let voidedPayments: string[] = [];
  const answer = await withLiveHold(
    deps.db,
    productId,
    request.hold_id,
    visitor,
    now,
    async (tx, hold) => {
      const [guest] = await tx
        .insert(guests)
        .values({ email: email.toLowerCase(), name, phone })
        .onConflictDoUpdate({ target: guests.email, set: { name, phone } })
        .returning();
      if (!guest) throw new Error('guest was not saved');
      await tx
        .update(holds)
        .set({ name, email, phone, lang: request.lang, updatedAt: now })
        .where(eq(holds.id, hold.id));

      const live = await findLivePayment(tx, hold.id);
      // The live order's own reservations on the codes do not count against it.
      const exceptOrderId = live?.order.id ?? null;
      const attached = await findHoldGiftCards(tx, hold.id);
      const cards = await lockGiftCards(
        tx,
        attached.map(({ card }) => card.id),
      );
      const coop = coopCardOf(hold);
      const giftcodes: { id: number; code: string; balance: number }[] = [];
      for (const entry of attached) {
        const card = cards.get(entry.card.id) ?? entry.card;
        const problem = await findGiftcodeProblem(
          tx,
          card.code,
          card,
          {
            productId,
            numPerson: hold.covers,
            email,
            hasMemberCard: hasMemberCard(coop),
            now,
          },
          exceptOrderId,
        );
        if (problem) throw giftcodeError(problem, 'giftcodes');
        const { balance } = await getGiftCardBalance(tx, card, now, exceptOrderId);
        giftcodes.push({ id: card.id, code: card.code, balance });
      }
      const price = await priceHold(tx, hold, deps.administrationFee, now, { lang: request.lang, giftcodes });
      const answerWith = (ids: { reference: string; bookingId: number }, paymentUrl: string) =>
        toPaymentAnswer(hold, price, { ...ids, guestId: guest.id, paymentUrl });
      const identity = {
        name,
        email,
        phone,
        lang: request.lang,
        total: price.total,
        coopCode: coop.cards[0]?.card_number ?? null,
        billingZipcode: coop.billing_zipcode,
        specialRequests: hold.specialRequests,
      };
      if (live && isSameCheckout(live.order, identity)) {
        return {
          isConfirmed: false,
          ...answerWith({ reference: live.order.reference, bookingId: live.bookingId }, live.url),
        };
      }
      voidedPayments = await voidPendingOrders(tx, hold.id);

      const order = await insertOrder(tx, {
        kind: 'booking',
        token: createRandomId(24),
        holdId: hold.id,
        productId,
        slotId: hold.slotId,
        numPerson: hold.covers,
        guestId: guest.id,
        ownerId: visitor.id,
        ...identity,
        subtotal: price.subtotal,
        createdAt: now,
      });
      await saveLines(tx, order.id, price.line_items);
      const [booking] = await tx
        .insert(bookings)
        .values({
          orderId: order.id,
          guestId: guest.id,
          slotId: hold.slotId,
          covers: hold.covers,
          createdAt: now,
        })
        .returning();
      if (!booking) throw new Error('booking was not saved');
      const reservations = price.giftcards
        .map((applied, index) => ({ applied, card: giftcodes[index] }))
        .filter(({ applied, card }) => applied.amount > 0 && card !== undefined)
        .map(({ applied, card }) => ({
          giftCardId: card?.id ?? 0,
          orderId: order.id,
          amount: applied.amount,
          status: 'reserved' as const,
          expireAt: hold.expireAt,
          createdAt: now,
        }));
      if (reservations.length > 0) await tx.insert(giftCardUses).values(reservations);

      let paymentLink: string;
      let isConfirmed = false;
      if (price.total === 0) {
        isConfirmed = (await confirmBookingOrder(tx, deps, order.id, now)) === 'confirmed';
        paymentLink = withBase(
          deps.publicUrl,
          bookingConfirmationPath(order.lang, order.reference, order.token),
        );
      } else {
        const started = await deps.provider.startPayment(tx, {
          orderId: order.id,
          amount: price.total,
          lang: request.lang,
          reference: order.reference,
        });
        paymentLink = started.url;
      }
      return {
        isConfirmed,
        ...answerWith({ reference: order.reference, bookingId: booking.id }, paymentLink),
      };
    },
    { keepsPayment: true },
  ).catch(async (error: unknown) => {
    // The other tab paid while this one waited: its answer, rather than "no such hold".
    if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    const paid = await findPaidHoldAnswer(deps.db, deps.publicUrl, productId, request.hold_id, visitor);
    if (!paid) throw error;
    return { ...paid, isConfirmed: true };
  });
  await closeVoidedPayments(deps.provider, voidedPayments, log);
  return answer;
}
