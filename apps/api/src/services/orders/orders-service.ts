import { timingSafeEqual } from 'node:crypto';

import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  buildPath,
  buildReservationJsonLd,
  calculateBookingPrice,
  calculateGiftcardPrice,
  getCancellationDeadline,
  normalizePhone,
  resolveCoopCard,
  validateGiftcardStep1,
  validateGiftcardStep2,
  validateGuestInfo,
  type TBookingLineItem,
  type TBookingPaymentRequest,
  type TBookingPaymentResponse,
  type TGiftcardPaymentRequest,
  type TGiftcardPaymentResponse,
  type TLocale,
  type TOrderConfirmation,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import {
  bookings,
  giftCardUses,
  guests,
  holds,
  orderLines,
  orders,
  paymentEvents,
  payments,
} from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  findGiftcodeProblem,
  getGiftCardBalance,
  giftcodeError,
  GIFT_CARD_VALIDITY_MS,
  issueGiftCards,
  lockGiftCards,
} from '../gift-cards/gift-cards-service.ts';
import { assertValid, unprocessableFields } from '../holds/booking-errors.ts';
import { findBookingProduct, type TBookingProduct } from '../holds/booking-product.ts';
import { findHoldGiftCards, findHoldMenus, lockSlot, type THoldDeps } from '../holds/holds-service.ts';
import { withLiveHold } from '../holds/live-hold.ts';
import type { TVisitor } from '../holds/owner.ts';
import { createRandomId } from '../holds/random-id.ts';
import type { TMailer } from '../mailer/mailer.ts';
import { bookingConfirmationMail, bookingRefundMail, giftCardsMail } from '../mailer/templates.ts';
import { subscribeNewsletter } from '../newsletter/newsletter-service.ts';
import { queueRestaurantNotice, type TRestaurantNoticeDeps } from '../restaurant/restaurant-notice.ts';
import { findAmountMismatch, type TAmountMismatch } from '../payments/amount-check.ts';
import type { TPaymentCallback, TPaymentProvider } from '../payments/payment-provider.ts';
import { buildBookingCalendar } from './calendar.ts';
import { failOrder } from './fail-order.ts';
import {
  bookingConfirmationPath,
  bookingManagePath,
  bookingPaymentFailedPath,
  giftcardConfirmationPath,
  giftcardPaymentFailedPath,
  withBase,
} from './links.ts';

export type TOrderDeps = THoldDeps &
  TRestaurantNoticeDeps & {
    provider: TPaymentProvider;
    mailer: TMailer;
    /** Origin for links in e-mails and answers; '' gives same-origin paths. */
    publicUrl: string;
  };

export type TOrder = typeof orders.$inferSelect;

/** Gift-card purchases are bounded so a typo cannot order a fortune: at most 20 cards of 10.000 kr. */
export const GIFTCARD_MAX_QUANTITY = 20;
export const GIFTCARD_MAX_AMOUNT_ORE = 1_000_000;

async function lockOrder(tx: TDatabase, orderId: number): Promise<TOrder | undefined> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return rows[0];
}

async function saveLines(tx: TDatabase, orderId: number, lines: readonly TBookingLineItem[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(
    lines.map((line, position) => ({
      orderId,
      position,
      type: line.type,
      title: line.title,
      amount: line.amount,
      weight: line.weight,
      quantity: line.quantity ?? null,
      unitPrice: line.unit_price ?? null,
      menuId: line.menu_id ?? null,
      code: line.code ?? null,
    })),
  );
}

export async function findLines(db: TDatabase, orderId: number): Promise<TBookingLineItem[]> {
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return rows.map((row) => ({
    type: row.type as TBookingLineItem['type'],
    title: row.title,
    amount: row.amount,
    weight: row.weight,
    ...(row.quantity === null ? {} : { quantity: row.quantity }),
    ...(row.unitPrice === null ? {} : { unit_price: row.unitPrice }),
    ...(row.menuId === null ? {} : { menu_id: row.menuId }),
    ...(row.code === null ? {} : { code: row.code }),
  }));
}

/**
 * Confirms a booking order in the caller's transaction: the hold consumed, the booking confirmed,
 * gift-card reservations spent, the confirmation e-mail written to the outbox. Idempotent: a
 * confirmed order is left as it is. When the hold lapsed meanwhile, the table and the cards are
 * checked again and the order fails if either is gone (the payment callback then refunds it).
 */
export async function confirmBookingOrder(
  tx: TDatabase,
  deps: TOrderDeps,
  orderId: number,
  now: Date,
): Promise<'confirmed' | 'already' | 'failed'> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.kind !== 'booking' || order.slotId === null || order.numPerson === null)
    return 'failed';
  if (order.status === 'confirmed') return 'already';
  if (order.status !== 'pending') return 'failed';
  const hold =
    order.holdId === null
      ? undefined
      : (await tx.select().from(holds).where(eq(holds.id, order.holdId)).for('update'))[0];
  // The hold stands for this order only while it still holds exactly the order's party at the
  // order's slot (ADR 0205); otherwise the covers are counted again under the slot's lock (the
  // caller took it), as for a hold that lapsed.
  const isHoldLive =
    hold !== undefined &&
    hold.status === 'active' &&
    hold.slotId === order.slotId &&
    hold.covers === order.numPerson &&
    hold.expireAt.getTime() > now.getTime();
  if (!isHoldLive) {
    const slot = await lockSlot(tx, { slotId: order.slotId }, now, hold?.id ?? null);
    if (!slot || slot.coversLeft < order.numPerson) {
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
}

async function enqueueRefundMail(tx: TDatabase, deps: TOrderDeps, orderId: number, amount: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.productId === null) return;
  const product = await findBookingProduct(tx, order.productId);
  const { name, slug } = product.names[order.lang];
  await deps.mailer.enqueue(
    tx,
    bookingRefundMail({
      orderId: order.id,
      to: order.email,
      name: order.name,
      lang: order.lang,
      placeName: name,
      amount,
      bookAgainUrl: withBase(
        deps.publicUrl,
        buildPath({ name: 'product', productType: product.productType, slug }, order.lang),
      ),
    }),
  );
}

export async function findSlotFacts(db: TDatabase, slotId: number) {
  const rows = await db
    .select({ date: timeSlots.serviceDate, time: timeSlots.time, timeEnd: timeSlots.timeEnd })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  return rows[0];
}

async function enqueueBookingMail(
  tx: TDatabase,
  mailer: TMailer,
  publicUrl: string,
  order: TOrder,
  now: Date,
) {
  if (order.productId === null || order.slotId === null) return;
  const [product, slot] = await Promise.all([
    findBookingProduct(tx, order.productId),
    findSlotFacts(tx, order.slotId),
  ]);
  if (!slot) return;
  const confirmationUrl = withBase(publicUrl, bookingConfirmationPath(order.lang, order.id, order.token));
  const manageUrl = withBase(publicUrl, bookingManagePath(order.lang, order.id, order.token));
  const ics = buildBookingCalendar({
    orderId: order.id,
    date: slot.date,
    time: slot.time,
    timeEnd: slot.timeEnd,
    placeName: product.names[order.lang].name,
    address: product.address,
    numPerson: order.numPerson ?? 0,
    lang: order.lang,
    now,
    url: confirmationUrl,
  });
  await mailer.enqueue(
    tx,
    bookingConfirmationMail({
      orderId: order.id,
      to: order.email,
      name: order.name,
      lang: order.lang,
      placeName: product.names[order.lang].name,
      address: product.address,
      date: slot.date,
      time: slot.time,
      numPerson: order.numPerson ?? 0,
      total: order.total,
      confirmationUrl,
      manageUrl,
      cancelUntil: getCancellationDeadline(slot.date, slot.time),
      ics,
      jsonLd: buildReservationJsonLd({
        reference: order.id,
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

/**
 * `POST booking/{id}/payment`: checks the hold and the table again, prices the order with what
 * the gift codes can pay (their cards locked, so two checkouts cannot both spend one code),
 * reserves that, and starts a payment at the gateway; when the codes cover the whole total the
 * order is confirmed at once and `payment_link` is the confirmation page.
 */
export async function startBookingPayment(
  deps: TOrderDeps,
  productId: number,
  request: TBookingPaymentRequest,
  visitor: TVisitor,
  now: Date,
): Promise<TBookingPaymentResponse & { isConfirmed: boolean }> {
  assertValid(
    validateGuestInfo({
      name: request.name,
      email: request.email,
      email_confirm: request.email,
      phone: request.phone,
      coop_code: '',
      coop_zip: '',
    }),
  );
  // An unknown product is a 404 before anything is locked.
  await findBookingProduct(deps.db, productId);
  const email = request.email.trim();
  const phone = normalizePhone(request.phone) ?? request.phone.trim();
  const name = request.name.trim();
  return withLiveHold(deps.db, productId, request.hold_id, visitor, now, async (tx, hold) => {
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

    const attached = await findHoldGiftCards(tx, hold.id);
    const cards = await lockGiftCards(
      tx,
      attached.map(({ card }) => card.id),
    );
    const coop = resolveCoopCard(hold.coopCode ?? '', hold.billingZipcode ?? '');
    const giftcodes: { id: number; code: string; balance: number }[] = [];
    for (const entry of attached) {
      const card = cards.get(entry.card.id) ?? entry.card;
      const problem = await findGiftcodeProblem(tx, card.code, card, {
        productId,
        numPerson: hold.covers,
        email,
        hasMemberCard: coop.cards.length > 0,
        now,
      });
      if (problem) throw giftcodeError(problem, 'giftcodes');
      const { balance } = await getGiftCardBalance(tx, card, now);
      giftcodes.push({ id: card.id, code: card.code, balance });
    }
    const menuLines = await findHoldMenus(tx, hold.id, request.lang);
    const price = calculateBookingPrice({
      menus: menuLines.map((line) => ({
        menu: { id: line.menuId, name: line.name, price_sale: line.priceSale, weight: line.weight },
        num_person: line.count,
      })),
      administrationFee: deps.administrationFee,
      giftcodes,
      locale: request.lang,
    });

    const [order] = await tx
      .insert(orders)
      .values({
        kind: 'booking',
        token: createRandomId(24),
        lang: request.lang,
        holdId: hold.id,
        productId,
        slotId: hold.slotId,
        numPerson: hold.covers,
        guestId: guest.id,
        ownerId: visitor.id,
        name,
        email,
        phone,
        coopCode: coop.cards[0]?.card_number ?? null,
        billingZipcode: coop.billing_zipcode,
        subtotal: price.subtotal,
        total: price.total,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error('order was not saved');
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
      paymentLink = withBase(deps.publicUrl, bookingConfirmationPath(order.lang, order.id, order.token));
    } else {
      const started = await deps.provider.start(tx, {
        orderId: order.id,
        amount: price.total,
        lang: request.lang,
        reference: String(order.id),
      });
      paymentLink = started.url;
    }
    return {
      isConfirmed,
      hold_id: hold.id,
      booking: { id: booking.id, guest_id: guest.id },
      payment_link: paymentLink,
      order: {
        hold_id: hold.id,
        order_id: order.id,
        booking_id: booking.id,
        guest_id: guest.id,
        expire_at: hold.expireAt.toISOString(),
        payment_url: paymentLink,
        line_items: price.line_items,
        total: price.total,
        giftcards: price.giftcards,
        cards: coop.cards,
        billing_zipcode: coop.billing_zipcode,
      },
    };
  });
}

/** `POST giftcard/payment`: a pending gift-card order and its payment; codes are issued once paid. */
export async function startGiftcardPayment(
  deps: TOrderDeps,
  request: TGiftcardPaymentRequest,
  visitor: TVisitor,
  now: Date,
): Promise<TGiftcardPaymentResponse> {
  const step1 = validateGiftcardStep1({ amount: request.amount, quantity: request.quantity });
  assertValid(step1);
  if (request.quantity > GIFTCARD_MAX_QUANTITY)
    throw unprocessableFields({ quantity: 'errors.giftcard_quantity' });
  if (request.amount > GIFTCARD_MAX_AMOUNT_ORE)
    throw unprocessableFields({ amount: 'errors.giftcard_amount' });
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
    const [order] = await tx
      .insert(orders)
      .values({
        kind: 'giftcard',
        token: createRandomId(24),
        lang: request.lang,
        name: request.name.trim(),
        email: request.email.trim(),
        giftcardAmount: request.amount,
        giftcardQuantity: request.quantity,
        subtotal: price.total,
        total: price.total,
        ownerId: visitor.id,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error('order was not saved');
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
    const started = await deps.provider.start(tx, {
      orderId: order.id,
      amount: price.total,
      lang: request.lang,
      reference: String(order.id),
    });
    return { order_id: order.id, payment_url: started.url, line_items: price.line_items, total: price.total };
  });
}

/** Issues and e-mails the codes of a paid gift-card order, once. */
async function confirmGiftcardOrder(
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

export type TCallbackOutcome = {
  /** False for a replay: nothing changed. */
  isApplied: boolean;
  paymentStatus: (typeof payments.$inferSelect)['status'];
  orderStatus: TOrder['status'];
  /** Where the visitor goes next. */
  returnPath: string;
  /** A paid amount other than the order's total: not applied, for the caller to log. */
  amountMismatch: TAmountMismatch | null;
};

/**
 * The gateway's callback, already verified by its signature. Idempotent: the payment row is locked
 * and only a pending payment changes, so ten replays make one booking and one e-mail. The slot is
 * locked before the payment, the order every booking write keeps.
 */
export async function applyPaymentCallback(
  deps: TOrderDeps,
  callback: TPaymentCallback,
  now: Date,
): Promise<TCallbackOutcome> {
  const found = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, callback.payment_id));
  const first = found[0];
  if (!first) throw notFound('Unknown payment.');
  const outcome = await deps.db.transaction(async (tx) => {
    if (first.order.slotId !== null)
      await tx
        .select({ id: timeSlots.id })
        .from(timeSlots)
        .where(eq(timeSlots.id, first.order.slotId))
        .for('update');
    // Then the hold, before the payment and the order: the lock order of every hold write
    // (slot, hold, orders), so a hold change voiding this payment cannot deadlock with it.
    if (first.order.holdId !== null)
      await tx.select({ id: holds.id }).from(holds).where(eq(holds.id, first.order.holdId)).for('update');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, callback.payment_id))
      .for('update');
    if (!payment) throw notFound('Unknown payment.');
    const amountMismatch = findAmountMismatch(payment, first.order.total, callback);
    const isApplied = payment.status === 'pending' && amountMismatch === null;
    let paymentStatus = payment.status;
    if (isApplied) {
      paymentStatus = callback.status;
      await tx
        .update(payments)
        .set({ status: callback.status, completedAt: now })
        .where(eq(payments.id, payment.id));
      if (callback.status === 'paid') {
        if (first.order.kind === 'booking') {
          const result = await confirmBookingOrder(tx, deps, payment.orderId, now);
          if (result === 'failed') {
            // Paid after the hold lapsed, and the table or a gift code went to someone else:
            // the guest must not pay for a table they do not get.
            await deps.provider.refund(tx, { paymentId: payment.id, amount: payment.amount, now });
            await enqueueRefundMail(tx, deps, payment.orderId, payment.amount);
            paymentStatus = 'refunded';
          }
        } else await confirmGiftcardOrder(tx, deps, payment.orderId, now);
      } else {
        await failOrder(tx, payment.orderId);
      }
    }
    await tx.insert(paymentEvents).values({
      paymentId: payment.id,
      status: callback.status,
      isApplied,
      payload: callback,
      receivedAt: now,
    });
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
    return { isApplied, paymentStatus, order: order ?? first.order, amountMismatch };
  });
  return {
    isApplied: outcome.isApplied,
    paymentStatus: outcome.paymentStatus,
    orderStatus: outcome.order.status,
    returnPath: await getReturnPath(deps.db, outcome.order),
    amountMismatch: outcome.amountMismatch,
  };
}

/** Confirmed: the confirmation page. Anything else: back to the details step with ispafa=1. */
export async function getReturnPath(db: TDatabase, order: TOrder): Promise<string> {
  if (order.kind === 'giftcard') {
    return order.status === 'confirmed'
      ? giftcardConfirmationPath(order.lang, order.id, order.token)
      : giftcardPaymentFailedPath(order.lang);
  }
  if (order.status === 'confirmed') return bookingConfirmationPath(order.lang, order.id, order.token);
  if (order.productId === null) return '/';
  const product: TBookingProduct = await findBookingProduct(db, order.productId);
  return bookingPaymentFailedPath(order.lang, product.productType, product.names[order.lang].slug);
}

function isTokenValid(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An order of `kind` (a booking unless said) the token opens, or a 404 (a wrong token reveals nothing). */
export async function findOrderForToken(
  db: TDatabase,
  orderId: number,
  token: string,
  kind: TOrder['kind'] = 'booking',
): Promise<TOrder> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kind, kind)));
  const order = rows[0];
  if (!order || !isTokenValid(order.token, token)) throw notFound(`No order ${orderId} for this link.`);
  return order;
}

/** `GET orders/{order_id}?token=…`: the confirmation. */
export async function getOrderConfirmation(
  db: TDatabase,
  orderId: number,
  token: string,
  local: TLocale,
): Promise<TOrderConfirmation> {
  const order = await findOrderForToken(db, orderId, token);
  if (order.productId === null || order.slotId === null) throw notFound(`No order ${orderId} for this link.`);
  const [product, slot, lines, bookingRows] = await Promise.all([
    findBookingProduct(db, order.productId),
    findSlotFacts(db, order.slotId),
    findLines(db, order.id),
    db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, order.id)),
  ]);
  if (!slot) throw notFound(`No order ${orderId} for this link.`);
  const coop = resolveCoopCard(order.coopCode ?? '', order.billingZipcode ?? '');
  return {
    order_id: order.id,
    booking_id: bookingRows[0]?.id ?? null,
    status: order.status,
    product: {
      id: product.id,
      name: product.names[local].name,
      slug: product.names[local].slug,
      product_type: product.productType,
      city_address: product.address,
      phone: product.phone,
    },
    num_person: order.numPerson ?? 0,
    date: slot.date,
    time: slot.time,
    time_end: slot.timeEnd,
    guest: { name: order.name, email: order.email, phone: order.phone },
    line_items: lines,
    total: order.total,
    giftcards: lines
      .filter((line) => line.type === 'giftcode' && line.code !== undefined)
      .map((line) => ({ code: line.code ?? '', amount: -line.amount })),
    cards: coop.cards,
    billing_zipcode: coop.billing_zipcode,
  };
}

/** `GET orders/{order_id}/calendar.ics?token=…`; `origin` makes its URL absolute (`originOf`). */
export async function getOrderCalendar(
  db: TDatabase,
  orderId: number,
  token: string,
  now: Date,
  origin: string,
): Promise<string> {
  const order = await findOrderForToken(db, orderId, token);
  if (order.productId === null || order.slotId === null || order.status !== 'confirmed') {
    throw notFound(`Order ${orderId} has no confirmed booking.`);
  }
  const [product, slot] = await Promise.all([
    findBookingProduct(db, order.productId),
    findSlotFacts(db, order.slotId),
  ]);
  if (!slot) throw notFound(`Order ${orderId} has no confirmed booking.`);
  return buildBookingCalendar({
    orderId: order.id,
    date: slot.date,
    time: slot.time,
    timeEnd: slot.timeEnd,
    placeName: product.names[order.lang].name,
    address: product.address,
    numPerson: order.numPerson ?? 0,
    lang: order.lang,
    now,
    url: withBase(origin, bookingConfirmationPath(order.lang, order.id, order.token)),
  });
}

/** Booking ids of an order's slot that are confirmed: for tests and the bench. */
export async function countConfirmedCovers(db: TDatabase, slotIds: readonly number[]): Promise<number> {
  if (slotIds.length === 0) return 0;
  const rows = await db
    .select({ covers: bookings.covers })
    .from(bookings)
    .where(and(inArray(bookings.slotId, [...slotIds]), eq(bookings.status, 'confirmed')));
  return rows.reduce((sum, row) => sum + row.covers, 0);
}
