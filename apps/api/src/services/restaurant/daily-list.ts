import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TConsoleBooking } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orderLines, orders } from '../../db/schema-booking.ts';
import { menus, timeSlots } from '../../db/schema.ts';
import { consoleBookingMarks } from '../../db/schema-console.ts';
import { findBookingProduct } from '../booking/booking-product.ts';

/**
 * A place's bookings of one service day, confirmed and cancelled, by arrival: the one query behind
 * the console's today page and the signed daily list, which is its printed view
 * (docs/decisions/0500-restaurants-console.md, ADR 0204). One statement: each row carries its
 * menus (in Danish) as JSON. A field a row needs goes here once, into `TConsoleBooking`, and both
 * views show it.
 */
export async function findDayBookings(
  db: TDatabase,
  productId: number,
  date: string,
): Promise<TConsoleBooking[]> {
  const menusOfOrder = sql<{ name: string; count: number }[] | string>`coalesce((
      select json_agg(json_build_object('name', ${menus.nameDa}, 'count', coalesce(${orderLines.quantity}, 0))
        order by ${orderLines.position})
      from ${orderLines} inner join ${menus} on ${menus.id} = ${orderLines.menuId}
      where ${orderLines.orderId} = ${orders.id}), '[]'::json)`;
  const rows = await db
    .select({
      bookingId: bookings.id,
      reference: orders.reference,
      time: timeSlots.time,
      numPerson: bookings.covers,
      guestName: orders.name,
      guestPhone: orders.phone,
      specialRequests: orders.specialRequests,
      paid: orders.total,
      status: bookings.status,
      mark: consoleBookingMarks.mark,
      menus: menusOfOrder,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.slotId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(consoleBookingMarks, eq(consoleBookingMarks.bookingId, bookings.id))
    .where(
      and(
        eq(timeSlots.productId, productId),
        eq(timeSlots.serviceDate, date),
        inArray(bookings.status, ['confirmed', 'cancelled']),
      ),
    )
    .orderBy(asc(timeSlots.time), asc(orders.id));
  return rows.map((row) => ({
    booking_id: row.bookingId,
    order_reference: row.reference,
    time: row.time.slice(0, 5),
    num_person: row.numPerson,
    // node-postgres and PGlite both parse json; a driver that hands back text is read the same.
    menus: (typeof row.menus === 'string' ? JSON.parse(row.menus) : row.menus) as TConsoleBooking['menus'],
    guest_name: row.guestName,
    guest_phone: row.guestPhone,
    special_requests: row.specialRequests,
    paid: row.paid,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    mark: row.mark ?? null,
  }));
}

export type TDailyList = { placeName: string; date: string; bookings: TConsoleBooking[] };

/** The signed daily list (ADR 0204): the confirmed bookings of the console's today page. */
export async function findDailyList(db: TDatabase, productId: number, date: string): Promise<TDailyList> {
  const product = await findBookingProduct(db, productId);
  const list = await findDayBookings(db, productId, date);
  return {
    placeName: product.names.da.name,
    date,
    bookings: list.filter((booking) => booking.status === 'confirmed'),
  };
}
