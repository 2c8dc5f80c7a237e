import { sql } from 'drizzle-orm';
import { getSlotStatusForParty, HOLD_TTL_MS, type TLocale } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import type { holds } from '../../db/schema-booking.ts';
import { rateLimited } from '../rate-limit.ts';
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

/** What `take_holds` answers for one request (migration 0010). */
export type TTaken = {
  rate_count: number | null;
  rate_reset_at: Date | string | null;
  slot: number | null;
  slot_covers: number | null;
  slot_valid_until: Date | string | null;
  covers_held: number | null;
  covers_booked: number | null;
  is_inserted: boolean;
};

/** One request to `take_holds`: `take_hold`'s arguments by name (migrations 0009 and 0010). */
export type THoldRequest = {
  product_id: number;
  service_date: string;
  time: string;
  now: string;
  hold_id: string;
  covers: number;
  lang: TLocale;
  expire_at: string;
  owner_id: string;
  client_address: string;
  menu_ids: number[];
  menu_counts: number[];
  holds_per_visitor: number;
  covers_per_visitor: number;
  holds_per_address: number;
  covers_per_address: number;
  rate_key: string | null;
  rate_window_ms: number;
  rate_max: number;
};

/** Takes new holds: `takeHolds` on a caller's transaction, or the process's batcher (hold-batcher.ts). */
export type TTakeHolds = (requests: readonly THoldRequest[]) => Promise<TTaken[]>;

/**
 * The requests' holds in one statement and, outside a transaction, one commit (`take_holds`,
 * migration 0010): the answers in the requests' order. When it throws, none of them was taken.
 */
export async function takeHolds(db: TDatabase, requests: readonly THoldRequest[]): Promise<TTaken[]> {
  const result = await db.execute(sql`
    select ord, rate_count, rate_reset_at, slot, slot_covers, slot_valid_until, covers_held, covers_booked, is_inserted
      from take_holds(${JSON.stringify(requests)}::jsonb)`);
  const answers = new Array<TTaken | undefined>(requests.length).fill(undefined);
  for (const row of (result as { rows: (TTaken & { ord: number })[] }).rows) answers[row.ord - 1] = row;
  return answers.map((answer) => {
    if (!answer) throw new Error('take_holds did not answer every request');
    return answer;
  });
}

/**
 * A new hold (docs/decisions/0246, 0247): the database function `take_hold` (migration 0009), run
 * by `take_holds` (migration 0010) alone or with other visitors' new holds, counts the hold rate
 * limit when `rate` is given, locks the slot row FOR UPDATE, counts the covers held and booked at
 * the slot and the visitor's and address's active holds (ADR 0207) in statements after the lock (so
 * holds committed by whoever had it are counted, ADR 0201), and inserts the hold and its menu lines
 * only when the party fits and the limits allow it. `take` is `takeHolds` on the caller's
 * transaction (a foreign hold_id, holds-service.ts: the slot's lock is taken again at no cost) or
 * the process's batcher. When nothing was inserted the counts say why, in the order of a move: the
 * rate limit (429), no such time (422), no table (409), a hold limit (429).
 */
export async function takeHold(
  take: TTakeHolds,
  hold: TNewHold,
  visitor: TVisitor,
  limits: THoldLimits,
  now: Date,
  rate: TFoldedRateLimit | null,
): Promise<THold> {
  const id = createRandomId(16);
  const expireAt = new Date(now.getTime() + HOLD_TTL_MS);
  const [taken] = await take([
    {
      product_id: hold.productId,
      service_date: hold.date,
      time: hold.time,
      now: now.toISOString(),
      hold_id: id,
      covers: hold.covers,
      lang: hold.lang,
      expire_at: expireAt.toISOString(),
      owner_id: visitor.id,
      client_address: visitor.address,
      menu_ids: hold.menus.map((line) => Math.trunc(line.menuId)),
      menu_counts: hold.menus.map((line) => Math.trunc(line.count)),
      holds_per_visitor: limits.holdsPerVisitor,
      covers_per_visitor: limits.coversPerVisitor,
      holds_per_address: limits.holdsPerAddress,
      covers_per_address: limits.coversPerAddress,
      rate_key: rate?.key ?? null,
      rate_window_ms: rate?.windowMs ?? 0,
      rate_max: rate?.max ?? 0,
    },
  ]);
  if (!taken) throw new Error('take_holds answered no row');
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
