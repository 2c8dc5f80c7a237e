import {
  calculateBookingPrice,
  resolveCoopCard,
  type TBookingOrder,
  type TBookingPaymentResponse,
  type TBookingPrice,
  type TGiftcodeBalance,
  type TLocale,
  type TPricedMenu,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { getGiftCardBalance } from '../gift-cards/gift-cards-service.ts';
import { findHoldGiftCards, findHoldMenus } from './hold-lines.ts';
import type { THold } from './holds-service.ts';

/**
 * The card entry a hold or an order carries, read from its stored columns by the domain's co-op
 * rule: every "has a member card" and every `cards` answer reads it here.
 */
export const coopCardOf = (row: { coopCode: string | null; billingZipcode: string | null }) =>
  resolveCoopCard(row.coopCode ?? '', row.billingZipcode ?? '');

/**
 * Lines to a price, for every step of the booking walk on the server (calculate, hold, guest,
 * gift code, payment): the domain's pricing, the browser's too, with the configured fee
 * (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md).
 */
export function priceBooking(
  menus: readonly TPricedMenu[],
  administrationFee: number,
  lang: TLocale,
  giftcodes: readonly TGiftcodeBalance[] = [],
): TBookingPrice {
  return calculateBookingPrice({ menus, administrationFee, giftcodes, locale: lang });
}

/**
 * The hold's price now: its menus, the fee, and its gift codes with what each can still pay, or
 * `giftcodes` when the caller has counted them itself (under its locks, leaving out its own order).
 */
export async function priceHold(
  db: TDatabase,
  hold: THold,
  administrationFee: number,
  now: Date,
  options: { lang?: TLocale; giftcodes?: readonly TGiftcodeBalance[] } = {},
): Promise<TBookingPrice> {
  const lang = options.lang ?? hold.lang;
  const [menuLines, giftcodes] = await Promise.all([
    findHoldMenus(db, hold.id, lang),
    options.giftcodes ?? balancesOf(db, hold.id, now),
  ]);
  const menus = menuLines.map((line) => ({
    menu: { id: line.menuId, name: line.name, price_sale: line.priceSale, weight: line.weight },
    num_person: line.count,
  }));
  return priceBooking(menus, administrationFee, lang, giftcodes);
}

async function balancesOf(db: TDatabase, holdId: string, now: Date): Promise<TGiftcodeBalance[]> {
  const giftcodes: TGiftcodeBalance[] = [];
  for (const { card } of await findHoldGiftCards(db, holdId)) {
    const { balance } = await getGiftCardBalance(db, card, now);
    giftcodes.push({ code: card.code, balance });
  }
  return giftcodes;
}

/** An order placed from a hold: its ids and where its guest pays (or sees it confirmed). */
/** An order once placed: named by its public reference, never its internal id (ADR 0255). */
type TPlacedOrder = { reference: string; bookingId: number; guestId: number; paymentUrl: string };

/**
 * The booking order of docs/product/spec.md §3, as it stands on a hold (no order yet) or once
 * placed: every answer of the booking walk that carries an order builds it here.
 */
export function toBookingOrder(
  hold: THold,
  price: Pick<TBookingPrice, 'line_items' | 'total' | 'giftcards'>,
  placed?: TPlacedOrder,
): TBookingOrder {
  const coop = coopCardOf(hold);
  return {
    hold_id: hold.id,
    order_id: placed?.reference ?? null,
    booking_id: placed?.bookingId ?? null,
    guest_id: placed?.guestId ?? null,
    expire_at: hold.expireAt.toISOString(),
    payment_url: placed?.paymentUrl ?? null,
    line_items: price.line_items,
    total: price.total,
    giftcards: price.giftcards,
    cards: coop.cards,
    billing_zipcode: coop.billing_zipcode,
  };
}

/** The answer of `POST booking/{id}/payment`: the placed order and where to pay. */
export function toPaymentAnswer(
  hold: THold,
  price: Pick<TBookingPrice, 'line_items' | 'total' | 'giftcards'>,
  placed: TPlacedOrder,
): TBookingPaymentResponse {
  return {
    hold_id: hold.id,
    booking: { id: placed.bookingId, guest_id: placed.guestId },
    payment_link: placed.paymentUrl,
    order: toBookingOrder(hold, price, placed),
  };
}
