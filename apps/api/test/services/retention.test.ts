import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { holds, orders, outboxEmails, rateLimits } from '../../src/db/schema-booking.ts';
import { timeSlots } from '../../src/db/schema.ts';
import { pruneExpired } from '../../src/services/retention/retention-service.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../helper.ts';
import { holdBody, prepareBookable, send } from '../routes/api/v4/booking/booking-fixtures.ts';
import {
  holdAndStartPayment,
  paymentIdOf,
  pressOnPaymentPage,
} from '../routes/api/v4/booking/payment-flow.ts';

const DAY_MS = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('pruning expired rows on %s', (kind) => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('forgets lapsed holds, unused old slots and delivered mails, and keeps every order', async () => {
    const db = ctx.database.db;
    // Forty days ago: one visitor paid for a table, another held one and walked away.
    ctx.clock.set(new Date(TEST_NOW.getTime() - 40 * DAY_MS));
    const booked = await prepareBookable(ctx, 2);
    const { payment } = await holdAndStartPayment(ctx.app, booked);
    await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    const walkedAway = await prepareBookable(ctx, 2, '21:00:00', 1);
    const held = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${walkedAway.productId}/hold`,
      holdBody(walkedAway, 2),
    );
    expect(held.statusCode).toBe(200);
    const oldDay = (
      await db.select({ day: timeSlots.serviceDate }).from(timeSlots).where(eq(timeSlots.id, booked.slotId))
    )[0]?.day;
    await db.update(outboxEmails).set({ sentAt: ctx.clock.now() });
    await db.insert(rateLimits).values({ key: 'old-window', count: 3, resetAt: ctx.clock.now() });
    // Today: a visitor holds a table right now.
    ctx.clock.set(TEST_NOW);
    const today = await prepareBookable(ctx, 2);
    expect(
      (await send(ctx.app, 'POST', `/api/v4/booking/${today.productId}/hold`, holdBody(today, 2))).statusCode,
    ).toBe(200);
    const countOf = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;
    const slotsOnOldDay = () =>
      countOf(
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(timeSlots)
          .where(eq(timeSlots.serviceDate, oldDay ?? '')),
      );
    expect(await slotsOnOldDay()).toBeGreaterThan(1);

    const pruned = await pruneExpired(db, ctx.clock.now(), 30);

    expect(pruned.holds).toBe(1);
    expect(pruned.slots).toBeGreaterThan(0);
    expect(pruned.mails).toBeGreaterThan(0);
    expect(pruned.rateLimits).toBeGreaterThanOrEqual(1);
    // The paid order, its hold and its slot stay; the rest of that day's slots are gone.
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.reference, payment.order.order_id ?? ''));
    expect(order?.status).toBe('confirmed');
    expect(
      await countOf(
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(holds)
          .where(eq(holds.id, order?.holdId ?? '')),
      ),
    ).toBe(1);
    expect(await slotsOnOldDay()).toBe(1);
    // Today's hold and slots are untouched, and a second run finds nothing more.
    expect(
      await countOf(
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(holds)
          .where(eq(holds.slotId, today.slotId)),
      ),
    ).toBe(1);
    expect(await pruneExpired(db, ctx.clock.now(), 30)).toEqual({
      holds: 0,
      slots: 0,
      mails: 0,
      rateLimits: 0,
      waitlist: 0,
    });
  });
});
