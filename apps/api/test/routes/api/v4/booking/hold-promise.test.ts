import { and, eq, inArray } from 'drizzle-orm';
import {
  getErrorMessage,
  HOLD_TTL_MS,
  mapBookingApiError,
  RATE_LIMITED_MSG,
  ZApiError,
  ZBookingHoldResponse,
} from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookings, holds, orders, payments, rateLimits } from '../../../../../src/db/schema-booking.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import {
  GUEST,
  holdBody,
  internalOrderId,
  prepareBookable,
  seedGiftCard,
  send,
  visitorHeaders,
} from './booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, pressOnPaymentPage, sendCallback } from './payment-flow.ts';

/** Covers of the confirmed bookings at these slots: what the guests were promised. */
async function countConfirmedCovers(ctx: TTestApp, slotIds: readonly number[]): Promise<number> {
  const rows = await ctx.database.db
    .select({ covers: bookings.covers })
    .from(bookings)
    .where(and(inArray(bookings.slotId, [...slotIds]), eq(bookings.status, 'confirmed')));
  return rows.reduce((sum, row) => sum + row.covers, 0);
}

/*
 * The booking promise against a hostile visitor (ADRs 0205 and 0203): a paid table is really there,
 * no one hoards tables, a hold answers only to its visitor, and every gift-code check is counted.
 * Each test uses its own visitors, client addresses and places (slots), so none depends on another.
 */
describe.each(DATABASE_KINDS)('the booking promise on %s', (kind) => {
  let ctx: TTestApp;
  const SECRET = 'a-shared-payment-secret-for-tests';

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {
      LOG_LEVEL: 'error',
      PAYMENT_SECRET: SECRET,
      HOLD_MAX_PER_ADDRESS: 4,
      RATE_LIMIT_HOLD_PER_MINUTE: 12,
    });
  });
  afterAll(() => ctx.close());

  const holdUrl = (productId: number) => `/api/v4/booking/${productId}/hold`;

  it('a table is never sold twice: A starts paying for 4 of 4, shrinks the hold to 1, B pays 3, A pays: never 7', async () => {
    const place = await prepareBookable(ctx, 4, '19:00:00', 0);
    const a = { headers: visitorHeaders('shrink-a'), remoteAddress: '203.0.113.1' };
    const b = { headers: visitorHeaders('shrink-b'), remoteAddress: '203.0.113.2' };
    const started = await holdAndStartPayment(ctx.app, place, { seat: 4, ...a });
    expect(started.payment.order.total).toBeGreaterThan(0);

    const shrunk = await send(
      ctx.app,
      'POST',
      holdUrl(place.productId),
      holdBody(place, 1, { hold_id: started.holdId }),
      a,
    );
    expect(shrunk.statusCode).toBe(200);
    expect(ZBookingHoldResponse.parse(shrunk.json()).hold_id).toBe(started.holdId);
    // The change voided A's payment in flight (ADR 0205).
    const [voided] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, started.payment.order.order_id ?? ''));
    expect(voided?.status).toBe('failed');

    const bPaid = await holdAndStartPayment(ctx.app, place, { seat: 3, ...b });
    const bPress = await pressOnPaymentPage(ctx.app, paymentIdOf(bPaid.payment.payment_link), 'pay');
    expect(bPress.statusCode).toBe(303);

    // A pays the old payment: the gateway reports it paid, nothing is confirmed for it.
    const aCallback = await sendCallback(ctx.app, SECRET, {
      payment_id: paymentIdOf(started.payment.payment_link),
      status: 'paid',
      amount: started.payment.order.total,
    });
    expect(aCallback.statusCode).toBe(200);
    expect(await countConfirmedCovers(ctx, [place.slotId])).toBe(3);
    const [aOrder] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, started.payment.order.order_id ?? ''));
    expect(aOrder?.status).not.toBe('confirmed');
  });

  it('confirmation re-checks the covers under the slot lock: a hold no longer matching its order refunds, never oversells', async () => {
    const place = await prepareBookable(ctx, 4, '19:30:00', 0);
    const a = { headers: visitorHeaders('recheck-a'), remoteAddress: '203.0.113.3' };
    const b = { headers: visitorHeaders('recheck-b'), remoteAddress: '203.0.113.4' };
    const started = await holdAndStartPayment(ctx.app, place, { seat: 4, ...a });
    // The hold shrinks behind the order's back (as before the void existed): only the
    // confirmation's own check stands between this and an oversold slot.
    await ctx.database.db.update(holds).set({ covers: 1 }).where(eq(holds.id, started.holdId));
    const bPaid = await holdAndStartPayment(ctx.app, place, { seat: 3, ...b });
    await pressOnPaymentPage(ctx.app, paymentIdOf(bPaid.payment.payment_link), 'pay');
    const press = await pressOnPaymentPage(ctx.app, paymentIdOf(started.payment.payment_link), 'pay');
    expect(press.statusCode).toBe(303);
    expect(await countConfirmedCovers(ctx, [place.slotId])).toBe(3);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, await internalOrderId(ctx, started.payment.order.order_id)));
    expect(payment?.status).toBe('refunded');
  });

  it('re-posting a hold (a move) never pushes its expiry forward, nor does starting a payment', async () => {
    const place = await prepareBookable(ctx, 8, '20:00:00', 0);
    const a = { headers: visitorHeaders('expiry-a'), remoteAddress: '203.0.113.5' };
    const first = ZBookingHoldResponse.parse(
      (await send(ctx.app, 'POST', holdUrl(place.productId), holdBody(place, 2), a)).json(),
    );
    const expireAt = first.expire_at;
    expect(new Date(expireAt).getTime()).toBe(ctx.clock.now().getTime() + HOLD_TTL_MS);
    ctx.clock.advance(10 * 60_000);
    try {
      const moved = await send(
        ctx.app,
        'POST',
        holdUrl(place.productId),
        holdBody(place, 3, { hold_id: first.hold_id }),
        a,
      );
      expect(moved.statusCode).toBe(200);
      expect(ZBookingHoldResponse.parse(moved.json()).expire_at).toBe(expireAt);
      const cookie = [moved.headers['set-cookie']].flat().find((value) => value?.startsWith('hold_id='));
      expect(cookie).toContain('Max-Age=300');
      const paid = await send(
        ctx.app,
        'POST',
        `/api/v4/booking/${place.productId}/payment`,
        { hold_id: first.hold_id, lang: 'da', ...GUEST },
        a,
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json<{ order: { expire_at: string } }>().order.expire_at).toBe(expireAt);
      ctx.clock.advance(5 * 60_000);
      const [row] = await ctx.database.db.select().from(holds).where(eq(holds.id, first.hold_id));
      expect(row?.expireAt.toISOString()).toBe(expireAt);
      expect(row && row.expireAt.getTime() <= ctx.clock.now().getTime()).toBe(true);
    } finally {
      ctx.clock.advance(-15 * 60_000);
    }
  });

  it('limits active holds per visitor (2) with a 429 the page shows in the visitor’s language', async () => {
    const places = await Promise.all([0, 1, 2].map((skip) => prepareBookable(ctx, 8, '20:30:00', skip)));
    const [p0, p1, p2] = places;
    if (!p0 || !p1 || !p2) throw new Error('three places needed');
    const v = { headers: visitorHeaders('limit-visitor'), remoteAddress: '203.0.113.6' };
    expect((await send(ctx.app, 'POST', holdUrl(p0.productId), holdBody(p0, 8), v)).statusCode).toBe(200);
    expect((await send(ctx.app, 'POST', holdUrl(p1.productId), holdBody(p1, 8), v)).statusCode).toBe(200);
    const third = await send(ctx.app, 'POST', holdUrl(p2.productId), holdBody(p2, 1), v);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      error: 'rate_limited',
      msg: 'hold_limit',
      message: getErrorMessage('errors.hold_limit'),
    });
    // The page shows it in the visitor's language (Danish and English catalogs).
    expect(mapBookingApiError(429, ZApiError.parse(third.json()))).toEqual({ key: 'errors.hold_limit' });
  });

  it('limits active holds per client address (shared NAT: more than one visitor, still bounded)', async () => {
    const address = '203.0.113.7';
    const places = await Promise.all(
      [0, 1, 2, 3, 4].map((skip) => prepareBookable(ctx, 8, '21:00:00', skip)),
    );
    const statuses = [];
    for (const [index, place] of places.entries()) {
      const visitor = { headers: visitorHeaders(`nat-${index}`), remoteAddress: address };
      statuses.push(
        (await send(ctx.app, 'POST', holdUrl(place.productId), holdBody(place, 2), visitor)).statusCode,
      );
    }
    // HOLD_MAX_PER_ADDRESS is 4 in this app.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('rate-limits hold requests per client address with a JSON 429', async () => {
    const place = await prepareBookable(ctx, 8, '21:30:00', 0);
    const v = { headers: visitorHeaders('rate-hold'), remoteAddress: '203.0.113.8' };
    const first = ZBookingHoldResponse.parse(
      (await send(ctx.app, 'POST', holdUrl(place.productId), holdBody(place, 2), v)).json(),
    );
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const moved = await send(
        ctx.app,
        'POST',
        holdUrl(place.productId),
        holdBody(place, 1 + (attempt % 4), { hold_id: first.hold_id }),
        v,
      );
      statuses.push(moved.statusCode);
    }
    // RATE_LIMIT_HOLD_PER_MINUTE is 12 in this app: the first hold and 11 moves pass.
    expect(statuses.slice(0, 11).every((status) => status === 200)).toBe(true);
    expect(statuses[11]).toBe(429);
  });

  it('counts every hold request once, however it ends, and the rate limit comes before any other refusal', async () => {
    const place = await prepareBookable(ctx, 8, '21:45:00', 0);
    const address = '203.0.113.61';
    const v = { headers: visitorHeaders('rate-mixed'), remoteAddress: address };
    const post = (productId: number, body: Record<string, unknown>) =>
      send(ctx.app, 'POST', holdUrl(productId), body, v);
    const first = await post(place.productId, holdBody(place, 2));
    const holdId = ZBookingHoldResponse.parse(first.json()).hold_id;
    const answers = [
      first,
      await post(place.productId, { ...holdBody(place, 2), seat: 'two' }),
      await post(999_999, holdBody(place, 2)),
      await post(place.productId, holdBody(place, 3, { hold_id: holdId })),
      await post(place.productId, holdBody(place, 2, { hold_id: 'not-a-hold-id' })),
    ];
    for (let attempt = answers.length; attempt < 12; attempt += 1)
      answers.push(await post(place.productId, holdBody(place, 1)));
    // A new hold (counted by take_hold), a bad body and an unknown place (counted apart when they
    // fail), a move (counted apart first), a second new hold, then the visitor's hold limit (ADR 0205).
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200,
      422,
      404,
      200,
      200,
      ...Array<number>(7).fill(429),
    ]);
    expect(answers[11]?.json()).toMatchObject({ msg: 'hold_limit' });
    const [counter] = await ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `hold:${address}`));
    expect(counter?.count).toBe(12);
    // RATE_LIMIT_HOLD_PER_MINUTE is 12 in this app: past it, the rate limit answers first.
    for (const body of [{ ...holdBody(place, 2), seat: 'two' }, holdBody(place, 1)]) {
      const limited = await post(place.productId, body);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'rate_limited', msg: RATE_LIMITED_MSG });
      expect(limited.json<{ retry_after: number }>().retry_after).toBeGreaterThan(0);
    }
  });

  it('a hold belongs to its visitor: another cookie jar gets 404 on read, guest, codes and payment, and cannot cancel the payment', async () => {
    const place = await prepareBookable(ctx, 8, '22:00:00', 0);
    await seedGiftCard(ctx, { code: 'OWNER-CODE-1', amount: 10_000 });
    const owner = { headers: visitorHeaders('owner'), remoteAddress: '203.0.113.9' };
    const thief = { headers: visitorHeaders('thief'), remoteAddress: '203.0.113.10' };
    const started = await holdAndStartPayment(ctx.app, place, { seat: 2, ...owner });
    const { holdId } = started;

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/booking/${place.productId}/hold/${holdId}`,
      headers: { cookie: thief.headers.cookie },
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(GUEST.email);
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/booking/${place.productId}/hold`,
      headers: { cookie: `${thief.headers.cookie}; hold_id=${holdId}` },
    });
    expect(current.statusCode).toBe(404);
    const guest = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/guest`,
      {
        hold_id: holdId,
        lang: 'da',
        name: 'Mallory',
        email: 'm@example.dk',
        phone: '+4520000000',
        is_newsletter: false,
        seat: 2,
        time: place.time,
        time_end: place.timeEnd,
        menus: [{ id: place.menuId, count: 2 }],
        giftcodes: [],
      },
      thief,
    );
    expect(guest.statusCode).toBe(404);
    const code = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/giftcode`,
      { hold_id: holdId, code: 'OWNER-CODE-1', email: 'm@example.dk', phone: '+4520000000', lang: 'da' },
      thief,
    );
    expect(code.statusCode).toBe(404);
    const removal = await send(
      ctx.app,
      'DELETE',
      `/api/v4/booking/${place.productId}/giftcode/OWNER-CODE-1?hold_id=${holdId}`,
      undefined,
      thief,
    );
    expect(removal.statusCode).toBe(404);
    const pay = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/payment`,
      { hold_id: holdId, lang: 'da', name: 'Mallory', email: 'm@example.dk', phone: '+4520000000' },
      thief,
    );
    expect(pay.statusCode).toBe(404);
    // A move with the owner's hold_id makes the thief a hold of their own; the owner's is untouched.
    const move = await send(
      ctx.app,
      'POST',
      holdUrl(place.productId),
      holdBody(place, 1, { hold_id: holdId }),
      thief,
    );
    expect(move.statusCode).toBe(200);
    expect(ZBookingHoldResponse.parse(move.json()).hold_id).not.toBe(holdId);

    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, await internalOrderId(ctx, started.payment.order.order_id)));
    expect(payment?.status).toBe('pending');
    const [hold] = await ctx.database.db.select().from(holds).where(eq(holds.id, holdId));
    expect(hold).toMatchObject({ name: GUEST.name, email: GUEST.email, covers: 2 });
    // The owner's click on Pay still confirms.
    await pressOnPaymentPage(ctx.app, paymentIdOf(started.payment.payment_link), 'pay');
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, started.payment.order.order_id ?? ''));
    expect(order?.status).toBe('confirmed');
  });

  it('the owner restores the current hold from the HttpOnly cookie; without a hold the cookie is cleared', async () => {
    const place = await prepareBookable(ctx, 8, '22:30:00', 0);
    const owner = { headers: visitorHeaders('restorer'), remoteAddress: '203.0.113.11' };
    const answer = await send(ctx.app, 'POST', holdUrl(place.productId), holdBody(place, 2), owner);
    const held = ZBookingHoldResponse.parse(answer.json());
    // The page reads only an id-less hint that there is a hold to restore.
    const setCookies = [answer.headers['set-cookie']].flat();
    const hint = setCookies.find((value) => value?.startsWith('td_hold='));
    expect(hint).toMatch(/^td_hold=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).not.toContain(held.hold_id);
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/booking/${place.productId}/hold`,
      headers: { cookie: `${owner.headers.cookie}; hold_id=${held.hold_id}` },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ hold_id: held.hold_id, num_person: 2 });
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/booking/${place.productId}/hold`,
      headers: { cookie: `${owner.headers.cookie}; hold_id=AAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(none.statusCode).toBe(404);
    const cleared = [none.headers['set-cookie']].flat();
    expect(cleared.find((value) => value?.startsWith('hold_id='))).toContain('Max-Age=0');
    expect(cleared.find((value) => value?.startsWith('td_hold='))).toContain('Max-Age=0');
  });

  it('a first visit gets an HttpOnly 128-bit visitor session, and its hold is its own', async () => {
    const place = await prepareBookable(ctx, 8, '23:00:00', 0);
    const { CSRF_HEADERS } = await import('./booking-fixtures.ts');
    const csrfOnly = CSRF_HEADERS.cookie
      .split('; ')
      .filter((part) => part.startsWith('_csrf='))
      .join('; ');
    const response = await send(ctx.app, 'POST', holdUrl(place.productId), holdBody(place, 2), {
      headers: { cookie: csrfOnly },
      remoteAddress: '203.0.113.12',
    });
    expect(response.statusCode).toBe(200);
    const session = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('td_visitor='));
    expect(session).toMatch(/^td_visitor=[A-Za-z0-9_-]{22};/);
    expect(session).toContain('HttpOnly');
    const [row] = await ctx.database.db
      .select()
      .from(holds)
      .where(eq(holds.id, ZBookingHoldResponse.parse(response.json()).hold_id));
    expect(session).toContain(`td_visitor=${row?.ownerId ?? 'none'}`);
  });

  it('calculate counts every gift code it checks against the one gift-code limit (10 a minute)', async () => {
    const place = await prepareBookable(ctx, 8, '20:00:00', 1);
    const client = { headers: visitorHeaders('calc'), remoteAddress: '203.0.113.13' };
    const body = (giftcodes: string[]) => ({
      seat: 2,
      time: place.time,
      time_end: place.timeEnd,
      menus: [{ id: place.menuId, count: 2 }],
      giftcodes,
      lang: 'da',
    });
    const url = `/api/v4/booking/${place.productId}/calculate`;
    // Without codes nothing is checked and nothing counts.
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect((await send(ctx.app, 'POST', url, body([]), client)).statusCode).toBe(200);
    const guesses = Array.from({ length: 9 }, (_, index) => `GUESS-${index}`);
    expect((await send(ctx.app, 'POST', url, body(guesses), client)).statusCode).toBe(422);
    expect((await send(ctx.app, 'POST', url, body(['GUESS-X']), client)).statusCode).toBe(422);
    const over = await send(ctx.app, 'POST', url, body(['GUESS-Y']), client);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'rate_limited', msg: 'too_many_requests' });
    // The same limit closes the other gift-code checks for this client.
    const attach = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/giftcode`,
      { hold_id: 'AAAAAAAAAAAAAAAAAAAAAA', code: 'GUESS-Z', email: 'a@example.dk', phone: '+4520000000' },
      client,
    );
    expect(attach.statusCode).toBe(429);
  });

  it('gift cards: the order records its visitor, and another jar can neither read it nor reach its payment by id', async () => {
    const buyer = { headers: visitorHeaders('gc-buyer'), remoteAddress: '203.0.113.14' };
    const bought = await send(
      ctx.app,
      'POST',
      '/api/v4/giftcard/payment',
      { is_accept_terms: true, name: 'Bo', email: 'bo@example.dk', amount: 50_000, quantity: 1, lang: 'da' },
      buyer,
    );
    expect(bought.statusCode).toBe(200);
    const reference = bought.json<{ order_id: string }>().order_id;
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order?.ownerId).toBe(/td_visitor=([^;]+)/.exec(buyer.headers.cookie)?.[1]);
    // Without the order's token its reference opens nothing, for anyone.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${reference}/giftcard?token=${'x'.repeat(32)}`,
      headers: { cookie: visitorHeaders('gc-thief').cookie },
    });
    expect(read.statusCode).toBe(404);
  });
});
