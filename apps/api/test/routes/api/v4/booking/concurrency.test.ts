import { eq } from 'drizzle-orm';
import { ZBookingHoldResponse } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings, giftCardUses, orders } from '../../../../../src/db/schema-booking.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import {
  findOutbox,
  GUEST,
  holdBody,
  prepareBookable,
  seedGiftCard,
  send,
  type TBookable,
  visitorHeaders,
} from './booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, sendCallback } from './payment-flow.ts';

/**
 * Races need several connections at once: PGlite has one, so these run on PostgreSQL only (and
 * always there: CI sets DATABASE_URL).
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('races on PostgreSQL', () => {
  let ctx: TTestApp;

  /**
   * 20 different slots (4 places × 5 times), so the payments do not queue on one slot's lock and
   * only the gift card's own row lock stands between them.
   */
  async function twentySlots(): Promise<TBookable[]> {
    const places: TBookable[] = [];
    for (let skip = 0; skip < 4; skip += 1) {
      for (const time of ['19:00:00', '19:30:00', '22:00:00', '22:30:00', '23:00:00']) {
        places.push(await prepareBookable(ctx, 8, time, skip));
      }
    }
    return places;
  }

  type TRacer = { holdId: string; place: TBookable; label: string; address: string; email: string };

  /**
   * One visitor per place (a visitor may hold two tables at most, ADR 0205), each holding 2 covers
   * with the guest details and `code` on the hold, ready to pay; each test its own `subnet` of
   * client addresses, so no rate limit is shared between tests.
   */
  async function holdWithCode(
    places: TBookable[],
    label: string,
    code: string,
    subnet: number,
  ): Promise<TRacer[]> {
    const racers: TRacer[] = [];
    for (const [index, place] of places.entries()) {
      const visitor = {
        headers: visitorHeaders(`${label}-${index}`),
        remoteAddress: `10.${subnet}.0.${index + 1}`,
      };
      const held = await send(
        ctx.app,
        'POST',
        `/api/v4/booking/${place.productId}/hold`,
        holdBody(place, 2),
        visitor,
      );
      const holdId = ZBookingHoldResponse.parse(held.json()).hold_id;
      const email = `${label}${index}@example.dk`;
      const guest = await send(
        ctx.app,
        'POST',
        `/api/v4/booking/${place.productId}/guest`,
        {
          ...GUEST,
          email,
          hold_id: holdId,
          seat: 2,
          time: place.time,
          time_end: place.timeEnd,
          menus: [{ id: place.menuId, count: 2 }],
          giftcodes: [code],
        },
        visitor,
      );
      expect(guest.statusCode).toBe(200);
      racers.push({
        holdId,
        place,
        label: `${label}-${index}`,
        address: `10.${subnet}.1.${index + 1}`,
        email,
      });
    }
    return racers;
  }

  /** Every racer starts payment at once, each from its own session and address. */
  const payAtOnce = (racers: TRacer[]) =>
    Promise.all(
      racers.map(({ holdId, place, label, address, email }) =>
        send(
          ctx.app,
          'POST',
          `/api/v4/booking/${place.productId}/payment`,
          { hold_id: holdId, lang: 'da', ...GUEST, email },
          { headers: visitorHeaders(label), remoteAddress: address },
        ),
      ),
    );

  beforeAll(async () => {
    ctx = await buildTestApp('postgres', { LOG_LEVEL: 'error' });
  });
  afterAll(() => ctx.close());

  it('50 concurrent holds on a slot with room for one table: exactly one succeeds, 49 get "no available tables"', async () => {
    const place = await prepareBookable(ctx, 2, '20:00:00');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2), {
          remoteAddress: `10.0.0.${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ error: 'conflict', msg: 'no available tables' });
    }
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(ZBookingHoldResponse.parse(winner?.json()).hold_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('20 concurrent payments with one single-use gift code: it is spent once, the others are told why', async () => {
    const places = await twentySlots();
    await seedGiftCard(ctx, { code: 'ONCE-ONLY-0001', amount: 1_000_000, maxUses: 1 });
    const answers = await payAtOnce(await holdWithCode(places, 'once', 'ONCE-ONLY-0001', 1));
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        msg: 'giftcard_validate_maxuse',
        errors: { giftcodes: 'errors.error-gc-maxuse' },
        fields: { error_message: { code: 'giftcard_validate_maxuse' } },
      });
    }
    const uses = await ctx.database.db.select().from(giftCardUses);
    const spent = uses.filter((use) => use.status === 'spent');
    expect(spent).toHaveLength(1);
  });

  it('20 concurrent payments sharing a balance that pays one order: spent once, the rest see an empty card', async () => {
    const places = await twentySlots();
    // No more than the cheapest order: whichever order wins takes all of it.
    const amount = Math.min(...places.map((place) => place.priceSale)) * 2 + 2500;
    const card = await seedGiftCard(ctx, { code: 'BALANCE-ONE-0001', amount });
    const answers = await payAtOnce(await holdWithCode(places, 'balance', 'BALANCE-ONE-0001', 3));
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json()).toMatchObject({ msg: 'giftcard_validate_status' });
    const uses = await ctx.database.db
      .select()
      .from(giftCardUses)
      .where(eq(giftCardUses.giftCardId, card.id));
    // Spent when the code paid it all, reserved for the pending payment otherwise: taken once either way.
    const spent = uses.filter((use) => use.status !== 'released');
    expect(spent).toHaveLength(1);
    expect(spent[0]?.amount).toBe(
      (succeeded[0]?.json() as { order: { giftcards: { amount: number }[] } }).order.giftcards[0]?.amount,
    );
    expect(spent[0]?.amount).toBe(amount);
  });

  it('a callback replayed 10 times at once: one booking, one e-mail', async () => {
    const place = await prepareBookable(ctx, 4, '21:30:00');
    const { payment } = await holdAndStartPayment(ctx.app, place, {
      remoteAddress: '10.5.0.1',
      headers: visitorHeaders('replay'),
    });
    const body = {
      payment_id: paymentIdOf(payment.payment_link),
      status: 'paid',
      amount: payment.order.total,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendCallback(ctx.app, ctx.config.PAYMENT_SECRET, body)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json<{ applied: boolean }>().applied)).toHaveLength(1);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, payment.order.order_id ?? ''));
    const orderId = order?.id ?? 0;
    expect(order?.status).toBe('confirmed');
    const made = await ctx.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    expect(made.filter((booking) => booking.status === 'confirmed')).toHaveLength(1);
    const mails = (await findOutbox(ctx)).filter(
      (mail) => mail.dedupeKey === `booking-confirmation:${orderId}`,
    );
    expect(mails).toHaveLength(1);
  });
});
