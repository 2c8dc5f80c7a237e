import { eq } from 'drizzle-orm';
import { CALENDAR_CONTENT_TYPE, ZBookingHoldState, ZOrderConfirmation } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings, orders, payments } from '../../../../../src/db/schema-booking.ts';
import { DATABASE_KINDS, buildTestApp, getJson, type TTestApp } from '../../../../helper.ts';
import {
  findOutbox,
  GUEST,
  internalOrderId,
  holdBody,
  prepareBookable,
  readHold,
  seedGiftCard,
  send,
} from './booking-fixtures.ts';
import {
  holdAndStartPayment,
  PAST_HOLD_LIFETIME_MS,
  paymentIdOf,
  pressOnPaymentPage,
  sendCallback,
  startPaymentThenLoseTheTable,
} from './payment-flow.ts';

describe.each(DATABASE_KINDS)('booking payment with the built-in gateway on %s', (kind) => {
  let ctx: TTestApp;
  let secret: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
    secret = ctx.config.PAYMENT_SECRET;
  });
  afterAll(() => ctx.close());

  it('pays on the hosted page: booking confirmed, hold consumed, e-mail with .ics, confirmation readable by token', async () => {
    const place = await prepareBookable(ctx, 4, '20:00:00');
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place);
    expect(payment.payment_link).toMatch(new RegExp(`^${ctx.config.PUBLIC_URL}/pay/[A-Za-z0-9_-]{22}$`));
    // The answer names the order by its public reference, never the sequential id (ADR 0255).
    expect(payment.order.order_id).toMatch(/^TD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const orderId = await internalOrderId(ctx, payment.order.order_id);
    expect(payment.booking.guest_id).toBeGreaterThan(0);
    expect(payment.order.total).toBe(place.priceSale * 2 + 2500);

    const page = await ctx.app.inject({ method: 'GET', url: payment.payment_link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="da">');
    expect(page.body).toContain(`<dd>${payment.order.order_id}</dd>`);
    expect(page.body).toMatch(/value="pay">Betal</);
    expect(page.body).toMatch(/value="decline"[^>]*>Afvis betaling</);

    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    expect(paid.statusCode).toBe(303);
    const location = String(paid.headers.location);
    expect(location).toMatch(
      new RegExp(
        `^${ctx.config.PUBLIC_URL}/book/confirmation/${payment.order.order_id}\\?token=[A-Za-z0-9_-]+$`,
      ),
    );

    const token = new URL(location, 'http://x').searchParams.get('token') ?? '';
    const { status, body } = await getJson(
      ctx.app,
      `/api/v4/orders/${payment.order.order_id}?token=${token}`,
    );
    expect(status).toBe(200);
    const confirmation = ZOrderConfirmation.parse(body);
    expect(confirmation).not.toHaveProperty('order_id');
    expect(confirmation).toMatchObject({
      reference: payment.order.order_id,
      status: 'confirmed',
      booking_id: payment.booking.id,
      num_person: 2,
      time: '20:00:00',
      date: '2026-11-22',
      guest: { name: GUEST.name, email: GUEST.email },
      total: payment.order.total,
    });
    expect(confirmation.line_items).toEqual(payment.order.line_items);
    expect((await getJson(ctx.app, `/api/v4/orders/${payment.order.order_id}?token=wrong`)).status).toBe(404);

    const ics = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${payment.order.order_id}/calendar.ics?token=${token}`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe(CALENDAR_CONTENT_TYPE);
    expect(ics.body).toContain('DTSTART;TZID=Europe/Copenhagen:20261122T200000');
    expect(ics.body).toContain('DTEND;TZID=Europe/Copenhagen:20261122T220000');
    expect(ics.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Copenhagen');

    expect(ics.headers['content-disposition']).toBe(
      `attachment; filename="tredjedel-${payment.order.order_id}.ics"`,
    );
    // The internal id is no address: the API answers 400 naming the parameter.
    expect((await getJson(ctx.app, `/api/v4/orders/${orderId}?token=${token}`)).status).toBe(400);

    const mails = (await findOutbox(ctx)).filter(
      (mail) => mail.dedupeKey === `booking-confirmation:${orderId}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(GUEST.email);
    expect(mails[0]?.text).toContain(`/book/manage/${payment.order.order_id}?token=${token}`);
    expect(mails[0]?.text).not.toMatch(new RegExp(`/book/(manage|confirmation)/${orderId}\\b`));
    expect(mails[0]?.attachments[0]?.content).toContain('TZID=Europe/Copenhagen');

    // The covers moved from the hold to the booking: still taken, and the hold is gone.
    expect((await readHold(ctx, place.productId, holdId)).status).toBe(404);
    const times = await getJson<{ entities: { times: { time: string; cover: number }[] } }>(
      ctx.app,
      `/api/v4/products/${place.productId}/stocks/times`,
    );
    expect(times.body.entities.times.find((slot) => slot.time === '20:00:00')?.cover).toBe(2);

    // The page of a finished payment offers no buttons, only the way back.
    const after = await ctx.app.inject({ method: 'GET', url: payment.payment_link });
    expect(after.body).not.toContain('value="pay"');
  });

  it('declined: back to step2 with ispafa=1, everything kept, the hold alive, and paying again works', async () => {
    const place = await prepareBookable(ctx, 4, '20:30:00');
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place, { lang: 'en' });
    const declined = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'decline');
    expect(declined.statusCode).toBe(303);
    expect(String(declined.headers.location)).toMatch(
      new RegExp(`^${ctx.config.PUBLIC_URL}/en/book/step2/(restaurant|bar|takeaway)/[^/?]+\\?ispafa=1$`),
    );

    const state = await readHold(ctx, place.productId, holdId);
    expect(state.status).toBe(200);
    expect(ZBookingHoldState.parse(state.body)).toMatchObject({
      num_person: 2,
      time: '20:30:00',
      guest: { name: GUEST.name, email: GUEST.email, phone: GUEST.phone },
    });
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, payment.order.order_id ?? ''));
    expect(order?.status).toBe('failed');

    const again = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/payment`, {
      hold_id: holdId,
      lang: 'en',
      ...GUEST,
    });
    expect(again.statusCode).toBe(200);
    const link = again.json<{ payment_link: string }>().payment_link;
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(link), 'pay');
    expect(String(paid.headers.location)).toMatch(
      new RegExp(`^${ctx.config.PUBLIC_URL}/en/book/confirmation/TD-[0-9A-Z]{4}-[0-9A-Z]{4}\\?token=`),
    );
  });

  it('a callback replayed 10 times makes one booking and one e-mail; a bad signature is refused', async () => {
    const place = await prepareBookable(ctx, 4, '21:00:00');
    const { payment } = await holdAndStartPayment(ctx.app, place);
    const paymentId = paymentIdOf(payment.payment_link);
    const body = { payment_id: paymentId, status: 'paid', amount: payment.order.total };

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/pay/callback',
      headers: { 'content-type': 'application/json', 'x-payment-signature': 'a'.repeat(64) },
      payload: JSON.stringify(body),
    });
    expect(forged.statusCode).toBe(403);

    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      answers.push((await sendCallback(ctx.app, secret, body)).json());
    expect(answers.filter((answer: { applied: boolean }) => answer.applied)).toHaveLength(1);
    expect(answers.every((answer: { order_status: string }) => answer.order_status === 'confirmed')).toBe(
      true,
    );

    const orderId = await internalOrderId(ctx, payment.order.order_id);
    const confirmed = await ctx.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    expect(confirmed.map((booking) => booking.status)).toEqual(['confirmed']);
    const mails = (await findOutbox(ctx)).filter(
      (mail) => mail.dedupeKey === `booking-confirmation:${orderId}`,
    );
    expect(mails).toHaveLength(1);
    // A later "declined" for the same payment changes nothing either.
    const late = await sendCallback(ctx.app, secret, { ...body, status: 'declined' });
    expect(late.json()).toMatchObject({ applied: false, payment_status: 'paid', order_status: 'confirmed' });
  });

  it('gift codes covering the whole total confirm the order without the gateway', async () => {
    const place = await prepareBookable(ctx, 4, '21:30:00');
    await seedGiftCard(ctx, { code: 'FULL-COVER-0001', amount: 1_000_000 });
    const { payment } = await holdAndStartPayment(ctx.app, place, { giftcodes: ['full-cover-0001'] });
    expect(payment.order.total).toBe(0);
    expect(payment.payment_link).toMatch(
      new RegExp(`^${ctx.config.PUBLIC_URL}/book/confirmation/${payment.order.order_id}\\?token=`),
    );
    expect(payment.order.giftcards).toEqual([
      {
        code: 'FULL-COVER-0001',
        amount: place.priceSale * 2 + 2500,
        remaining: 1_000_000 - (place.priceSale * 2 + 2500),
      },
    ]);
    const gateway = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, await internalOrderId(ctx, payment.order.order_id)));
    expect(gateway).toHaveLength(0);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, payment.order.order_id ?? ''));
    expect(order?.status).toBe('confirmed');
    // What is left stays on the code.
    const calc = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/calculate`, {
      seat: 1,
      menus: [{ id: place.menuId, count: 1 }],
      giftcodes: ['FULL-COVER-0001'],
    });
    expect(calc.statusCode).toBe(200);
    expect(calc.json<{ total: number }>().total).toBe(0);
  });

  it('paid after the hold lapsed and the table was taken: the order fails, the payment is refunded and the guest told', async () => {
    const place = await prepareBookable(ctx, 2, '23:00:00');
    const payment = await startPaymentThenLoseTheTable(ctx, place);
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    expect(String(paid.headers.location)).toMatch(/\/book\/step2\/.+\?ispafa=1$/);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, payment.order.order_id ?? ''));
    expect(order?.status).toBe('failed');
    const orderId = order?.id ?? 0;
    const made = await ctx.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    expect(made.map((booking) => booking.status)).toEqual(['cancelled']);
    const [refunded] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentIdOf(payment.payment_link)));
    expect(refunded).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) as unknown });
    const mails = (await findOutbox(ctx)).filter((mail) => mail.dedupeKey === `booking-refund:${orderId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: GUEST.email, kind: 'booking-refund' });
    expect(mails[0]?.text).toMatch(/Vi tilbagefører \d[\d.]*(,\d\d)?\skr\. til dit kort/);
    expect(mails[0]?.text).toMatch(/\/(restaurant|bar|takeaway)\/[a-z0-9-]+$/);
    // No confirmation went out, and the hosted page says what happened.
    expect((await findOutbox(ctx)).some((mail) => mail.dedupeKey === `booking-confirmation:${orderId}`)).toBe(
      false,
    );
    const page = await ctx.app.inject({ method: 'GET', url: payment.payment_link });
    expect(page.body).toContain('beløbet tilbageføres');
    // A replayed callback refunds nothing twice.
    const replay = await sendCallback(ctx.app, ctx.config.PAYMENT_SECRET, {
      payment_id: paymentIdOf(payment.payment_link),
      status: 'paid',
      amount: refunded?.amount ?? 0,
    });
    expect(replay.json<{ applied: boolean }>().applied).toBe(false);
    expect((await findOutbox(ctx)).filter((mail) => mail.kind === 'booking-refund')).toHaveLength(1);
  });

  it('when the hold lapsed and the table went to someone else, payment answers "no available tables"', async () => {
    const place = await prepareBookable(ctx, 2, '22:00:00');
    const first = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2));
    const holdId = first.json<{ hold_id: string }>().hold_id;
    ctx.clock.advance(PAST_HOLD_LIFETIME_MS);
    const { payment } = await holdAndStartPayment(ctx.app, place);
    expect(payment.order.order_id).toMatch(/^TD-/);
    const late = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/payment`, {
      hold_id: holdId,
      lang: 'da',
      ...GUEST,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ msg: 'no available tables', status: 'on-hold' });
  });

  it('one live payment per hold: a second start answers with the same page; a voided page stays unchargeable', async () => {
    const place = await prepareBookable(ctx, 4, '22:30:00');
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place);
    const start = (phone: string) =>
      send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/payment`, {
        hold_id: holdId,
        lang: 'da',
        ...GUEST,
        phone,
      });
    const same = await start(GUEST.phone);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      payment_link: payment.payment_link,
      order: { order_id: payment.order.order_id, total: payment.order.total },
    });

    // Other details make another order: the old payment is voided and its page cannot be paid.
    const other = await start('+4520999999');
    expect(other.statusCode).toBe(200);
    expect(other.json<{ payment_link: string }>().payment_link).not.toBe(payment.payment_link);
    const voidedId = paymentIdOf(payment.payment_link);
    const page = await ctx.app.inject({ method: 'GET', url: payment.payment_link });
    expect(page.body).not.toMatch(/value="pay"/);
    expect((await pressOnPaymentPage(ctx.app, voidedId, 'pay')).statusCode).toBe(303);
    const [voided] = await ctx.database.db.select().from(payments).where(eq(payments.id, voidedId));
    expect(voided?.status).toBe('cancelled');
    // Nor does a start after the void bring it back.
    expect((await start('+4520999999')).json<{ payment_link: string }>().payment_link).toBe(
      other.json<{ payment_link: string }>().payment_link,
    );
  });
});
