import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders } from '../../../src/db/schema-booking.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../helper.ts';
import { prepareBookable } from '../api/v4/booking/booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, sendCallback } from '../api/v4/booking/payment-flow.ts';

describe.each(DATABASE_KINDS)('the built-in gateway checks the paid amount on %s', (kind) => {
  let ctx: TTestApp;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp(
      kind,
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => ctx.close());

  it('a paid callback for another amount or currency does not confirm and is logged; the right one then does', async () => {
    const place = await prepareBookable(ctx, 4, '20:00:00');
    const { payment } = await holdAndStartPayment(ctx.app, place);
    const paymentId = paymentIdOf(payment.payment_link);
    const total = payment.order.total;
    const orderStatus = async () =>
      (
        await ctx.database.db
          .select()
          .from(orders)
          .where(eq(orders.reference, payment.order.order_id ?? ''))
      )[0]?.status;

    const short = await sendCallback(ctx.app, ctx.config.PAYMENT_SECRET, {
      payment_id: paymentId,
      status: 'paid',
      amount: total - 1,
    });
    expect(short.json()).toMatchObject({
      applied: false,
      payment_status: 'pending',
      order_status: 'pending',
    });
    const euro = await sendCallback(ctx.app, ctx.config.PAYMENT_SECRET, {
      payment_id: paymentId,
      status: 'paid',
      amount: total,
      currency: 'EUR',
    });
    expect(euro.json()).toMatchObject({ applied: false, order_status: 'pending' });
    expect(await orderStatus()).toBe('pending');
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'payment amount does not match the order total: not confirmed',
        paymentId,
        expected: total,
        reported: total - 1,
      }),
    );

    const paid = await sendCallback(ctx.app, ctx.config.PAYMENT_SECRET, {
      payment_id: paymentId,
      status: 'paid',
      amount: total,
      currency: 'dkk',
    });
    expect(paid.json()).toMatchObject({ applied: true, order_status: 'confirmed' });
  });
});
