import { and, eq, sql } from 'drizzle-orm';
import {
  getServiceDate,
  getSlotStatusForParty,
  toPricedMenus,
  type TBookingHoldRequest,
  type TBookingOrder,
  type TMenuSelections,
  validateBookingStep0,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { holds } from '../../db/schema-booking.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { TInventoryRepository } from '../../plugins/app/inventory-repository.ts';
import { assertValid, noAvailableTables } from './booking-errors.ts';
import { priceBooking, priceHold, toBookingOrder } from './booking-order.ts';
import { voidPendingOrders } from '../orders/fail-order.ts';
import type { THoldLimits } from './hold-limits.ts';
import { takeHold, takeHolds, type TFoldedRateLimit, type TNewHold, type TTakeHolds } from './take-hold.ts';
import type { TBookingCatalogue } from './booking-catalogue.ts';
import { isOwnedBy, type TVisitor } from './owner.ts';
import { isHoldIdShaped } from './random-id.ts';

export type THold = typeof holds.$inferSelect;

export type THoldDeps = {
  db: TDatabase;
  inventory: TInventoryRepository;
  /** Administration fee per order in øre (config ADMIN_FEE_ORE). */
  administrationFee: number;
  /** Active holds and held covers allowed per visitor and per client address (ADR 0205). */
  limits: THoldLimits;
  /** Products and menus for the hold path, cached briefly per process (ADR 0201). */
  catalogue: TBookingCatalogue;
  /** New holds, sent with this process's other new holds (hold-batcher.ts, ADR 0201). */
  takeNewHolds: TTakeHolds;
};

/** What `slot_room` answers (migration 0015): what is left at a slot for a party, under its lock. */
export type TSlotRoom = { coversLeft: number; coversHeld: number; validUntil: Date; hasRoom: boolean };

/**
 * Locks one slot row (SELECT … FOR UPDATE) and answers what is left for a party of `party`,
 * leaving out `exceptHoldId`, by the database's one count (`slot_room`, migration 0015). Every
 * change to a slot's holds or bookings takes this lock first, so the answer cannot change until the
 * transaction ends: two visitors never both get the last table. Undefined: no such slot.
 */
export async function lockSlot(
  tx: TDatabase,
  slotId: number,
  now: Date,
  exceptHoldId: string | null,
  party: number,
): Promise<TSlotRoom | undefined> {
  const result = await tx.execute(sql`
    select covers_left, covers_held, valid_until, has_room
      from slot_room(${slotId}::integer, ${now.toISOString()}::timestamptz, ${exceptHoldId}::text, ${party}::integer)`);
  const [row] = (
    result as {
      rows: { covers_left: number; covers_held: number; valid_until: Date | string; has_room: boolean }[];
    }
  ).rows;
  if (!row) return undefined;
  return {
    coversLeft: Number(row.covers_left),
    coversHeld: Number(row.covers_held),
    validUntil: new Date(row.valid_until),
    hasRoom: row.has_room,
  };
}

/**
 * Refuses when the party has no room (`slot_room`'s answer): on-hold if others' holds are in the
 * way, soldout otherwise, by the domain's rule for a slot's status (getSlotStatusForParty).
 */
export function assertRoom(room: TSlotRoom, now: Date, party: number): void {
  if (room.hasRoom && room.validUntil.getTime() >= now.getTime()) return;
  const status = getSlotStatusForParty(room, now, party);
  throw noAvailableTables(status === 'on-hold' ? 'on-hold' : 'soldout');
}

export function isHoldActive(hold: Pick<THold, 'status' | 'expireAt'>, now: Date): boolean {
  return hold.status === 'active' && hold.expireAt.getTime() > now.getTime();
}

/** The visitor's hold `holdId` at this product; another visitor's hold is not found (ADR 0205). */
export async function findHold(
  db: TDatabase,
  productId: number,
  holdId: string,
  visitor: TVisitor,
): Promise<THold | undefined> {
  if (!isHoldIdShaped(holdId)) return undefined;
  const rows = await db
    .select()
    .from(holds)
    .where(and(eq(holds.id, holdId), eq(holds.productId, productId)));
  const hold = rows[0];
  return hold && isOwnedBy(hold, visitor) ? hold : undefined;
}

/** The hold or a 404; consumed (paid) holds and other visitors' holds are not found. */
export async function getHoldOr404(
  db: TDatabase,
  productId: number,
  holdId: string,
  visitor: TVisitor,
): Promise<THold> {
  const hold = await findHold(db, productId, holdId, visitor);
  if (!hold || hold.status !== 'active') throw notFound('No such hold; choose a time again.');
  return hold;
}

export async function lockHold(tx: TDatabase, holdId: string): Promise<THold | undefined> {
  const rows = await tx.select().from(holds).where(eq(holds.id, holdId)).for('update');
  return rows[0];
}

export function toMenuSelections(lines: readonly { id: number; count: number }[]): TMenuSelections {
  const selections: TMenuSelections = {};
  for (const line of lines) {
    const key = String(line.id);
    const before = selections[key]?.num_person ?? 0;
    selections[key] = { menu_id: line.id, num_person: before + line.count };
  }
  return selections;
}

/**
 * The hold `requestedId` moved to `target` by `take_hold` (migration 0015) in one transaction,
 * with the payment in flight for it voided: that order was priced for the old covers (ADR 0205).
 * A lapsed or foreign `requestedId` is not reused: the visitor gets a fresh hold and id.
 */
async function moveHold(
  deps: THoldDeps,
  requestedId: string,
  target: TNewHold,
  visitor: TVisitor,
  now: Date,
): Promise<{ saved: THold; isMoved: boolean }> {
  return deps.db.transaction(async (tx) => {
    const take = (requests: Parameters<TTakeHolds>[0]) => takeHolds(tx, requests);
    const taken = await takeHold(take, target, visitor, deps.limits, now, {
      rate: null,
      moveHoldId: requestedId,
    });
    if (taken.isMoved) await voidPendingOrders(tx, taken.id);
    const [saved] = await tx.select().from(holds).where(eq(holds.id, taken.id));
    if (!saved) throw new Error('hold was not saved');
    return { saved, isMoved: taken.isMoved };
  });
}

/** The row `take_hold` inserted for a new hold, as the database holds it (no round trip to read it). */
function newHoldRow(
  taken: { id: string; slotId: number; expireAt: Date },
  hold: TNewHold,
  visitor: TVisitor,
  now: Date,
): THold {
  return {
    id: taken.id,
    productId: hold.productId,
    slotId: taken.slotId,
    covers: hold.covers,
    status: 'active',
    lang: hold.lang,
    expireAt: taken.expireAt,
    name: '',
    email: '',
    phone: '',
    isNewsletter: false,
    coopCode: null,
    billingZipcode: null,
    specialRequests: '',
    ownerId: visitor.id,
    clientAddress: visitor.address,
    isCounted: true,
    createdAt: now,
    updatedAt: now,
  };
}

/** A hold request without a hold id to move: a new hold, taken in one round trip (ADR 0201). */
export function isNewHoldRequest(request: Pick<TBookingHoldRequest, 'hold_id'>): boolean {
  return !(request.hold_id && isHoldIdShaped(request.hold_id));
}

/**
 * `POST booking/{id}/hold`: reserves the party's covers at `time` for 15 minutes, or moves the hold
 * `hold_id` names (its old covers come free in the same transaction, since counts are derived from
 * the hold row). One transaction, the slot row locked first. `rate`: the hold rate limit, counted by
 * a new hold's own statement (null: counted apart by the caller).
 */
export async function holdTable(
  deps: THoldDeps,
  productId: number,
  request: TBookingHoldRequest,
  visitor: TVisitor,
  now: Date,
  rate: TFoldedRateLimit | null,
): Promise<{ hold: THold; order: TBookingOrder }> {
  const { db } = deps;
  // Product and menus from the process's short-lived copy (booking-catalogue.ts, ADR 0201).
  const { product, menus: bookableMenus } = await deps.catalogue.find(productId, request.lang);
  if (product.isShowcase) throw noAvailableTables('soldout');
  const selections = toMenuSelections(request.menus);
  assertValid(
    validateBookingStep0({ num_person: request.seat, time: request.time, menus: selections }, bookableMenus),
  );
  const lines = Object.values(selections)
    .filter((selection) => selection.num_person > 0)
    .map((selection) => ({ menuId: selection.menu_id, count: selection.num_person }));

  const today = getServiceDate(now);
  await deps.inventory.ensureServiceDay(today);
  const requestedId = isNewHoldRequest(request) ? null : (request.hold_id ?? null);
  const where = { productId, date: today, time: request.time };
  const newHold = { ...where, covers: request.seat, lang: request.lang, menus: lines };

  const { saved, isMoved } =
    requestedId === null
      ? // A new hold: one round trip, with this process's other new holds (ADR 0201).
        {
          saved: newHoldRow(
            await takeHold(deps.takeNewHolds, newHold, visitor, deps.limits, now, { rate, moveHoldId: null }),
            newHold,
            visitor,
            now,
          ),
          isMoved: false,
        }
      : await moveHold(deps, requestedId, newHold, visitor, now);
  // A new hold has no gift codes: its price needs nothing more from the database.
  const price = isMoved
    ? await priceHold(db, saved, deps.administrationFee, now, { lang: request.lang })
    : priceBooking(toPricedMenus(selections, bookableMenus), deps.administrationFee, request.lang);
  return { hold: saved, order: toBookingOrder(saved, price) };
}
