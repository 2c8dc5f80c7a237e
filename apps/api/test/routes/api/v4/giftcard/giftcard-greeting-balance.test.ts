import { eq } from 'drizzle-orm';
import {
  RATE_LIMITED_MSG,
  ZApiError,
  ZGiftcardBalanceResponse,
  ZGiftcardOrderConfirmation,
  ZGiftcardPaymentResponse,
} from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders } from '../../../../../src/db/schema-booking.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import { findOutbox, prepareBookable, seedGiftCard, send } from '../booking/booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, pressOnPaymentPage } from '../booking/payment-flow.ts';

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('gift cards with a greeting, and the balance check, on %s', (kind) => {
  let ctx: TTestApp;
  let address = 0;
  /** Every test from its own address: the gift-code limit is per address. */
  const nextAddress = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {
      LOG_LEVEL: 'error',
      RATE_LIMIT_GIFTCODE_PER_MINUTE: 4,
      RATE_LIMIT_PAYMENT_PER_MINUTE: 100,
    });
  });
  afterAll(() => ctx.close());

  const buy = (body: Record<string, unknown>, remoteAddress: string) =>
    send(
      ctx.app,
      'POST',
      '/api/v4/giftcard/payment',
      {
        is_accept_terms: true,
        name: 'Bo Hansen',
        email: 'bo@example.dk',
        amount: 30_000,
        quantity: 2,
        ...body,
      },
      { remoteAddress },
    );
  const check = (code: unknown, remoteAddress: string) =>
    send(ctx.app, 'POST', '/api/v4/giftcard/balance', { code, lang: 'da' }, { remoteAddress });

  /** Buys with a greeting, pays on the hosted page; the confirmation's link. */
  async function buyAndPay(
    greeting: { recipient_name: string; message: string },
    bought: Record<string, unknown> = {},
  ) {
    const answer = await buy({ ...greeting, ...bought }, nextAddress());
    expect(answer.statusCode).toBe(200);
    const order = ZGiftcardPaymentResponse.parse(answer.json());
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(order.payment_url), 'pay');
    const link = new URL(String(paid.headers.location), 'http://localhost');
    // Answers and links name the order by its public reference; the internal id keys the e-mail.
    const reference = order.order_id ?? '';
    const [row] = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.reference, reference));
    return { orderId: row?.id ?? 0, reference, token: link.searchParams.get('token') ?? '' };
  }

  it('keeps the recipient and message as the domain normalizes them, and shows them with the cards once paid', async () => {
    const { orderId, reference, token } = await buyAndPay({
      recipient_name: '  Mor ',
      message: 'Tillykke med de 60!  \r\nKærlig hilsen\r\nAnna & Bo\r\n',
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      giftcardRecipientName: 'Mor',
      giftcardMessage: 'Tillykke med de 60!\nKærlig hilsen\nAnna & Bo',
    });

    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${reference}/giftcard?token=${encodeURIComponent(token)}`,
    });
    const confirmation = ZGiftcardOrderConfirmation.parse(answer.json());
    expect(confirmation).toMatchObject({
      status: 'confirmed',
      recipient_name: 'Mor',
      message: 'Tillykke med de 60!\nKærlig hilsen\nAnna & Bo',
    });
    expect(confirmation.cards).toHaveLength(2);
    for (const card of confirmation.cards) {
      expect(card.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(card).toMatchObject({ amount: 30_000, balance: 30_000 });
      // Three years, the statutory minimum.
      expect(new Date(card.expire_at).getTime() - ctx.clock.now().getTime()).toBeGreaterThan(
        3 * 364 * DAY_MS,
      );
    }

    // The e-mail with the codes repeats the greeting, the message's lines kept in the HTML.
    const mail = (await findOutbox(ctx)).find((item) => item.dedupeKey === `giftcard-codes:${orderId}`);
    expect(mail?.text).toContain('Til: Mor');
    expect(mail?.text).toContain('Hilsen: Tillykke med de 60!\nKærlig hilsen\nAnna & Bo');
    expect(mail?.html).toMatch(
      /Hilsen: Tillykke med de 60!(<!-- -->)?<br\/?>(<!-- -->)?Kærlig hilsen(<!-- -->)?<br\/?>(<!-- -->)?Anna &amp; Bo/,
    );
    for (const card of confirmation.cards) expect(mail?.text).toContain(card.code);
  });

  it('has no cards to show before the order is paid, and no greeting when none was written', async () => {
    const answer = await buy({}, nextAddress());
    const order = ZGiftcardPaymentResponse.parse(answer.json());
    const [row] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, order.order_id ?? ''));
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${order.order_id}/giftcard?token=${encodeURIComponent(row?.token ?? '')}`,
    });
    expect(ZGiftcardOrderConfirmation.parse(read.json())).toMatchObject({
      status: 'pending',
      recipient_name: '',
      message: '',
      cards: [],
    });
  });

  it('refuses a greeting too long for the card with a 422 the page can show, and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(orders)).length;
    const tooLong = await buy({ message: 'x'.repeat(301) }, nextAddress());
    expect(tooLong.statusCode).toBe(422);
    expect(ZApiError.parse(tooLong.json()).errors).toEqual({ message: 'errors.giftcard_message' });
    const tooManyLines = await buy(
      { message: Array.from({ length: 9 }, () => 'a').join('\n') },
      nextAddress(),
    );
    expect(ZApiError.parse(tooManyLines.json()).errors).toEqual({ message: 'errors.giftcard_message' });
    const name = await buy({ recipient_name: 'n'.repeat(51) }, nextAddress());
    expect(name.statusCode).toBe(422);
    expect(ZApiError.parse(name.json()).errors).toEqual({ recipient_name: 'errors.giftcard_recipient' });
    // Beyond the schema's own bound: still a 422 with the field's key, not a 400 or a 500.
    const huge = await buy({ message: 'x'.repeat(5_000) }, nextAddress());
    expect(huge.statusCode).toBe(422);
    expect(ZApiError.parse(huge.json()).errors).toEqual({ message: 'errors.giftcard_message' });
    expect((await ctx.database.db.select().from(orders)).length).toBe(before);
  });

  it('tells what a bought code can still pay, after part of it paid for a booking', async () => {
    // One card worth more than a booking costs, so part of it is left.
    const { reference, token } = await buyAndPay(
      { recipient_name: '', message: '' },
      { amount: 500_000, quantity: 1 },
    );
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${reference}/giftcard?token=${encodeURIComponent(token)}`,
    });
    const [card] = ZGiftcardOrderConfirmation.parse(read.json()).cards;
    const code = card?.code ?? '';
    const fresh = await check(code.toLowerCase(), nextAddress());
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(ZGiftcardBalanceResponse.parse(fresh.json())).toEqual({
      code,
      status: 'active',
      balance: 500_000,
      expire_at: card?.expire_at,
    });

    // A booking is paid with it.
    const place = await prepareBookable(ctx, 8, '20:00:00');
    const booking = await holdAndStartPayment(ctx.app, place, {
      giftcodes: [code],
      remoteAddress: nextAddress(),
    });
    const used = booking.payment.order.giftcards[0]?.amount ?? 0;
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThan(500_000);
    // The card covers the whole booking: confirmed at once, without the gateway, the use spent.
    expect(booking.payment.order.payment_url).toMatch(/\/book\/confirmation\//);
    const after = ZGiftcardBalanceResponse.parse((await check(code, nextAddress())).json());
    expect(after).toMatchObject({ status: 'active', balance: 500_000 - used });
  });

  it('answers unknown, used and expired codes in the same shape, saying no more than the booking flow', async () => {
    const now = ctx.clock.now().getTime();
    await seedGiftCard(ctx, { code: 'USED-0000-0000-0001', isDisabled: true });
    await seedGiftCard(ctx, { code: 'OLD0-0000-0000-0001', expireAt: new Date(now - DAY_MS) });
    await seedGiftCard(ctx, { code: 'ONCE-0000-0000-0001', maxUses: 0 });
    const from = nextAddress();
    const answers = await Promise.all(
      ['NOPE-NOPE-NOPE-NOPE', 'used-0000-0000-0001', 'OLD0-0000-0000-0001', 'ONCE-0000-0000-0001'].map(
        async (code) => {
          const answer = await check(code, from);
          expect(answer.statusCode).toBe(200);
          return ZGiftcardBalanceResponse.parse(answer.json());
        },
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.balance])).toEqual([
      ['invalid', 0],
      ['used', 0],
      ['expired', 0],
      ['used', 0],
    ]);
    expect(answers[0]).toEqual({
      code: 'NOPE-NOPE-NOPE-NOPE',
      status: 'invalid',
      balance: 0,
      expire_at: null,
    });
    for (const answer of answers)
      expect(Object.keys(answer).toSorted()).toEqual(['balance', 'code', 'expire_at', 'status']);
  });

  it('counts each check against the one gift-code limit per address, shared with the booking flow', async () => {
    const from = nextAddress();
    // An empty code is the visitor's slip: a 422 in the page's keys, and nothing counted.
    const empty = await check('   ', from);
    expect(empty.statusCode).toBe(422);
    expect(ZApiError.parse(empty.json()).errors).toEqual({ code: 'errors.giftcard_code' });
    for (let n = 1; n <= 4; n += 1)
      expect((await check(`GUES-S000-0000-000${n}`, from)).statusCode).toBe(200);
    const refused = await check('GUES-S000-0000-0005', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', msg: RATE_LIMITED_MSG });
    // The booking flow's check of a code counts on the same counter: refused as well.
    const viaBooking = await send(
      ctx.app,
      'POST',
      '/api/v4/booking/1/giftcode',
      { hold_id: 'x', code: 'GUES-S000-0000-0006', email: 'a@example.dk', phone: '+4520123456' },
      { remoteAddress: from },
    );
    expect(viaBooking.statusCode).toBe(429);
    // Another address is not refused; a minute later this one is not either.
    expect((await check('GUES-S000-0000-0007', nextAddress())).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    expect((await check('GUES-S000-0000-0008', from)).statusCode).toBe(200);
  });

  it('needs the CSRF token like every call that counts', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v4/giftcard/balance',
      payload: { code: 'NOPE-NOPE-NOPE-NOPE' },
      remoteAddress: nextAddress(),
    });
    expect(answer.statusCode).toBe(403);
  });
});
