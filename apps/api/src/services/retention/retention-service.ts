import { getServiceDate } from '@tredjedel/domain';
import { and, isNotNull, lt, sql } from 'drizzle-orm';

import type { TDatabase } from '../../db/database.ts';
import { holds, outboxEmails, rateLimits } from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';
import { lockSlot } from '../booking/holds-service.ts';
import { deletePassedWaitlistEntries } from '../waitlist/lapse-waitlist.ts';

const DAY_MS = 24 * 60 * 60_000;

export type TPruned = { holds: number; slots: number; mails: number; rateLimits: number; waitlist: number };

/**
 * Forgets what no visitor, guest or accountant needs any more, `days` after it stopped mattering:
 * - holds that ran out without becoming an order (an order keeps its hold as a record);
 * - past days' time slots that no hold, booking or order points at;
 * - e-mails delivered by SMTP (they hold names, addresses and codes); undelivered ones stay for
 *   the outbox page and a later retry;
 * - rate-limit windows that ended over an hour ago;
 * - waitlist entries as soon as their slot has passed, not `days` later: the visitor was promised
 *   their address is deleted then (docs/decisions/0415-waitlist-for-a-sold-out-time.md).
 * Orders, bookings, payments and their events are kept: they are the accounts.
 */
export async function pruneExpired(db: TDatabase, now: Date, days: number): Promise<TPruned> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const cutoffDate = getServiceDate(cutoff);
  return db.transaction(async (tx) => {
    // Before the slots: a slot with entries would otherwise go first and take them by cascade.
    const prunedWaitlist = await deletePassedWaitlistEntries(tx, now);
    // Lapsed holds still in their slot's figure leave it first, under each slot's lock taken in the
    // order every hold write takes slots (ADR 0201), so the deletion below changes no slot row.
    const counted = await tx.execute(sql`
      select distinct s.id, s.product_id, s.service_date, s.time from ${timeSlots} s
        join ${holds} h on h.slot_id = s.id
        where h.status = 'active' and h.is_counted and h.expire_at < ${cutoff.toISOString()}::timestamptz
        order by s.product_id, s.service_date, s.time`);
    for (const slot of (counted as { rows: { id: number }[] }).rows)
      await lockSlot(tx, slot.id, now, null, 0);
    const prunedHolds = await tx
      .delete(holds)
      .where(
        and(
          lt(holds.expireAt, cutoff),
          sql`${holds.status} = 'active'`,
          sql`not exists (select 1 from orders where orders.hold_id = ${holds.id})`,
        ),
      )
      .returning({ id: holds.id });
    const prunedSlots = await tx
      .delete(timeSlots)
      .where(
        and(
          lt(timeSlots.serviceDate, cutoffDate),
          sql`not exists (select 1 from holds where holds.slot_id = ${timeSlots.id})`,
          sql`not exists (select 1 from bookings where bookings.slot_id = ${timeSlots.id})`,
          sql`not exists (select 1 from orders where orders.slot_id = ${timeSlots.id})`,
        ),
      )
      .returning({ id: timeSlots.id });
    const prunedMails = await tx
      .delete(outboxEmails)
      .where(and(isNotNull(outboxEmails.sentAt), lt(outboxEmails.sentAt, cutoff)))
      .returning({ id: outboxEmails.id });
    const prunedRateLimits = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, new Date(now.getTime() - 60 * 60_000)))
      .returning({ key: rateLimits.key });
    return {
      holds: prunedHolds.length,
      slots: prunedSlots.length,
      mails: prunedMails.length,
      rateLimits: prunedRateLimits.length,
      waitlist: prunedWaitlist,
    };
  });
}
