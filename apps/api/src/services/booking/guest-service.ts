import { and, eq, sql } from 'drizzle-orm';
import {
  normalizeGiftcode,
  hasMemberCard,
  normalizePhone,
  normalizeSpecialRequests,
  resolveCoopCard,
  validateGiftcodeEntry,
  type TBookingGiftcodeRequest,
  type TBookingGuestRequest,
  type TBookingHoldState,
  type TBookingOrder,
  type TErrorKey,
} from '@tredjedel/domain';

import { holdGiftcodes, holds } from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  findGiftcodeProblem,
  findGiftCard,
  giftcodeError,
  type TGiftCard,
} from '../gift-cards/gift-cards-service.ts';
import { assertValidGuest, unprocessableFields } from './booking-errors.ts';
import { coopCardOf, priceHold, toBookingOrder } from './booking-order.ts';
import { findHoldGiftCards, findHoldMenus } from './hold-lines.ts';
import { getHoldOr404, type THold, type THoldDeps } from './holds-service.ts';
import { withLiveHold } from './live-hold.ts';
import type { TVisitor } from './owner.ts';

/** Typed codes are at most this long; anything longer is not one of ours and is not echoed back. */
const MAX_CODE_LENGTH = 40;

async function orderOf(deps: THoldDeps, hold: THold, now: Date): Promise<TBookingOrder> {
  return toBookingOrder(hold, await priceHold(deps.db, hold, deps.administrationFee, now));
}

/**
 * `POST booking/{id}/guest`: validates the order update payload (docs/product/spec.md §7) with the domain's
 * validators, checks every gift code against the real cards, stores guest, co-op card and codes on
 * the hold. Party, time and menus are the hold's: they change through `POST booking/{id}/hold`.
 */
export async function updateGuest(
  deps: THoldDeps,
  productId: number,
  request: TBookingGuestRequest,
  visitor: TVisitor,
  now: Date,
): Promise<TBookingOrder> {
  const coopCode = request.coop_code ?? '';
  const zip = request.billing_zipcode ?? '';
  assertValidGuest(request, { code: coopCode, zip });
  const specialRequests = normalizeSpecialRequests(request.special_requests);
  const coop = resolveCoopCard(coopCode, zip);
  const codes = [...new Set(request.giftcodes.map(normalizeGiftcode).filter((code) => code !== ''))];
  const hold = await withLiveHold(deps.db, productId, request.hold_id, visitor, now, async (tx, live) => {
    const cards: TGiftCard[] = [];
    for (const code of codes) {
      const card = code.length > MAX_CODE_LENGTH ? undefined : await findGiftCard(tx, code);
      const problem = await findGiftcodeProblem(tx, code.slice(0, MAX_CODE_LENGTH), card, {
        productId,
        numPerson: live.covers,
        email: request.email,
        hasMemberCard: hasMemberCard(coop),
        now,
      });
      if (problem) throw giftcodeError(problem, 'giftcodes');
      if (card && !cards.some((added) => added.id === card.id)) cards.push(card);
    }
    const [updated] = await tx
      .update(holds)
      .set({
        name: request.name.trim(),
        email: request.email.trim(),
        phone: normalizePhone(request.phone) ?? request.phone.trim(),
        isNewsletter: request.is_newsletter,
        coopCode: coop.cards[0]?.card_number ?? null,
        billingZipcode: coop.billing_zipcode,
        specialRequests,
        lang: request.lang,
        updatedAt: now,
      })
      .where(eq(holds.id, live.id))
      .returning();
    await tx.delete(holdGiftcodes).where(eq(holdGiftcodes.holdId, live.id));
    if (cards.length > 0) {
      await tx
        .insert(holdGiftcodes)
        .values(cards.map((card, position) => ({ holdId: live.id, giftCardId: card.id, position })));
    }
    return updated ?? live;
  });
  return orderOf(deps, hold, now);
}

/**
 * `POST booking/{id}/giftcode`: checks one code as docs/product/spec.md §5 asks (e-mail and phone first, not
 * added twice) and against the card's rules, then adds it to the hold after the codes before it.
 */
export async function attachGiftcode(
  deps: THoldDeps,
  productId: number,
  request: TBookingGiftcodeRequest,
  visitor: TVisitor,
  now: Date,
): Promise<TBookingOrder> {
  const current = await getHoldOr404(deps.db, productId, request.hold_id, visitor);
  const attached = await findHoldGiftCards(deps.db, current.id);
  const entryError = validateGiftcodeEntry({
    email: request.email,
    phone: request.phone,
    last_giftcode: request.code,
    giftcodes: attached.map(({ card }) => card.code),
  });
  if (entryError) throw unprocessableFields({ last_giftcode: entryError.key });
  const typed = request.code.trim().slice(0, MAX_CODE_LENGTH);
  const card = request.code.trim().length > MAX_CODE_LENGTH ? undefined : await findGiftCard(deps.db, typed);
  if (card && attached.some((entry) => entry.card.id === card.id)) {
    throw unprocessableFields({ last_giftcode: 'errors.gc-exist' satisfies TErrorKey });
  }
  const hold = await withLiveHold(deps.db, productId, request.hold_id, visitor, now, async (tx, live) => {
    const problem = await findGiftcodeProblem(tx, typed, card, {
      productId,
      numPerson: live.covers,
      email: request.email,
      hasMemberCard: hasMemberCard(coopCardOf(live)),
      now,
    });
    if (problem || !card)
      throw giftcodeError(
        problem ?? { msg: `Giftcode ${typed} is invalid`, code: 'giftcard_invalid', data: { code: typed } },
      );
    const [next] = await tx
      .select({ position: sql<number>`coalesce(max(${holdGiftcodes.position}) + 1, 0)`.mapWith(Number) })
      .from(holdGiftcodes)
      .where(eq(holdGiftcodes.holdId, live.id));
    await tx
      .insert(holdGiftcodes)
      .values({ holdId: live.id, giftCardId: card.id, position: next?.position ?? 0 })
      .onConflictDoNothing();
    const [updated] = await tx
      .update(holds)
      .set({
        email: request.email.trim(),
        phone: normalizePhone(request.phone) ?? request.phone.trim(),
        updatedAt: now,
      })
      .where(eq(holds.id, live.id))
      .returning();
    return updated ?? live;
  });
  return orderOf(deps, hold, now);
}

/** `DELETE booking/{id}/giftcode/{code}`: takes one code off the hold; 404 when it is not on it. */
export async function removeGiftcode(
  deps: THoldDeps,
  productId: number,
  holdId: string,
  code: string,
  visitor: TVisitor,
  now: Date,
): Promise<TBookingOrder> {
  const card = await findGiftCard(deps.db, code);
  const hold = await withLiveHold(deps.db, productId, holdId, visitor, now, async (tx, live) => {
    const removed = card
      ? await tx
          .delete(holdGiftcodes)
          .where(and(eq(holdGiftcodes.holdId, live.id), eq(holdGiftcodes.giftCardId, card.id)))
          .returning()
      : [];
    // Thrown inside the transaction, so a refused removal voids no payment.
    if (removed.length === 0) throw notFound('That gift code is not on this booking.');
    return live;
  });
  return orderOf(deps, hold, now);
}

/** `GET booking/{id}/hold/{hold_id}`: what the page needs to restore the flow after a reload or a decline. */
export async function getHoldState(
  deps: THoldDeps,
  productId: number,
  holdId: string,
  visitor: TVisitor,
  now: Date,
): Promise<TBookingHoldState> {
  const hold = await getHoldOr404(deps.db, productId, holdId, visitor);
  const [menuLines, cards, slotRows] = await Promise.all([
    findHoldMenus(deps.db, hold.id, hold.lang),
    findHoldGiftCards(deps.db, hold.id),
    deps.db
      .select({ time: timeSlots.time, time_end: timeSlots.timeEnd })
      .from(timeSlots)
      .where(eq(timeSlots.id, hold.slotId)),
  ]);
  const slot = slotRows[0];
  if (!slot) throw notFound('No such hold; choose a time again.');
  const order = await orderOf(deps, hold, now);
  return {
    hold_id: hold.id,
    product_id: hold.productId,
    expire_at: hold.expireAt.toISOString(),
    num_person: hold.covers,
    time: slot.time,
    time_end: slot.time_end,
    menus: Object.fromEntries(
      menuLines.map((line) => [String(line.menuId), { menu_id: line.menuId, num_person: line.count }]),
    ),
    guest: {
      name: hold.name,
      email: hold.email,
      phone: hold.phone,
      is_newsletter: hold.isNewsletter,
      coop_code: hold.coopCode,
      billing_zipcode: hold.billingZipcode,
      special_requests: hold.specialRequests,
    },
    giftcodes: cards.map(({ card }) => card.code),
    order,
  };
}
