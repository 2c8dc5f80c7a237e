import { and, eq } from 'drizzle-orm';
import type { TConsoleToday } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { bookings, orders } from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';
import { findDayBookings } from '../restaurant/daily-list.ts';
import type { TPlaceAccess } from './place-access.ts';

/**
 * `GET console/places/{id}/today`: the place's bookings of a service day (confirmed and cancelled),
 * by arrival, with menus in Danish, guest, paid amount and the place's mark: the same query as the
 * signed daily list (services/restaurant/daily-list.ts). The page asks again every second, so a
 * booking or cancellation shows within two (docs/decisions/0500-restaurants-console.md).
 */
export async function listDayBookings(
  db: TDatabase,
  access: TPlaceAccess,
  date: string,
): Promise<TConsoleToday> {
  const list = await findDayBookings(db, access.placeId, date);
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
