import { sql } from 'drizzle-orm';
import { getSlotStatusForParty, HOLD_TTL_MS, type TLocale } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import type { holds } from '../../db/schema-booking.ts';
import { rateLimited } from '../orders/rate-limit.ts';
import { noAvailableTables, unprocessableFields } from './booking-errors.ts';
import { holdLimitReached, type THoldLimits } from './hold-limits.ts';
import type { TVisitor } from './owner.ts';
import { createRandomId } from './random-id.ts';

type THold = typeof holds.$inferSelect;

export type TNewHold = {
  productId: number;
  /** The slot by its service day and time (`HH:MM`). */
  date: string;
  time: string;
  covers: number;
  lang: TLocale;
  menus: readonly { menuId: number; count: number }[];
};

/**
 * The hold rate limit counted by the same statement (the `rate_limits` row of `key`), when the
 * rate-limit store is the database; `onCounted` runs once the request has been counted.
 */
export type TFoldedRateLimit = { key: string; windowMs: number; max: number; onCounted(): void };

/** What `take_hold` answers (migration 0009). */
type TTaken = {
  rate_count: number | null;
  rate_reset_at: Date | string | null;
  slot: number | null;
  slot_covers: number | null;
  slot_valid_until: Date | string | null;
  covers_held: number | null;
  covers_booked: number | null;
  is_inserted: boolean;
};

/** An array of integers as PostgreSQL's array literal, sent as one text parameter. */
function integerArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/**
 * A new hold in one round trip (docs/decisions/0246): the database function `take_hold` (migration
 * 0009) counts the hold rate limit when `rate` is given, locks the slot row FOR UPDATE, counts the
 * covers held and booked at the slot and the visitor's and address's active holds (ADR 0207) in
 * statements after the lock (so holds committed by whoever had it are counted, ADR 0201), and inserts
 * the hold and its menu lines only when the party fits and the limits allow it. Outside a transaction
 * it is its own; inside one (a foreign hold_id, holds-service.ts) it re-takes a lock already held.
 * When nothing was inserted the counts say why, in the order of a move: the rate limit (429), no such
 * time (422), no table (409), a hold limit (429).
 */
export async function takeHold(
  db: TDatabase,
  hold: TNewHold,
  visitor: TVisitor,
  limits: THoldLimits,
  now: Date,
  rate: TFoldedRateLimit | null,
): Promise<THold> {
  const id = createRandomId(16);
  const expireAt = new Date(now.getTime() + HOLD_TTL_MS);
  const result = await db.execute(sql`
    select rate_count, rate_reset_at, slot, slot_covers, slot_valid_until, covers_held, covers_booked, is_inserted
      from take_hold(${hold.productId}::integer, ${hold.date}::date, ${hold.time}::time,
        ${now.toISOString()}::timestamptz, ${id}, ${hold.covers}::integer, ${hold.lang},
        ${expireAt.toISOString()}::timestamptz, ${visitor.id}, ${visitor.address},
        ${integerArray(hold.menus.map((line) => line.menuId))}::integer[],
        ${integerArray(hold.menus.map((line) => line.count))}::integer[],
        ${limits.holdsPerVisitor}::integer, ${limits.coversPerVisitor}::integer,
        ${limits.holdsPerAddress}::integer, ${limits.coversPerAddress}::integer,
        ${rate?.key ?? null}::text, ${rate?.windowMs ?? 0}::integer, ${rate?.max ?? 0}::integer)`);
  const taken = (result as { rows: TTaken[] }).rows[0];
  if (!taken) throw new Error('take_hold answered no row');
  if (rate) {
    rate.onCounted();
    if ((taken.rate_count ?? 0) > rate.max) throw rateLimited(now, new Date(taken.rate_reset_at ?? now));
  }
  if (taken.slot === null || taken.slot_valid_until === null)
    throw unprocessableFields({ time: 'errors.time' });
  const validUntil = new Date(taken.slot_valid_until);
  if (validUntil.getTime() < now.getTime()) throw noAvailableTables('soldout');
  if (!taken.is_inserted) {
    const held = taken.covers_held ?? 0;
    const left = Math.max((taken.slot_covers ?? 0) - held - (taken.covers_booked ?? 0), 0);
    // The same order of refusals as a move (holds-service.ts assertFits, then the limits), by the
    // domain's rule for a slot's status.
    const status = getSlotStatusForParty(
      { coversLeft: left, coversHeld: held, validUntil },
      now,
      hold.covers,
    );
    if (status !== 'in-stock') throw noAvailableTables(status === 'on-hold' ? 'on-hold' : 'soldout');
    throw holdLimitReached();
  }
  return {
    id,
    productId: hold.productId,
    slotId: taken.slot,
    covers: hold.covers,
    status: 'active',
    lang: hold.lang,
    expireAt,
    name: '',
    email: '',
    phone: '',
    isNewsletter: false,
    coopCode: null,
    billingZipcode: null,
    ownerId: visitor.id,
    clientAddress: visitor.address,
    createdAt: now,
    updatedAt: now,
  };
}
