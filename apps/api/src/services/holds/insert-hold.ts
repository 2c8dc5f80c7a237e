import { sql } from 'drizzle-orm';
import { getSlotStatusForParty, HOLD_TTL_MS, type TLocale } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import type { holds } from '../../db/schema-booking.ts';
import { noAvailableTables } from './booking-errors.ts';
import { holdLimitReached, type THoldLimits } from './hold-limits.ts';
import type { TVisitor } from './owner.ts';
import { createRandomId } from './random-id.ts';

type THold = typeof holds.$inferSelect;

export type TNewHold = {
  productId: number;
  slot: { id: number; covers: number; validUntil: Date };
  covers: number;
  lang: TLocale;
  menus: readonly { menuId: number; count: number }[];
};

type TCounts = {
  held: number;
  booked: number;
  mine_holds: number;
  mine_covers: number;
  address_holds: number;
  address_covers: number;
  inserted: number;
};

/**
 * A new hold in one statement (docs/decisions/0209), run inside the transaction that has just
 * locked the slot row FOR UPDATE (lockSlotRow): counts the covers held and booked at the slot and
 * the visitor's and address's active holds (ADR 0207), and inserts the hold and its menu lines only
 * when the party fits and the limits allow it. Being a statement of its own, it takes its snapshot
 * after the lock was granted, so holds committed by whoever had the lock before are counted (a
 * count in the locking statement itself would miss them: its snapshot predates the wait). When
 * nothing was inserted the counts say why: no table (409) or a hold limit (429).
 */
export async function insertHoldIfFits(
  tx: TDatabase,
  hold: TNewHold,
  visitor: TVisitor,
  limits: THoldLimits,
  now: Date,
): Promise<THold> {
  const id = createRandomId(16);
  const expireAt = new Date(now.getTime() + HOLD_TTL_MS);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const lines = sql.join(
    hold.menus.map((line) => sql`(${line.menuId}::integer, ${line.count}::smallint)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with counted as (
      select
        coalesce((select sum(h.covers) from holds h
          where h.slot_id = ${hold.slot.id} and h.status = 'active' and h.expire_at > ${nowSql}), 0)::integer as held,
        coalesce((select sum(b.covers) from bookings b
          where b.slot_id = ${hold.slot.id} and b.status = 'confirmed'), 0)::integer as booked,
        mine.holds as mine_holds, mine.covers as mine_covers,
        address.holds as address_holds, address.covers as address_covers
      from (select count(*)::integer as holds, coalesce(sum(h.covers), 0)::integer as covers from holds h
             where h.owner_id = ${visitor.id} and h.status = 'active' and h.expire_at > ${nowSql}) as mine,
           (select count(*)::integer as holds, coalesce(sum(h.covers), 0)::integer as covers from holds h
             where h.client_address = ${visitor.address} and h.status = 'active' and h.expire_at > ${nowSql}) as address
    ),
    inserted as (
      insert into holds (id, product_id, slot_id, covers, lang, expire_at, owner_id, client_address, created_at, updated_at)
      select ${id}, ${hold.productId}, ${hold.slot.id}, ${hold.covers}, ${hold.lang},
             ${expireAt.toISOString()}::timestamptz, ${visitor.id}, ${visitor.address}, ${nowSql}, ${nowSql}
        from counted
       where ${hold.slot.covers}::integer - counted.held - counted.booked >= ${hold.covers}::integer
         and counted.mine_holds + 1 <= ${limits.holdsPerVisitor}::integer
         and counted.mine_covers + ${hold.covers}::integer <= ${limits.coversPerVisitor}::integer
         and counted.address_holds + 1 <= ${limits.holdsPerAddress}::integer
         and counted.address_covers + ${hold.covers}::integer <= ${limits.coversPerAddress}::integer
      returning id
    ),
    lines as (
      insert into hold_menus (hold_id, menu_id, count)
      select inserted.id, line.menu_id, line.count from inserted, (values ${lines}) as line(menu_id, count)
    )
    select counted.*, (select count(*) from inserted)::integer as inserted from counted`);
  const counts = (result as { rows: TCounts[] }).rows[0];
  if (!counts) throw new Error('hold counts missing');
  if (counts.inserted !== 1) {
    const left = Math.max(hold.slot.covers - counts.held - counts.booked, 0);
    // The same order of refusals as a move (holds-service.ts assertFits, then the limits), by the
    // domain's rule for a slot's status.
    const status = getSlotStatusForParty(
      { coversLeft: left, coversHeld: counts.held, validUntil: hold.slot.validUntil },
      now,
      hold.covers,
    );
    if (status !== 'in-stock') throw noAvailableTables(status === 'on-hold' ? 'on-hold' : 'soldout');
    throw holdLimitReached();
  }
  return {
    id,
    productId: hold.productId,
    slotId: hold.slot.id,
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
