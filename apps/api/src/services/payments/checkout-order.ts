import { asc, eq } from 'drizzle-orm';
import { formatMoney, LINE_ITEM_TITLES } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { holds, orderLines, orders } from '../../db/schema-booking.ts';

/** One thing the guest pays for, VAT included: a menu times its covers, the fee, the cards. */
type TCheckoutLine = { title: string; unitAmount: number; quantity: number };

/**
 * What a hosted checkout page shows and charges for one order (ADR 0202), read in the order's
 * transaction. `lines` are all positive; gift codes already taken off the total are `deductions`,
 * so `sum(lines) − sum(deductions) = total`.
 */
export type TCheckoutOrder = {
  orderId: number;
  /** The public reference: the only order address a gateway is given (ADR 0255). */
  reference: string;
  kind: 'booking' | 'giftcard';
  lang: 'da' | 'en';
  token: string;
  email: string;
  /** Øre to charge, DKK. */
  total: number;
  lines: TCheckoutLine[];
  deductions: { title: string; amount: number }[];
  /** How long the booking's hold still runs from the payment's start; null for gift cards. */
  holdRemainingMs: number | null;
};

export async function loadCheckoutOrder(tx: TDatabase, orderId: number): Promise<TCheckoutOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found for checkout`);
  const rows = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const lines: TCheckoutLine[] = [];
  const deductions: TCheckoutOrder['deductions'] = [];
  if (order.kind === 'giftcard') {
    const amount = order.giftcardAmount ?? order.total;
    const title = `${LINE_ITEM_TITLES[order.lang].giftcode} ${formatMoney(amount, order.lang)}`;
    lines.push({ title, unitAmount: amount, quantity: order.giftcardQuantity ?? 1 });
  } else {
    for (const row of rows) {
      // The VAT and total rows only tell what the others contain (docs/product/readings.md "Money").
      if (row.type === 'menu' && row.unitPrice !== null && row.quantity)
        lines.push({ title: row.title, unitAmount: row.unitPrice, quantity: row.quantity });
      else if (row.type === 'menu' || row.type === 'administration_fee')
        lines.push({ title: row.title, unitAmount: row.amount, quantity: 1 });
      else if (row.type === 'giftcode') deductions.push({ title: row.title, amount: -row.amount });
    }
  }
  let holdRemainingMs: number | null = null;
  if (order.holdId !== null) {
    const [hold] = await tx
      .select({ expireAt: holds.expireAt })
      .from(holds)
      .where(eq(holds.id, order.holdId));
    if (hold) holdRemainingMs = Math.max(0, hold.expireAt.getTime() - order.createdAt.getTime());
  }
  return {
    orderId: order.id,
    reference: order.reference,
    kind: order.kind,
    lang: order.lang,
    token: order.token,
    email: order.email,
    total: order.total,
    lines: lines.filter((line) => line.unitAmount > 0 && line.quantity > 0),
    deductions: deductions.filter((deduction) => deduction.amount > 0),
    holdRemainingMs,
  };
}

/** The address a gateway sends the visitor back to: paid (or still paying) or cancelled. */
export function gatewayReturnUrl(
  publicUrl: string,
  order: Pick<TCheckoutOrder, 'reference' | 'token'>,
  outcome: 'done' | 'cancel',
): string {
  const query = new URLSearchParams({ token: order.token, ...(outcome === 'cancel' ? { cancel: '1' } : {}) });
  return `${publicUrl}/pay/return/${order.reference}?${query.toString()}`;
}
