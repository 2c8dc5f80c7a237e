import { getAppliedGiftcodes, type TLocale, type TOrderConfirmation } from '@tredjedel/domain';
import { and, eq } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orders } from '../../db/schema-booking.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isSameSecret } from '../../lib/same-secret.ts';
import { coopCardOf } from '../booking/booking-order.ts';
import { findBookingProduct } from '../booking/booking-product.ts';
import { buildOrderCalendar } from './calendar.ts';
import { bookingConfirmationPath, withBase } from './links.ts';
import { findLines, findSlotFacts, type TOrder } from './order-records.ts';

/**
 * The order of `kind` (a booking unless said) that a link names by its public reference and
 * opens with its token, or a 404 (a wrong token reveals nothing): links never carry the internal
 * id (docs/decisions/0255-public-order-references.md).
 */
export async function findOrderForToken(
  db: TDatabase,
  reference: string,
  token: string,
  kind: TOrder['kind'] = 'booking',
): Promise<TOrder> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.kind, kind)));
  const order = rows[0];
  if (!order || !isSameSecret(order.token, token)) throw notFound(`No order ${reference} for this link.`);
  return order;
}

/** `GET orders/{reference}?token=…`: the confirmation. */
export async function getOrderConfirmation(
  db: TDatabase,
  reference: string,
  token: string,
  local: TLocale,
): Promise<TOrderConfirmation> {
  const order = await findOrderForToken(db, reference, token);
  if (order.productId === null || order.slotId === null)
    throw notFound(`No order ${reference} for this link.`);
  const [product, slot, lines, bookingRows] = await Promise.all([
    findBookingProduct(db, order.productId),
    findSlotFacts(db, order.slotId),
    findLines(db, order.id, local),
    db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, order.id)),
  ]);
  if (!slot) throw notFound(`No order ${reference} for this link.`);
  const coop = coopCardOf(order);
  return {
    reference: order.reference,
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
    giftcards: getAppliedGiftcodes(lines),
    cards: coop.cards,
    billing_zipcode: coop.billing_zipcode,
    special_requests: order.specialRequests,
  };
}

/** `GET orders/{reference}/calendar.ics?token=…`; `origin` (config.PUBLIC_URL) makes its URL absolute. */
export async function getOrderCalendar(
  db: TDatabase,
  reference: string,
  token: string,
  now: Date,
  origin: string,
): Promise<string> {
  const order = await findOrderForToken(db, reference, token);
  if (order.productId === null || order.slotId === null || order.status !== 'confirmed') {
    throw notFound(`Order ${reference} has no confirmed booking.`);
  }
  const [product, slot] = await Promise.all([
    findBookingProduct(db, order.productId),
    findSlotFacts(db, order.slotId),
  ]);
  if (!slot) throw notFound(`Order ${reference} has no confirmed booking.`);
  return buildOrderCalendar(
    order,
    product,
    slot,
    now,
    withBase(origin, bookingConfirmationPath(order.lang, order.reference, order.token)),
  );
}
