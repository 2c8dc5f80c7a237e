import {
  canJoinWaitlist,
  getErrorMessage,
  getSlotStatusForParty,
  validateEmail,
  type TWaitlistRequest,
  type TWaitlistResponse,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { waitlistEntries } from '../../db/schema-waitlist.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { TInventoryRepository } from '../../plugins/app/inventory-repository.ts';
import { unprocessableFields } from '../booking/booking-errors.ts';
import { findBookingProduct } from '../booking/booking-product.ts';
import { emailHashOf, isOptedOut } from './recipients.ts';

export type TJoinWaitlist = {
  productId: number;
  request: TWaitlistRequest;
  clientAddress: string;
  now: Date;
};

/**
 * Puts a visitor on the waitlist of one of today's times (docs/decisions/0415-waitlist-for-a-sold-out-time.md):
 * only with consent, a valid address, and while the time has not passed and the party cannot book
 * it now (409 otherwise: book it instead). One entry per address and time: joining again keeps
 * the first place in line. The answer is the same whether the address was waiting already, has
 * opted out of waitlists (then nothing is stored) or is new, so it tells nobody who waits where
 * (ADR 0415).
 */
export async function joinWaitlist(
  db: TDatabase,
  inventory: TInventoryRepository,
  { productId, request, clientAddress, now }: TJoinWaitlist,
): Promise<TWaitlistResponse> {
  const emailError = validateEmail(request.email);
  if (emailError) throw unprocessableFields({ email: emailError.key });
  if (!request.is_accept_terms) throw unprocessableFields({ is_accept_terms: 'errors.waitlist_consent' });
  await findBookingProduct(db, productId);
  const slots = await inventory.findSlots(productId, now);
  const slot = slots.find((candidate) => candidate.time === request.time);
  if (!slot || slot.validUntil.getTime() <= now.getTime()) throw unprocessableFields({ time: 'errors.time' });
  if (!canJoinWaitlist(getSlotStatusForParty(slot, now, request.seat))) {
    throw new HttpError(409, 'conflict', getErrorMessage('errors.waitlist_in_stock'), {
      msg: 'in_stock',
      errors: { time: 'errors.waitlist_in_stock' },
    });
  }
  const email = request.email.trim().toLowerCase();
  if (!(await isOptedOut(db, emailHashOf(email))))
    await db
      .insert(waitlistEntries)
      .values({
        productId,
        slotId: slot.id,
        email,
        party: request.seat,
        lang: request.lang,
        clientAddress,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [waitlistEntries.slotId, waitlistEntries.email] });
  return {
    status: 'waiting',
    time: slot.time,
    seat: request.seat,
  };
}
