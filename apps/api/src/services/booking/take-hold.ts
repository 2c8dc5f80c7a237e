import { sql } from 'drizzle-orm';
import { getSlotStatusForParty, HOLD_TTL_MS, type TLocale } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { rateLimited } from '../rate-limit.ts';
import { noAvailableTables, unprocessableFields } from './booking-errors.ts';
import { holdLimitReached, type THoldLimits } from './hold-limits.ts';
import type { TVisitor } from './owner.ts';
import { createRandomId } from './random-id.ts';

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

/** Why `take_hold` took nothing (migration 0015), in the order it refuses; null: taken. */
type THoldRefusal = 'rate_limited' | 'no_time' | 'conflict' | 'no_table' | 'hold_limit';

/** What `take_holds` answers for one request (migration 0015). */
export type TTaken = {
  rate_count: number | null;
  rate_reset_at: Date | string | null;
  slot: number | null;
  covers_left: number | null;
  covers_held: number | null;
  valid_until: Date | string | null;
  refusal: THoldRefusal | null;
  /** The hold taken or moved. */
  hold_id: string | null;
  is_moved: boolean | null;
};

/** One request to `take_holds`: `take_hold`'s arguments by name, and the hold rate limit. */
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
  /** The visitor's hold to move instead of taking a new one (a move is never batched). */
  move_hold_id: string | null;
  rate_key: string | null;
  rate_window_ms: number;
  rate_max: number;
};

/** Takes holds: `takeHolds` on a caller's transaction, or the process's batcher (hold-batcher.ts). */
export type TTakeHolds = (requests: readonly THoldRequest[]) => Promise<TTaken[]>;

/**
 * The requests' holds in one statement and, outside a transaction, one commit (`take_holds`,
 * migration 0015): the answers in the requests' order. When it throws, none of them was taken.
 */
export async function takeHolds(db: TDatabase, requests: readonly THoldRequest[]): Promise<TTaken[]> {
  const result = await db.execute(sql`
    select ord, rate_count, rate_reset_at, slot, covers_left, covers_held, valid_until, refusal, hold_id, is_moved
      from take_holds(${JSON.stringify(requests)}::jsonb)`);
  const answers = new Array<TTaken | undefined>(requests.length).fill(undefined);
  for (const row of (result as { rows: (TTaken & { ord: number })[] }).rows) answers[row.ord - 1] = row;
  return answers.map((answer) => {
    if (!answer) throw new Error('take_holds did not answer every request');
    return answer;
  });
}

/**
 * The error for a refusal of `take_hold`. Which refusal comes first is the function's (migration
 * 0015); a party that does not fit is on-hold or soldout by the domain's rule for a slot's status
 * (getSlotStatusForParty) read from the counts it answers.
 */
function refusalError(taken: TTaken, covers: number, now: Date): HttpError {
  switch (taken.refusal) {
    case 'rate_limited':
      return rateLimited(now, new Date(taken.rate_reset_at ?? now));
    case 'no_time':
      return unprocessableFields({ time: 'errors.time' });
    case 'conflict':
      return new HttpError(409, 'conflict', 'The hold was changed by another request; please reload.');
    case 'hold_limit':
      return holdLimitReached();
    default: {
      const status = getSlotStatusForParty(
        {
          coversLeft: taken.covers_left ?? 0,
          coversHeld: taken.covers_held ?? 0,
          validUntil: new Date(taken.valid_until ?? 0),
        },
        now,
        covers,
      );
      return noAvailableTables(status === 'on-hold' ? 'on-hold' : 'soldout');
    }
  }
}

/**
 * A new hold, or the visitor's hold `moveHoldId` moved (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md, 0246, 0247): the
 * database function `take_hold`, run by `take_holds` alone or with other visitors' new holds,
 * counts the hold rate limit when `rate` is given, locks the slot row and decides. `take` is
 * `takeHolds` on the caller's transaction (a move) or the process's batcher. Answers the hold's id
 * and whether it was moved; refusals throw.
 */
export async function takeHold(
  take: TTakeHolds,
  hold: TNewHold,
  visitor: TVisitor,
  limits: THoldLimits,
  now: Date,
  options: { rate: TFoldedRateLimit | null; moveHoldId: string | null },
): Promise<{ id: string; slotId: number; expireAt: Date; isMoved: boolean }> {
  const { rate } = options;
  const expireAt = new Date(now.getTime() + HOLD_TTL_MS);
  const [taken] = await take([
    {
      product_id: hold.productId,
      service_date: hold.date,
      time: hold.time,
      now: now.toISOString(),
      hold_id: createRandomId(16),
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
      move_hold_id: options.moveHoldId,
      rate_key: rate?.key ?? null,
      rate_window_ms: rate?.windowMs ?? 0,
      rate_max: rate?.max ?? 0,
    },
  ]);
  if (!taken) throw new Error('take_holds answered no row');
  rate?.onCounted();
  if (taken.refusal !== null || taken.hold_id === null || taken.slot === null)
    throw refusalError(taken, hold.covers, now);
  return { id: taken.hold_id, slotId: taken.slot, expireAt, isMoved: taken.is_moved === true };
}
