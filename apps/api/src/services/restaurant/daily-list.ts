import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orderLines, orders } from '../../db/schema-booking.ts';
import { menus, timeSlots } from '../../db/schema.ts';
import { findBookingProduct } from '../booking/booking-product.ts';

type TDailyBooking = {
  orderId: number;
  /** The public order reference the guest has (ADR 0255). */
  reference: string;
  time: string;
  numPerson: number;
  menus: { name: string; count: number }[];
  guestName: string;
  guestPhone: string;
};

export type TDailyList = { placeName: string; date: string; bookings: TDailyBooking[] };

/** A place's confirmed bookings of one service day, by arrival time, with their menus in Danish. */
export async function findDailyList(db: TDatabase, productId: number, date: string): Promise<TDailyList> {
  const product = await findBookingProduct(db, productId);
  const rows = await db
    .select({
      orderId: orders.id,
      reference: orders.reference,
      time: timeSlots.time,
      numPerson: bookings.covers,
      guestName: orders.name,
      guestPhone: orders.phone,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.slotId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(timeSlots.productId, productId),
        eq(timeSlots.serviceDate, date),
        eq(bookings.status, 'confirmed'),
      ),
    )
    .orderBy(asc(timeSlots.time), asc(orders.id));
  const orderIds = rows.map((row) => row.orderId);
  const menuRows =
    orderIds.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, name: menus.nameDa, count: orderLines.quantity })
          .from(orderLines)
          .innerJoin(menus, eq(menus.id, orderLines.menuId))
          .where(and(inArray(orderLines.orderId, orderIds), isNotNull(orderLines.menuId)))
          .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return {
    placeName: product.names.da.name,
    date,
    bookings: rows.map((row) => ({
      ...row,
      menus: menuRows
        .filter((menu) => menu.orderId === row.orderId)
        .map((menu) => ({ name: menu.name, count: menu.count ?? 0 })),
    })),
  };
}
