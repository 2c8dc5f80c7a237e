import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TConsoleBooking, TConsoleToday } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orderLines, orders } from '../../db/schema-booking.ts';
import { menus, timeSlots } from '../../db/schema.ts';
import { consoleBookingMarks } from '../../db/schema-console.ts';
import type { TPlaceAccess } from './place-access.ts';

/**
 * `GET console/places/{id}/today`: the place's bookings of a service day (confirmed and cancelled),
 * by arrival, with menus in Danish, guest, paid amount and the place's mark. The page asks again
 * every second, so a booking or cancellation shows within two (docs/decisions/0500-restaurants-console.md).
 */
export async function listDayBookings(
  db: TDatabase,
  access: TPlaceAccess,
  date: string,
): Promise<TConsoleToday> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      orderId: orders.id,
      reference: orders.reference,
      time: timeSlots.time,
      numPerson: bookings.covers,
      guestName: orders.name,
      guestPhone: orders.phone,
      paid: orders.total,
      status: bookings.status,
      mark: consoleBookingMarks.mark,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.slotId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(consoleBookingMarks, eq(consoleBookingMarks.bookingId, bookings.id))
    .where(
      and(
        eq(timeSlots.productId, access.placeId),
        eq(timeSlots.serviceDate, date),
        inArray(bookings.status, ['confirmed', 'cancelled']),
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
  const list: TConsoleBooking[] = rows.map((row) => ({
    booking_id: row.bookingId,
    order_reference: row.reference,
    time: row.time.slice(0, 5),
    num_person: row.numPerson,
    menus: menuRows
      .filter((menu) => menu.orderId === row.orderId)
      .map((menu) => ({ name: menu.name, count: menu.count ?? 0 })),
    guest_name: row.guestName,
    guest_phone: row.guestPhone,
    paid: row.paid,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    mark: row.mark ?? null,
  }));
  return { date, place: { id: access.placeId, name: access.name, role: access.role }, bookings: list };
}

/** The booking, when it is one of this place's; else null (answered 404). */
export async function findPlaceBooking(db: TDatabase, access: TPlaceAccess, bookingId: number) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      reference: orders.reference,
      token: orders.token,
      lang: orders.lang,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.slotId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(bookings.id, bookingId), eq(timeSlots.productId, access.placeId)));
  return row ?? null;
}
