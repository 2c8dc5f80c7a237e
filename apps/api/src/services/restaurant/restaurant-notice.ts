import { and, asc, eq, isNotNull } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { orderLines, orders } from '../../db/schema-booking.ts';
import { menus, timeSlots } from '../../db/schema.ts';
import { findBookingProduct } from '../booking/booking-product.ts';
import type { TMailer } from '../mailer/mailer.ts';
import { restaurantNoticeMail, type TRestaurantNoticeKind } from '../mailer/restaurant-notice-mail.ts';
import { withBase } from '../orders/links.ts';
import { buildDailyListPath } from './daily-list-link.ts';

export type TRestaurantNoticeDeps = {
  mailer: TMailer;
  /** Origin of the daily list link; '' gives a path, as every link in e-mails. */
  publicUrl: string;
  restaurantLinkSecret: string;
};

/** The Danish menu names of an order with how many of the party take each. */
async function findOrderMenus(tx: TDatabase, orderId: number) {
  const rows = await tx
    .select({ name: menus.nameDa, count: orderLines.quantity })
    .from(orderLines)
    .innerJoin(menus, eq(menus.id, orderLines.menuId))
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.menuId)))
    .orderBy(asc(orderLines.position));
  return rows.map((row) => ({ name: row.name, count: row.count ?? 0 }));
}

/**
 * Writes the place's notice of a booking made or cancelled to the outbox, in the caller's
 * transaction (as the guest's e-mail), once per order and kind. Places without a contact address
 * get nothing. Call it with `cancelled` when a confirmed booking is cancelled.
 */
export async function queueRestaurantNotice(
  tx: TDatabase,
  deps: TRestaurantNoticeDeps,
  orderId: number,
  kind: TRestaurantNoticeKind,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.kind !== 'booking' || order.productId === null || order.slotId === null) return;
  const [product, slots, orderMenus] = await Promise.all([
    findBookingProduct(tx, order.productId),
    tx
      .select({ date: timeSlots.serviceDate, time: timeSlots.time })
      .from(timeSlots)
      .where(eq(timeSlots.id, order.slotId)),
    findOrderMenus(tx, order.id),
  ]);
  const slot = slots[0];
  if (!product.contactEmail || !slot) return;
  await deps.mailer.enqueue(
    tx,
    await restaurantNoticeMail({
      kind,
      orderId: order.id,
      reference: order.reference,
      to: product.contactEmail,
      placeName: product.names.da.name,
      date: slot.date,
      time: slot.time,
      numPerson: order.numPerson ?? 0,
      menus: orderMenus,
      guestName: order.name,
      guestPhone: order.phone,
      specialRequests: order.specialRequests,
      dailyListUrl: withBase(
        deps.publicUrl,
        buildDailyListPath(deps.restaurantLinkSecret, product.id, slot.date),
      ),
    }),
  );
}
