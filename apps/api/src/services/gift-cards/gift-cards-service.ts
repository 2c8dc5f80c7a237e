import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getErrorMessage, mapUnprocessableError } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { bookings, giftCards, giftCardUses, guests } from '../../db/schema-booking.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { canonicalGiftcode, createGiftcode } from './giftcode-format.ts';

export type TGiftCard = typeof giftCards.$inferSelect;

/** What a gift code is checked against: the order it would pay for. */
export type TGiftcodeContext = {
  productId: number;
  numPerson: number;
  /** The guest's e-mail; '' when not known yet. */
  email: string;
  /** A valid member number (co-op card) is on the order. */
  hasMemberCard: boolean;
  now: Date;
};

/** Why a code cannot be used: the 422 `msg` of docs/product/spec.md §8 and `fields.error_message`. */
export type TGiftcodeProblem = { msg: string; code: string; data: Record<string, unknown> };

/** Bought gift cards are valid three years, the Danish statutory minimum. */
export const GIFT_CARD_VALIDITY_MS = 3 * 365 * 24 * 60 * 60 * 1000;

/** Use that counts against a card now: spent, or reserved by a payment still under way. */
const countsNow = (now: Date) =>
  sql`(${giftCardUses.status} = 'spent' or (${giftCardUses.status} = 'reserved' and ${giftCardUses.expireAt} > ${now.toISOString()}::timestamptz))`;

export async function findGiftCard(db: TDatabase, code: string): Promise<TGiftCard | undefined> {
  const canonical = canonicalGiftcode(code);
  if (canonical === '') return undefined;
  const rows = await db
    .select()
    .from(giftCards)
    .where(sql`replace(${giftCards.code}, '-', '') = ${canonical}`)
    .limit(1);
  return rows[0];
}

/** Øre taken and uses made, leaving out `exceptOrderId`'s own reservations. */
async function getGiftCardUsage(
  db: TDatabase,
  cardId: number,
  now: Date,
  exceptOrderId: number | null = null,
): Promise<{ taken: number; uses: number }> {
  const except = exceptOrderId === null ? sql`true` : sql`${giftCardUses.orderId} <> ${exceptOrderId}`;
  const rows = await db
    .select({
      taken: sql<number>`coalesce(sum(${giftCardUses.amount}), 0)`.mapWith(Number),
      uses: sql<number>`count(distinct ${giftCardUses.orderId})`.mapWith(Number),
    })
    .from(giftCardUses)
    .where(and(eq(giftCardUses.giftCardId, cardId), countsNow(now), except));
  return rows[0] ?? { taken: 0, uses: 0 };
}

/** The øre a card can still pay. */
export async function getGiftCardBalance(
  db: TDatabase,
  card: TGiftCard,
  now: Date,
  exceptOrderId: number | null = null,
) {
  const usage = await getGiftCardUsage(db, card.id, now, exceptOrderId);
  return { balance: Math.max(card.amount - usage.taken, 0), uses: usage.uses };
}

async function hasConfirmedBooking(db: TDatabase, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(guests, eq(guests.id, bookings.guestId))
    .where(and(eq(guests.email, email.trim().toLowerCase()), eq(bookings.status, 'confirmed')))
    .limit(1);
  return rows.length > 0;
}

const problem = (msg: string, code: string, data: Record<string, unknown>): TGiftcodeProblem => ({
  msg,
  code,
  data,
});

/**
 * Every rule of docs/product/readings.md "Money" and docs/product/spec.md §8, in the order a visitor can act on:
 * unknown, disabled, expired, other place, party size, other person, new customers only, member
 * card, maximum uses, nothing left. Null when the card can pay for this order.
 */
export async function findGiftcodeProblem(
  db: TDatabase,
  typed: string,
  card: TGiftCard | undefined,
  context: TGiftcodeContext,
  exceptOrderId: number | null = null,
): Promise<TGiftcodeProblem | null> {
  const data = { code: typed.trim() };
  if (!card) return problem(`Giftcode ${typed.trim()} is invalid`, 'giftcard_invalid', data);
  if (card.isDisabled) return problem('giftcard_validate_status', 'giftcard_validate_status', data);
  if (card.expireAt.getTime() <= context.now.getTime()) {
    return problem('giftcard_validate_expired', 'giftcard_validate_expired', {
      ...data,
      expire_at: card.expireAt.toISOString(),
    });
  }
  if (card.productId !== null && card.productId !== context.productId) {
    return problem('giftcard_validate_resto', 'giftcard_validate_resto', data);
  }
  if (card.numPerson !== null && card.numPerson !== context.numPerson) {
    return problem(`Giftcode is only valid for ${card.numPerson} people`, 'giftcard_num_person', {
      ...data,
      num_person: card.numPerson,
    });
  }
  if (card.email !== null && card.email !== context.email.trim().toLowerCase()) {
    return problem('giftcard_validate', 'giftcard_validate', data);
  }
  if (
    card.isNewCustomersOnly &&
    context.email.trim() !== '' &&
    (await hasConfirmedBooking(db, context.email))
  ) {
    return problem('giftcard_validate_user', 'giftcard_validate_user', data);
  }
  if (card.isMemberCardRequired && !context.hasMemberCard) {
    return problem('matas_card_validate', 'matas_card_validate', data);
  }
  const { balance, uses } = await getGiftCardBalance(db, card, context.now, exceptOrderId);
  if (card.maxUses !== null && uses >= card.maxUses) {
    return problem('giftcard_validate_maxuse', 'giftcard_validate_maxuse', {
      ...data,
      max_use: card.maxUses,
    });
  }
  if (balance <= 0) return problem('giftcard_validate_status', 'giftcard_validate_status', data);
  return null;
}

/**
 * The 422 of docs/product/spec.md §8: `msg`, the field error as the domain maps it, and
 * `fields.error_message` with code and data.
 */
export function giftcodeError(found: TGiftcodeProblem, field = 'last_giftcode'): HttpError {
  const mapped = mapUnprocessableError({ msg: found.msg, message: found.msg });
  return new HttpError(422, 'unprocessable', getErrorMessage(mapped.key, mapped.params), {
    msg: found.msg,
    errors: { [field]: mapped.key },
    fields: { error_message: { code: found.code, data: found.data } },
  });
}

/** Locks the cards (always in id order, so two checkouts never deadlock) and returns them by id. */
export async function lockGiftCards(tx: TDatabase, ids: readonly number[]): Promise<Map<number, TGiftCard>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...ids]))
    .orderBy(asc(giftCards.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Issues `quantity` new cards of `amount` øre for a paid gift-card order; returns their codes. */
export async function issueGiftCards(
  tx: TDatabase,
  { orderId, amount, quantity, now }: { orderId: number; amount: number; quantity: number; now: Date },
): Promise<string[]> {
  const values = Array.from({ length: quantity }, () => ({
    code: createGiftcode(),
    amount,
    expireAt: new Date(now.getTime() + GIFT_CARD_VALIDITY_MS),
    orderId,
  }));
  const rows = await tx.insert(giftCards).values(values).returning({ code: giftCards.code });
  return rows.map((row) => row.code);
}
