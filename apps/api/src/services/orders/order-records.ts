import { randomBytes } from 'node:crypto';

import { asc, eq } from 'drizzle-orm';
import {
  buildPath,
  createOrderReference,
  getLineItemTitle,
  type TBookingLineItem,
  type TLocale,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { orderLines, orders } from '../../db/schema-booking.ts';
import { menus, timeSlots } from '../../db/schema.ts';
import { findBookingProduct } from '../booking/booking-product.ts';
import { withBase } from './links.ts';
import type { TOrderDeps } from './order-deps.ts';

export type TOrder = typeof orders.$inferSelect;

/**
 * Inserts an order with a new public reference (ADR 0255), drawing another in the rare case one is
 * taken: `on conflict do nothing` keeps the caller's transaction usable for the retry.
 */
export async function insertOrder(
  tx: TDatabase,
  values: Omit<typeof orders.$inferInsert, 'reference'>,
): Promise<TOrder> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, reference: createOrderReference(randomBytes) })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (order) return order;
  }
  throw new Error('no free order reference after 5 draws');
}

/** Locks an order row in the caller's transaction. */
async function lockOrder(tx: TDatabase, orderId: number): Promise<TOrder | undefined> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return rows[0];
}

/** What confirming a paid order came to: done now, done before, or not possible. */
export type TConfirmOutcome = 'confirmed' | 'already' | 'failed';

/** Confirms a paid order of one kind in the caller's transaction (confirm-booking.ts, confirm-giftcard.ts). */
export type TConfirmOrder = (
  tx: TDatabase,
  deps: TOrderDeps,
  orderId: number,
  now: Date,
) => Promise<TConfirmOutcome>;

/**
 * Locks the order a payment of `kind` confirms: the order, or the outcome when there is nothing to
 * confirm, 'failed' (no order of that kind) or 'already' (confirmed before: confirming is idempotent).
 */
export async function lockOrderToConfirm(
  tx: TDatabase,
  orderId: number,
  kind: TOrder['kind'],
): Promise<TOrder | Exclude<TConfirmOutcome, 'confirmed'>> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.kind !== kind) return 'failed';
  return order.status === 'confirmed' ? 'already' : order;
}

/** Whom an order's e-mails go to, and in which language: the fields every order mail starts with. */
export const orderRecipient = (order: TOrder) => ({
  orderId: order.id,
  reference: order.reference,
  to: order.email,
  name: order.name,
  lang: order.lang,
});

/**
 * The booked place as an order's e-mails name it, in the order's language, with the link to book
 * it again; undefined for an order without a place.
 */
export async function findPlaceToBookAgain(tx: TDatabase, publicUrl: string, order: TOrder) {
  if (order.productId === null) return undefined;
  const product = await findBookingProduct(tx, order.productId);
  const { name, slug } = product.names[order.lang];
  return {
    placeName: name,
    bookAgainUrl: withBase(
      publicUrl,
      buildPath({ name: 'product', productType: product.productType, slug }, order.lang),
    ),
  };
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

/**
 * An order's lines as priced, in their order, titled in `locale`: a menu by its name in that language,
 * every other line by its kind (the domain's titles). The stored title is the language the order was
 * placed in; it stands only for a menu no longer in the catalogue.
 */
export async function findLines(
  db: TDatabase,
  orderId: number,
  locale: TLocale,
): Promise<TBookingLineItem[]> {
  const rows = await db
    .select({ line: orderLines, menuNameDa: menus.nameDa, menuNameEn: menus.nameEn })
    .from(orderLines)
    .leftJoin(menus, eq(menus.id, orderLines.menuId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return rows.map(({ line: row, menuNameDa, menuNameEn }) => {
    const type = row.type as TBookingLineItem['type'];
    const menuName = locale === 'da' ? menuNameDa : menuNameEn;
    return {
      type,
      title:
        type === 'menu' ? (menuName ?? row.title) : getLineItemTitle(type, locale, row.code ?? undefined),
      amount: row.amount,
      weight: row.weight,
      ...(row.quantity === null ? {} : { quantity: row.quantity }),
      ...(row.unitPrice === null ? {} : { unit_price: row.unitPrice }),
      ...(row.menuId === null ? {} : { menu_id: row.menuId }),
      ...(row.code === null ? {} : { code: row.code }),
    };
  });
}

/** The date and times of a slot, for the confirmation, its e-mail and its calendar. */
export async function findSlotFacts(db: TDatabase, slotId: number) {
  const rows = await db
    .select({ date: timeSlots.serviceDate, time: timeSlots.time, timeEnd: timeSlots.timeEnd })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  return rows[0];
}
