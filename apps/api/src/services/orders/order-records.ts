import { asc, eq } from 'drizzle-orm';
import type { TBookingLineItem } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { orderLines, orders } from '../../db/schema-booking.ts';
import { timeSlots } from '../../db/schema.ts';

export type TOrder = typeof orders.$inferSelect;

/** Locks an order row in the caller's transaction. */
export async function lockOrder(tx: TDatabase, orderId: number): Promise<TOrder | undefined> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return rows[0];
}

/** Writes an order's priced lines in their order. */
export async function saveLines(
  tx: TDatabase,
  orderId: number,
  lines: readonly TBookingLineItem[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(
    lines.map((line, position) => ({
      orderId,
      position,
      type: line.type,
      title: line.title,
      amount: line.amount,
      weight: line.weight,
      quantity: line.quantity ?? null,
      unitPrice: line.unit_price ?? null,
      menuId: line.menu_id ?? null,
      code: line.code ?? null,
    })),
  );
}

/** An order's lines as priced, in their order. */
export async function findLines(db: TDatabase, orderId: number): Promise<TBookingLineItem[]> {
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return rows.map((row) => ({
    type: row.type as TBookingLineItem['type'],
    title: row.title,
    amount: row.amount,
    weight: row.weight,
    ...(row.quantity === null ? {} : { quantity: row.quantity }),
    ...(row.unitPrice === null ? {} : { unit_price: row.unitPrice }),
    ...(row.menuId === null ? {} : { menu_id: row.menuId }),
    ...(row.code === null ? {} : { code: row.code }),
  }));
}

/** The date and times of a slot, for the confirmation, its e-mail and its calendar. */
export async function findSlotFacts(db: TDatabase, slotId: number) {
  const rows = await db
    .select({ date: timeSlots.serviceDate, time: timeSlots.time, timeEnd: timeSlots.timeEnd })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  return rows[0];
}
