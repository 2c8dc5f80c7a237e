import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings, orders, outboxEmails, paymentEvents } from '../../src/db/schema-booking.ts';
import { buildTestApp, type TTestApp } from '../helper.ts';
import {
  internalOrderId,
  prepareBookable,
  visitorHeaders,
} from '../routes/api/v4/booking/booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, sendCallback } from '../routes/api/v4/booking/payment-flow.ts';
import { HAS_POSTGRES, requirePostgresInCi } from './postgres-required.ts';

/** A fixed shuffle (no Math.random): the same out-of-order sequence on every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

requirePostgresInCi('payment callbacks replayed concurrently');

describe.runIf(HAS_POSTGRES)('payment callbacks replayed 50 times, concurrently and out of order', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp('postgres', { LOG_LEVEL: 'error' });
  });
  afterAll(() => ctx.close());

  it('each order gets one outcome: one booking and one e-mail when paid, none when declined first', async () => {
    const started: { orderId: number; paymentId: string; amount: number }[] = [];
    for (const [index, time] of ['19:00:00', '19:30:00', '20:00:00', '21:00:00'].entries()) {
      const place = await prepareBookable(ctx, 4, time, index);
      // Four visitors: one visitor may hold only two tables at once (ADR 0205).
      const { payment } = await holdAndStartPayment(ctx.app, place, {
        remoteAddress: `10.7.0.${index + 1}`,
        headers: visitorHeaders(`replay-${index}`),
      });
      started.push({
        orderId: await internalOrderId(ctx, payment.order.order_id),
        paymentId: paymentIdOf(payment.payment_link),
        amount: payment.order.total,
      });
    }
    // Order 0 gets only "paid" (a gateway retrying); the others a mix, 1 in 4 declined.
    const callbacks = shuffled(
      started.flatMap((order, orderIndex) =>
        Array.from({ length: 50 }, (_, index) => ({
          payment_id: order.paymentId,
          status: orderIndex > 0 && index % 4 === 1 ? 'declined' : 'paid',
          amount: order.amount,
        })),
      ),
      20261122,
    );
    const answers = await Promise.all(
      callbacks.map((body) => sendCallback(ctx.app, ctx.config.PAYMENT_SECRET, body)),
    );
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([]);

    const orderIds = started.map((order) => order.orderId);
    const rows = await ctx.database.db.select().from(orders).where(inArray(orders.id, orderIds));
    const mails = await ctx.database.db.select().from(outboxEmails);
    for (const order of started) {
      const applied = (
        await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, order.paymentId))
      ).filter((event) => event.isApplied);
      // One verdict per payment. A "paid" that arrives after the payment was declined finds no
      // order to confirm: that money is given back once (a `refunded` event), never booked.
      const verdicts = applied.filter((event) => event.status !== 'refunded');
      expect(verdicts).toHaveLength(1);
      expect(applied.length - verdicts.length).toBeLessThanOrEqual(1);
      const status = rows.find((row) => row.id === order.orderId)?.status;
      const confirmed = (
        await ctx.database.db.select().from(bookings).where(eq(bookings.orderId, order.orderId))
      ).filter((booking) => booking.status === 'confirmed');
      const confirmationMails = mails.filter(
        (mail) => mail.dedupeKey === `booking-confirmation:${order.orderId}`,
      );
      if (verdicts[0]?.status === 'paid') {
        expect(status).toBe('confirmed');
        expect(confirmed).toHaveLength(1);
        expect(confirmationMails).toHaveLength(1);
      } else {
        expect(status).toBe('failed');
        expect(confirmed).toHaveLength(0);
        expect(confirmationMails).toHaveLength(0);
      }
    }
    expect(rows.find((row) => row.id === orderIds[0])?.status).toBe('confirmed');
    const changed = answers.filter((answer) => answer.json<{ applied: boolean }>().applied);
    expect(changed.length).toBeGreaterThanOrEqual(4);
    expect(changed.length).toBeLessThanOrEqual(started.length * 2);
  });
});
