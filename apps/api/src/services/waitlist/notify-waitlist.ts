import { and, asc, eq, gt, gte, inArray, notExists, sql } from 'drizzle-orm';
import { buildBookingStep1Path, getCoversToOffer, pickWaitlistToNotify } from '@tredjedel/domain';

import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/database.ts';
import { timeSlots } from '../../db/schema.ts';
import { holds } from '../../db/schema-booking.ts';
import { waitlistEntries } from '../../db/schema-waitlist.ts';
import { findSlotCovers } from '../../plugins/app/inventory-repository.ts';
import { findBookingProduct } from '../booking/booking-product.ts';
import type { TMailer } from '../mailer/mailer.ts';
import { waitlistMail } from '../mailer/waitlist-mail.ts';
import { withBase } from '../orders/links.ts';
import { buildOptOutPath, waitlistOptOutSecretOf } from './opt-out-link.ts';
import { emailHashOf, takeMailAllowance } from './recipients.ts';

export type TWaitlistNotifyDeps = {
  db: TDatabase;
  mailer: Pick<TMailer, 'enqueue'>;
  /** Absolute links in the e-mail when set (PUBLIC_URL), else paths. */
  publicUrl: string;
  /** Covers offered to someone count as taken this long (WAITLIST_OFFER_MINUTES). */
  offerMs: number;
  /** Signs each e-mail's opt-out link (ADR 0415). */
  optOutSecret: string;
};

/** The check's dependencies from configuration: it only queues e-mails, the outbox worker sends them. */
export function createWaitlistNotifyDeps(
  db: TDatabase,
  config: TConfig,
  mailer: TMailer,
): TWaitlistNotifyDeps {
  return {
    db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    offerMs: config.WAITLIST_OFFER_MINUTES * 60_000,
    optOutSecret: waitlistOptOutSecretOf(config),
  };
}

/** Slots checked per round at most, so one round stays short. */
const SLOTS_PER_ROUND = 100;

/**
 * The waitlist check (docs/decisions/0415-waitlist-for-a-sold-out-time.md): for each slot that has
 * people waiting and has not passed (or only `slotIds`, when a cancellation asks at once), tells
 * the waiting whose party fits in the covers that came back, in the order they joined, through the
 * e-mail outbox. Each slot is handled under its row lock taken with SKIP LOCKED, in the same
 * transaction that marks the entries notified and queues their e-mails: any number of processes
 * may run it at once, and no freeing is told twice. An address that opted out, or had its 3
 * waitlist e-mails today, is passed over and the covers go to the next in line (ADR 0415).
 * Returns how many were told.
 */
export async function notifyWaitlist(
  deps: TWaitlistNotifyDeps,
  now: Date,
  slotIds?: readonly number[],
): Promise<number> {
  const candidates = await deps.db
    .selectDistinct({ slotId: waitlistEntries.slotId })
    .from(waitlistEntries)
    .innerJoin(timeSlots, eq(timeSlots.id, waitlistEntries.slotId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        gt(timeSlots.validUntil, now),
        slotIds ? inArray(waitlistEntries.slotId, [...slotIds]) : undefined,
      ),
    )
    .limit(SLOTS_PER_ROUND);
  let told = 0;
  for (const { slotId } of candidates) told += await notifySlot(deps, now, slotId);
  return told;
}

async function notifySlot(deps: TWaitlistNotifyDeps, now: Date, slotId: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // The slot row is what holds lock too (ADR 0201): while a hold is being made here, or another
    // process checks this slot, skip it; the next round looks again.
    const locked = await tx
      .select({
        id: timeSlots.id,
        productId: timeSlots.productId,
        time: timeSlots.time,
        validUntil: timeSlots.validUntil,
      })
      .from(timeSlots)
      .where(eq(timeSlots.id, slotId))
      .for('update', { skipLocked: true });
    const slot = locked[0];
    if (!slot || slot.validUntil.getTime() <= now.getTime()) return 0;
    const free = await findSlotCovers(tx, slotId, now);
    // An offer still counts while its window lasts, unless the visitor told has since held this
    // slot with the address we wrote to: their covers then count as held (or booked, once the
    // hold is paid), and counting them as offered too would keep the next in line waiting.
    const recentlyOffered = await tx
      .select({ party: waitlistEntries.party })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.slotId, slotId),
          eq(waitlistEntries.status, 'notified'),
          gt(waitlistEntries.notifiedAt, new Date(now.getTime() - deps.offerMs)),
          notExists(
            tx
              .select({ id: holds.id })
              .from(holds)
              .where(
                and(
                  eq(holds.slotId, waitlistEntries.slotId),
                  sql`lower(${holds.email}) = ${waitlistEntries.email}`,
                  gte(holds.createdAt, waitlistEntries.notifiedAt),
                ),
              ),
          ),
        ),
      );
    const coversToOffer = getCoversToOffer(
      free.left,
      recentlyOffered.map((entry) => entry.party),
    );
    if (coversToOffer <= 0) return 0;
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.slotId, slotId), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.id));
    if (waiting.length === 0) return 0;
    const product = await findBookingProduct(tx, slot.productId);
    let candidates = waiting;
    let coversLeft = coversToOffer;
    let told = 0;
    for (;;) {
      const picked = new Set(pickWaitlistToNotify(candidates, coversLeft));
      const passedOver = new Set<number>();
      for (const entry of candidates) {
        if (!picked.has(entry.id)) continue;
        if (!(await takeMailAllowance(tx, entry.email, now))) {
          passedOver.add(entry.id);
          continue;
        }
        await tellEntry(deps, tx, now, { entry, product, time: slot.time });
        coversLeft -= entry.party;
        told += 1;
      }
      // Covers meant for someone passed over go to the next in line, picked again.
      if (passedOver.size === 0) break;
      candidates = candidates.filter((entry) => !picked.has(entry.id));
    }
    return told;
  });
}

type TTell = {
  entry: typeof waitlistEntries.$inferSelect;
  product: Awaited<ReturnType<typeof findBookingProduct>>;
  time: string;
};

async function tellEntry(
  deps: TWaitlistNotifyDeps,
  tx: TDatabase,
  now: Date,
  { entry, product, time }: TTell,
) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'notified', notifiedAt: now })
    .where(eq(waitlistEntries.id, entry.id));
  const path = buildBookingStep1Path(entry.lang, product.productType, product.names[entry.lang].slug, {
    person: entry.party,
    time,
  });
  await deps.mailer.enqueue(
    tx,
    await waitlistMail({
      entryId: entry.id,
      to: entry.email,
      lang: entry.lang,
      placeName: product.names[entry.lang].name,
      time,
      party: entry.party,
      bookingUrl: withBase(deps.publicUrl, path),
      optOutUrl: withBase(
        deps.publicUrl,
        buildOptOutPath(deps.optOutSecret, entry.lang, emailHashOf(entry.email)),
      ),
    }),
  );
}
