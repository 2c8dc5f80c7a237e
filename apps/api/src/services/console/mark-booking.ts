import { eq } from 'drizzle-orm';
import type { TBookingMark } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { consoleBookingMarks } from '../../db/schema-console.ts';
import { notFound } from '../../lib/http-errors.ts';
import { recordAudit } from './audit.ts';
import type { TPlaceAccess } from './place-access.ts';
import { findPlaceBooking } from './today-bookings.ts';

/** `POST console/places/{id}/bookings/{booking_id}/mark`: arrived, no-show, or neither (null). */
export async function markBooking(
  db: TDatabase,
  access: TPlaceAccess,
  bookingId: number,
  mark: TBookingMark | null,
  now: Date,
): Promise<void> {
  const booking = await findPlaceBooking(db, access, bookingId);
  if (!booking) throw notFound(`No booking ${bookingId} at this place.`);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(consoleBookingMarks)
      .where(eq(consoleBookingMarks.bookingId, bookingId));
    if (mark === null)
      await tx.delete(consoleBookingMarks).where(eq(consoleBookingMarks.bookingId, bookingId));
    else
      await tx
        .insert(consoleBookingMarks)
        .values({ bookingId, mark, userId: access.user.id, markedAt: now })
        .onConflictDoUpdate({
          target: consoleBookingMarks.bookingId,
          set: { mark, userId: access.user.id, markedAt: now },
        });
    await recordAudit(
      tx,
      access,
      'booking.mark',
      { booking_id: bookingId, mark: before?.mark ?? null },
      { booking_id: bookingId, mark },
      now,
    );
  });
}
