import type { FastifyBaseLogger } from 'fastify';

import { notFound } from '../../lib/http-errors.ts';
import { cancelBooking } from '../orders/cancel-booking.ts';
import type { TOrderDeps } from '../orders/order-deps.ts';
import { recordAudit } from './audit.ts';
import type { TPlaceAccess } from './place-access.ts';
import { findPlaceBooking } from './today-bookings.ts';

/**
 * `POST console/places/{id}/bookings/{booking_id}/cancel`: the place cancels on the guest's behalf
 * through the guest's own use case (services/orders/cancel-booking.ts), so the refund, the covers
 * coming back and both e-mails are exactly as when the guest cancels, cut-off included.
 */
export async function cancelForGuest(
  deps: TOrderDeps,
  access: TPlaceAccess,
  bookingId: number,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const booking = await findPlaceBooking(deps.db, access, bookingId);
  if (!booking) throw notFound(`No booking ${bookingId} at this place.`);
  const answer = await cancelBooking(
    deps,
    booking.reference,
    { token: booking.token, lang: booking.lang },
    now,
    log,
  );
  await recordAudit(
    deps.db,
    access,
    'booking.cancel',
    { booking_id: bookingId, status: booking.status },
    { booking_id: bookingId, status: answer.status },
    now,
  );
}
