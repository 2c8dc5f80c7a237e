import {
  buildPath,
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
import type { TMailer } from '../mailer/mailer.ts';
import { waitlistJoinedMail } from '../mailer/waitlist-mail.ts';
import { withBase } from '../orders/links.ts';
import { buildOptOutPath } from './opt-out-link.ts';
import { emailHashOf, isOptedOut, takeMailAllowance } from './recipients.ts';

/** What a sign-up needs beside the database: the confirmation's mailer and links (ADR 0415). */
export type TJoinWaitlistDeps = {
  db: TDatabase;
  inventory: TInventoryRepository;
  mailer: Pick<TMailer, 'enqueue'>;
  /** Absolute links in the e-mail when set (PUBLIC_URL), else paths. */
  publicUrl: string;
  /** Signs the e-mail's opt-out link. */
  optOutSecret: string;
};

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
 * (ADR 0415). A new entry is confirmed by e-mail, with the one-click opt-out, in the transaction
 * that stores it; the confirmation counts toward the address's daily cap of waitlist e-mails, so
 * nobody can flood an address by signing it up on many lists.
 */
export async function joinWaitlist(
  deps: TJoinWaitlistDeps,
  { productId, request, clientAddress, now }: TJoinWaitlist,
): Promise<TWaitlistResponse> {
  const { db, inventory } = deps;
  const emailError = validateEmail(request.email);
  if (emailError) throw unprocessableFields({ email: emailError.key });
  if (!request.is_accept_terms) throw unprocessableFields({ is_accept_terms: 'errors.waitlist_consent' });
  const product = await findBookingProduct(db, productId);
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
  if (!(await isOptedOut(db, emailHashOf(email)))) {
    await db.transaction(async (tx) => {
      const [entry] = await tx
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
        .onConflictDoNothing({ target: [waitlistEntries.slotId, waitlistEntries.email] })
        .returning({ id: waitlistEntries.id });
      // Joining again changes nothing and sends nothing; a capped address is listed unconfirmed.
      if (!entry || !(await takeMailAllowance(tx, email, now))) return;
      const { name, slug } = product.names[request.lang];
      await deps.mailer.enqueue(
        tx,
        await waitlistJoinedMail({
          entryId: entry.id,
          to: email,
          lang: request.lang,
          placeName: name,
          time: slot.time,
          party: request.seat,
          placeUrl: withBase(
            deps.publicUrl,
            buildPath({ name: 'product', productType: product.productType, slug }, request.lang),
          ),
          optOutUrl: withBase(
            deps.publicUrl,
            buildOptOutPath(deps.optOutSecret, request.lang, emailHashOf(email)),
          ),
        }),
      );
    });
  }
  return {
    status: 'waiting',
    time: slot.time,
    seat: request.seat,
  };
}
