import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  getServiceDate,
  getServiceInstant,
  TABLE_DURATION_SECONDS,
  type TConsoleCloseAnswer,
  type TConsolePublishSlotRequest,
  type TConsoleSlot,
  type TConsoleTables,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { holds } from '../../db/schema-booking.ts';
import { products, timeSlots } from '../../db/schema.ts';
import { consoleSlotClosures } from '../../db/schema-console.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { slotCoversSql, type TInventoryRepository } from '../../plugins/app/inventory-repository.ts';
import { recordAudit } from './audit.ts';
import { coversTakenAtLockedSlot } from './covers-taken.ts';
import { listMenus } from './menus.ts';
import type { TPlaceAccess } from './place-access.ts';

const DAY_MS = 86_400_000;
const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The days a place may publish: today and tomorrow (docs/decisions/0500-restaurants-console.md). */
const publishableDates = (now: Date): string[] => {
  const today = getServiceDate(now);
  return [today, nextDate(today)];
};

function requirePublishableDate(date: string, now: Date): void {
  if (!publishableDates(now).includes(date))
    throw new HttpError(422, 'unprocessable_entity', 'Times can be published for today and tomorrow only.', {
      errors: { date: 'console.date' },
    });
}

export type TTablesDeps = { db: TDatabase; inventory: TInventoryRepository };

/** `GET console/places/{id}/tables?date=`: the day's times with what is held and booked, and the menus. */
export async function getTables(
  deps: TTablesDeps,
  access: TPlaceAccess,
  date: string,
  now: Date,
): Promise<TConsoleTables> {
  requirePublishableDate(date, now);
  await deps.inventory.ensureServiceDay(date);
  const ofTheDay = deps.db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(and(eq(timeSlots.productId, access.placeId), eq(timeSlots.serviceDate, date)));
  const rows = await deps.db
    .select({
      id: timeSlots.id,
      time: timeSlots.time,
      covers: timeSlots.covers,
      held: sql<number>`covers.covers_held`.mapWith(Number),
      booked: sql<number>`covers.covers_booked`.mapWith(Number),
      closedAt: consoleSlotClosures.closedAt,
    })
    .from(timeSlots)
    .innerJoin(sql`${slotCoversSql(ofTheDay, now)} as covers`, sql`covers.slot_id = ${timeSlots.id}`)
    .leftJoin(consoleSlotClosures, eq(consoleSlotClosures.slotId, timeSlots.id))
    .orderBy(asc(timeSlots.time));
  const slots: TConsoleSlot[] = rows.map((row) => ({
    id: row.id,
    time: row.time.slice(0, 5),
    covers: row.covers,
    covers_held: row.held,
    covers_booked: row.booked,
    is_closed: row.closedAt !== null,
  }));
  return { date, dates: publishableDates(now), slots, menus: await listMenus(deps.db, access.placeId) };
}

/** 409 with how many covers are taken, in both languages' words (the page shows its own). */
function coversTooFew(taken: { held: number; booked: number }): HttpError {
  const total = taken.held + taken.booked;
  return new HttpError(
    409,
    'covers_taken',
    `${total} covers are taken (${taken.booked} booked, ${taken.held} held): covers cannot be set below ${total}.`,
    { msg: 'console.covers_taken', taken: total, held: taken.held, booked: taken.booked },
  );
}

/**
 * `POST console/places/{id}/slots`: publishes a time on today or tomorrow, or sets the covers of
 * one already there. The slot's row is locked FOR UPDATE first and the covers held and booked are
 * counted after the lock, so a hold taken at the same moment is either counted here or waits and
 * sees the new covers: covers never drop below held plus booked (docs/decisions/0500-restaurants-console.md).
 */
export async function publishSlot(
  deps: TTablesDeps,
  access: TPlaceAccess,
  request: TConsolePublishSlotRequest,
  now: Date,
): Promise<TConsoleSlot> {
  requirePublishableDate(request.date, now);
  await deps.inventory.ensureServiceDay(request.date);
  const time = `${request.time}:00`;
  const arrival = getServiceInstant(request.date, time);
  if (arrival.getTime() <= now.getTime())
    throw new HttpError(422, 'unprocessable_entity', 'This time has passed.', {
      errors: { time: 'errors.time' },
    });
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(timeSlots)
      .values({
        productId: access.placeId,
        serviceDate: request.date,
        time,
        timeEnd: sql`${time}::time + ${`${TABLE_DURATION_SECONDS} seconds`}::interval`,
        covers: 0,
        validUntil: arrival,
      })
      .onConflictDoNothing();
    const [slot] = await tx
      .select()
      .from(timeSlots)
      .where(
        and(
          eq(timeSlots.productId, access.placeId),
          eq(timeSlots.serviceDate, request.date),
          eq(timeSlots.time, time),
        ),
      )
      .for('update');
    if (!slot) throw notFound('No such time.');
    const taken = await coversTakenAtLockedSlot(tx, slot.id, now);
    if (request.covers < taken.held + taken.booked) throw coversTooFew(taken);
    await tx.update(timeSlots).set({ covers: request.covers }).where(eq(timeSlots.id, slot.id));
    // A new place goes on the public pages with its first time on sale (services/console/create-place.ts).
    if (request.covers > 0)
      await tx
        .update(products)
        .set({ onSaleSince: now })
        .where(and(eq(products.id, access.placeId), isNull(products.onSaleSince)));
    await recordAudit(
      tx,
      access,
      'slot.covers',
      { date: request.date, time: request.time, covers: slot.covers },
      { date: request.date, time: request.time, covers: request.covers },
      now,
    );
    const [closure] = await tx
      .select()
      .from(consoleSlotClosures)
      .where(eq(consoleSlotClosures.slotId, slot.id));
    return {
      id: slot.id,
      time: request.time,
      covers: request.covers,
      covers_held: taken.held,
      covers_booked: taken.booked,
      is_closed: closure !== undefined,
    };
  });
}

/**
 * Closes or reopens times of the place: closing moves `valid_until` to now, so `take_hold` takes no
 * new hold there; bookings stand, and so do holds already taken, which keep their 15 minutes and can
 * still be paid (ADR 0205; services/booking/live-hold.ts). The answer counts those holds, so the
 * console can say that guests may still pay. Reopening sets `valid_until` back to the arrival.
 * `target.date`: every time of that day (the whole evening). Each slot is locked FOR UPDATE, in id
 * order, as holds lock it (ADR 0201).
 */
export async function setSlotsClosed(
  deps: TTablesDeps,
  access: TPlaceAccess,
  target: { slotId: number } | { date: string },
  isClosed: boolean,
  now: Date,
): Promise<TConsoleCloseAnswer> {
  if ('date' in target) requirePublishableDate(target.date, now);
  return deps.db.transaction(async (tx) => {
    const where =
      'date' in target
        ? and(eq(timeSlots.productId, access.placeId), eq(timeSlots.serviceDate, target.date))
        : and(eq(timeSlots.productId, access.placeId), eq(timeSlots.id, target.slotId));
    const slots = await tx.select().from(timeSlots).where(where).orderBy(asc(timeSlots.id)).for('update');
    if (slots.length === 0 && !('date' in target)) throw notFound('No such time at this place.');
    const ids = slots.map((slot) => slot.id);
    if (ids.length === 0) return { status: 'ok' as const, holds: 0, covers_held: 0 };
    const closed = await tx
      .select()
      .from(consoleSlotClosures)
      .where(inArray(consoleSlotClosures.slotId, ids));
    const closedIds = new Set(closed.map((row) => row.slotId));
    const changing = slots.filter((slot) => closedIds.has(slot.id) !== isClosed);
    for (const slot of changing) {
      const arrival = getServiceInstant(slot.serviceDate, slot.time);
      if (isClosed) {
        await tx
          .insert(consoleSlotClosures)
          .values({ slotId: slot.id, userId: access.user.id, closedAt: now });
        // A second before now: the listing counts a slot whose valid_until is now as still open.
        const until = new Date(Math.min(arrival.getTime(), now.getTime() - 1000));
        await tx.update(timeSlots).set({ validUntil: until }).where(eq(timeSlots.id, slot.id));
      } else {
        await tx.delete(consoleSlotClosures).where(eq(consoleSlotClosures.slotId, slot.id));
        await tx.update(timeSlots).set({ validUntil: arrival }).where(eq(timeSlots.id, slot.id));
      }
    }
    if (changing.length > 0)
      await recordAudit(
        tx,
        access,
        isClosed ? 'slot.close' : 'slot.reopen',
        {
          times: changing.map((slot) => `${slot.serviceDate} ${slot.time.slice(0, 5)}`),
          is_closed: !isClosed,
        },
        {
          times: changing.map((slot) => `${slot.serviceDate} ${slot.time.slice(0, 5)}`),
          is_closed: isClosed,
        },
        now,
      );
    const [running] = await tx
      .select({
        holds: sql<number>`count(*)::integer`,
        covers: sql<number>`coalesce(sum(${holds.covers}), 0)::integer`,
      })
      .from(holds)
      .where(
        and(
          inArray(holds.slotId, ids),
          eq(holds.status, 'active'),
          gt(holds.expireAt, sql`${now.toISOString()}::timestamptz`),
        ),
      );
    return {
      status: 'ok' as const,
      holds: Number(running?.holds ?? 0),
      covers_held: Number(running?.covers ?? 0),
    };
  });
}
