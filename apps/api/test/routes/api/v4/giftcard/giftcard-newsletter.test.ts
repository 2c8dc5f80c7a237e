import { eq } from 'drizzle-orm';
import {
  calculateGiftcardPrice,
  ZApiError,
  ZGiftcardPaymentResponse,
  ZNewsletterResponse,
} from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { giftCards, newsletterSubscriptions } from '../../../../../src/db/schema-booking.ts';
import { DATABASE_KINDS, buildTestApp, getJson, type TTestApp } from '../../../../helper.ts';
import { findOutbox, GUEST, internalOrderId, prepareBookable, send } from '../booking/booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, pressOnPaymentPage } from '../booking/payment-flow.ts';

describe.each(DATABASE_KINDS)('gift cards, newsletter, outbox and rate limits on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {
      LOG_LEVEL: 'error',
      RATE_LIMIT_GIFTCODE_PER_MINUTE: 3,
      RATE_LIMIT_PAYMENT_PER_MINUTE: 3,
    });
  });
  afterAll(() => ctx.close());

  const buy = (body: Record<string, unknown>, remoteAddress = '192.0.2.1') =>
    send(ctx.app, 'POST', '/api/v4/giftcard/payment', body, { remoteAddress });

  it('buys gift cards: order with line items, paid on the hosted page, codes issued, e-mailed and usable', async () => {
    const answer = await buy({
      is_accept_terms: true,
      is_subscribe: true,
      name: 'Bo Hansen',
      email: 'Bo@Example.dk',
      amount: 50_000,
      quantity: 3,
      lang: 'en',
    });
    expect(answer.statusCode).toBe(200);
    const order = ZGiftcardPaymentResponse.parse(answer.json());
    expect(order.line_items).toEqual(
      calculateGiftcardPrice({ amount: 50_000, quantity: 3, locale: 'en' }).line_items,
    );
    expect(order.total).toBe(150_000);
    expect(order.payment_url).toMatch(new RegExp(`^${ctx.config.PUBLIC_URL}/pay/`));

    const page = await ctx.app.inject({ method: 'GET', url: order.payment_url });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('DKK\u00a01,500');

    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(order.payment_url), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toMatch(
      new RegExp(`^${ctx.config.PUBLIC_URL}/en/gavekort/confirmation/${order.order_id}\\?token=`),
    );

    const orderId = await internalOrderId(ctx, order.order_id);
    const cards = await ctx.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(card.amount).toBe(50_000);
    }
    const mail = (await findOutbox(ctx)).find((item) => item.dedupeKey === `giftcard-codes:${orderId}`);
    expect(mail?.to).toBe('Bo@Example.dk');
    for (const card of cards) expect(mail?.text).toContain(card.code);

    // Signed up to the newsletter with the purchase (is_subscribe), consent recorded.
    const [subscription] = await ctx.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'bo@example.dk'));
    expect(subscription).toMatchObject({ locale: 'en', source: 'giftcard' });

    // A bought code pays for a booking.
    const place = await prepareBookable(ctx, 8, '20:00:00');
    const code = cards[0]?.code ?? '';
    const booking = await holdAndStartPayment(ctx.app, place, {
      giftcodes: [code],
      remoteAddress: '192.0.2.50',
    });
    const paysOnBooking = Math.min(50_000, place.priceSale * 2 + 2500);
    expect(booking.payment.order.giftcards).toEqual([
      { code, amount: paysOnBooking, remaining: 50_000 - paysOnBooking },
    ]);
  });

  it('declined gift-card payment goes back to the details step with ispafa=1 and issues nothing', async () => {
    const order = ZGiftcardPaymentResponse.parse(
      (
        await buy(
          { is_accept_terms: true, name: 'Bo', email: 'bo@example.dk', amount: 20_000, quantity: 1 },
          '192.0.2.2',
        )
      ).json(),
    );
    const declined = await pressOnPaymentPage(ctx.app, paymentIdOf(order.payment_url), 'decline');
    expect(declined.headers.location).toBe(`${ctx.config.PUBLIC_URL}/gavekort/step2?ispafa=1`);
    expect(
      await ctx.database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.orderId, await internalOrderId(ctx, order.order_id))),
    ).toHaveLength(0);
  });

  it('validates the purchase with the spec keys (422)', async () => {
    const answer = await buy(
      { is_accept_terms: true, name: '', email: 'nope', amount: 0, quantity: 0 },
      '192.0.2.3',
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      errors: { amount: 'errors.giftcard_amount', quantity: 'errors.giftcard_quantity' },
    });
    const details = await buy(
      { is_accept_terms: true, name: '', email: 'nope', amount: 10_000, quantity: 1 },
      '192.0.2.4',
    );
    expect(details.json()).toMatchObject({ errors: { name: 'errors.name', email: 'errors.email' } });
    const terms = await buy(
      { is_accept_terms: false, name: 'Bo', email: 'bo@example.dk', amount: 10_000, quantity: 1 },
      '192.0.2.5',
    );
    expect(terms.json()).toMatchObject({ errors: { is_accept_terms: 'errors.is_accept_terms' } });
  });

  it('POST newsletter: idempotent, records consent time and locale; a bad e-mail is a 422; CSRF required', async () => {
    const first = await send(ctx.app, 'POST', '/api/v4/newsletter', {
      email: 'Nyhed@Example.dk',
      lang: 'da',
    });
    expect(first.statusCode).toBe(200);
    expect(ZNewsletterResponse.parse(first.json())).toEqual({ status: 'subscribed' });
    const consentedAt = ctx.clock.now().getTime();
    ctx.clock.advance(60_000);
    const again = await send(ctx.app, 'POST', '/api/v4/newsletter', {
      email: 'nyhed@example.dk',
      lang: 'en',
    });
    expect(ZNewsletterResponse.parse(again.json())).toEqual({ status: 'already_subscribed' });
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'nyhed@example.dk'));
    expect(rows).toHaveLength(1);
    // The first consent stands: its time and locale.
    expect(rows[0]?.consentedAt.getTime()).toBe(consentedAt);
    expect(rows[0]?.locale).toBe('da');
    const bad = await send(ctx.app, 'POST', '/api/v4/newsletter', { email: 'nyhed@' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { email: 'errors.email' } });
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/v4/newsletter',
      payload: { email: 'x@example.dk' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('rate-limits gift-code checks and payments per client with a JSON 429, counted in the database', async () => {
    const place = await prepareBookable(ctx, 8, '21:00:00');
    const attach = (remoteAddress: string) =>
      send(
        ctx.app,
        'POST',
        `/api/v4/booking/${place.productId}/giftcode`,
        { hold_id: 'AAAAAAAAAAAAAAAAAAAAAA', code: 'X', ...GUEST },
        { remoteAddress },
      );
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await attach('198.51.100.7')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await attach('198.51.100.7');
    expect(ZApiError.parse(limited.json())).toMatchObject({ error: 'rate_limited' });
    // Another client is not affected; a minute later the first may try again.
    expect((await attach('198.51.100.8')).statusCode).toBe(404);
    ctx.clock.advance(61_000);
    expect((await attach('198.51.100.7')).statusCode).toBe(404);

    const pay = () =>
      buy(
        { is_accept_terms: true, name: 'Bo', email: 'bo@example.dk', amount: 10_000, quantity: 1 },
        '198.51.100.9',
      );
    const payStatuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) payStatuses.push((await pay()).statusCode);
    expect(payStatuses).toEqual([200, 200, 200, 429]);
  });

  it('lists the outbox on the development page', async () => {
    expect(ctx.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(true);
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('E-mail outbox');
    const json = await getJson<{ data: { kind: string }[] }>(ctx.app, '/dev/outbox.json');
    expect(json.body.data.some((mail) => mail.kind === 'giftcard-codes')).toBe(true);
  });
});

describe('the development outbox in production', () => {
  it('is not there unless DEV_OUTBOX=1', async () => {
    const ctx = await buildTestApp('pglite', {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      PAYMENT_SECRET: 'a-real-secret-for-this-test',
    });
    try {
      expect(ctx.app.hasRoute({ method: 'GET', url: '/dev/outbox.json' })).toBe(false);
      expect(ctx.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
      const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox.json' });
      expect(page.body).not.toContain('"data"');
    } finally {
      await ctx.close();
    }
  });
});
