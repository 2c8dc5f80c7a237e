import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { getErrorMessage, HOLD_LIMIT_MSG } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { holds } from '../../db/schema-booking.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { TVisitor } from './owner.ts';

/** The hoarding limits of ADR 0207 (config HOLD_MAX_*). */
export type THoldLimits = {
  holdsPerVisitor: number;
  coversPerVisitor: number;
  holdsPerAddress: number;
  coversPerAddress: number;
};

/**
 * The 429 past a hold limit: `msg` for the page, which shows errors.hold_limit in the visitor's
 * language (Danish and English catalogs); `message` is the catalogue's English text.
 */
export function holdLimitReached(): HttpError {
  return new HttpError(429, 'rate_limited', getErrorMessage('errors.hold_limit'), { msg: HOLD_LIMIT_MSG });
}

/**
 * Refuses a hold of `covers` that would take the visitor or their address past the limits; a move
 * (`moving`) replaces its own hold, so that one is left out of the counts. Counted inside the
 * hold's transaction; two holds at different slots racing may both pass by one, which the rate
 * limit on hold creation bounds (ADR 0207).
 */
export async function assertWithinHoldLimits(
  tx: TDatabase,
  limits: THoldLimits,
  visitor: TVisitor,
  covers: number,
  moving: { id: string } | null,
  now: Date,
): Promise<void> {
  // One round trip for both counts: the hold path is the hottest write of the product.
  const isMine = eq(holds.ownerId, visitor.id);
  const isFromAddress = eq(holds.clientAddress, visitor.address);
  const [counts] = await tx
    .select({
      mineHolds: sql<number>`count(*) filter (where ${isMine})`.mapWith(Number),
      mineCovers: sql<number>`coalesce(sum(${holds.covers}) filter (where ${isMine}), 0)`.mapWith(Number),
      addressHolds: sql<number>`count(*) filter (where ${isFromAddress})`.mapWith(Number),
      addressCovers: sql<number>`coalesce(sum(${holds.covers}) filter (where ${isFromAddress}), 0)`.mapWith(
        Number,
      ),
    })
    .from(holds)
    .where(
      and(
        or(isMine, isFromAddress),
        eq(holds.status, 'active'),
        gt(holds.expireAt, now),
        moving === null ? undefined : ne(holds.id, moving.id),
      ),
    );
  const mine = { holds: counts?.mineHolds ?? 0, covers: counts?.mineCovers ?? 0 };
  const address = { holds: counts?.addressHolds ?? 0, covers: counts?.addressCovers ?? 0 };
  if (
    mine.holds + 1 > limits.holdsPerVisitor ||
    mine.covers + covers > limits.coversPerVisitor ||
    address.holds + 1 > limits.holdsPerAddress ||
    address.covers + covers > limits.coversPerAddress
  )
    throw holdLimitReached();
}
