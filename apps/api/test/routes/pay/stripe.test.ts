import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ConfigError, loadConfig } from '../../../src/config.ts';
import {
  bookings,
  giftCards,
  giftCardUses,
  holds,
  orders,
  payments,
} from '../../../src/db/schema-booking.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../helper.ts';
import {
  findOutbox,
  GUEST,
  internalOrderId,
  holdBody,
  prepareBookable,
  readHold,
  seedGiftCard,
  send,
  visitorHeaders,
} from '../api/v4/booking/booking-fixtures.ts';
import {
  holdAndStartPayment,
  startGiftcardPayment,
  startPaymentThenLoseTheTable,
} from '../api/v4/booking/payment-flow.ts';
import {
  startStripeStandIn,
  stripeEvent,
  type TStandInSession,
} from '../../services/payments/stripe-stand-in.ts';

const PUBLIC_URL = 'https://tredjedel.example';
const WEBHOOK_SECRET = 'whsec_standinsecret';
const SECRET_KEY = 'sk_test_standin';
/** The refund worker looks often here, and retries a refused refund after this long on the test clock. */
const REFUND_RETRY_BASE_MS = 30_000;
/** Only for `webhooks.generateTestHeaderString`: signs as Stripe does, calls nothing. */
const signer = new Stripe(SECRET_KEY);

describe('PAYMENT_PROVIDER=stripe at start-up', () => {
  it('names every missing variable', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    try {
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('STRIPE_WEBHOOK_SECRET="": required when PAYMENT_PROVIDER=stripe');
      expect(message).toContain('PUBLIC_URL="": required when PAYMENT_PROVIDER=stripe');
      expect(message).not.toContain('STRIPE_SECRET_KEY');
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY="pk_test_1": must be a Stripe secret key/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL,
    });
    expect(config.PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('builtin');
  });
});

describe.each(DATABASE_KINDS)('Stripe Checkout through a local stand-in on %s', (kind) => {
  let ctx: TTestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ctx = await buildTestApp(
      kind,
      {
        LOG_LEVEL: 'warn',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.apiBase,
        PUBLIC_URL,
        RATE_LIMIT_PAYMENT_PER_MINUTE: 1000,
        // Every test here is the same visitor from one address: the hoarding limits (ADR 0205)
        // would stop it after two holds.
        HOLD_MAX_PER_VISITOR: 1000,
        HOLD_MAX_COVERS_PER_VISITOR: 8000,
        HOLD_MAX_PER_ADDRESS: 1000,
        HOLD_MAX_COVERS_PER_ADDRESS: 8000,
        RATE_LIMIT_HOLD_PER_MINUTE: 1000,
        REFUND_POLL_MS: 50,
        REFUND_RETRY_BASE_MS,
      },
      { logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  function sendWebhook(type: string, session: TStandInSession, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(stripeEvent(type, session));
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return ctx.app.inject({
      method: 'POST',
      url: '/pay/webhook/stripe',
      // As Stripe sends it.
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      payload,
    });
  }

  const sessionIdOf = (link: string) => /\/(cs_test_[0-9a-f]+)$/.exec(link)?.[1] ?? '';
  const createCallFor = (sessionId: string) => {
    const index = [...standIn.sessions.keys()].indexOf(sessionId);
    return standIn.calls.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions')[
      index
    ];
  };
  const orderRow = async (orderId: number) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const paymentRow = async (id: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0];
  const mailsFor = async (key: string) => (await findOutbox(ctx)).filter((mail) => mail.dedupeKey === key);
  /** The path and query of one of our addresses that Stripe was given. */
  const local = (url: unknown) => String(url).slice(PUBLIC_URL.length);

  it('starts a Checkout Session in DKK with the order lines, reference, return addresses and an expiry', async () => {
    const place = await prepareBookable(ctx, 4, '19:00:00');
    const startedAt = Date.now();
    const { payment } = await holdAndStartPayment(ctx.app, place);
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const sessionId = sessionIdOf(payment.payment_link);
    expect(payment.payment_link).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const order = await orderRow(orderId);
    const call = createCallFor(sessionId);
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.body).toMatchObject({
      mode: 'payment',
      currency: 'dkk',
      client_reference_id: order?.reference,
      metadata: { order_id: String(orderId), order_reference: order?.reference, order_kind: 'booking' },
      payment_intent_data: { metadata: { order_id: String(orderId) } },
      customer_email: GUEST.email,
      locale: 'da',
      success_url: `${PUBLIC_URL}/pay/return/${reference}?token=${order?.token}`,
      cancel_url: `${PUBLIC_URL}/pay/return/${reference}?token=${order?.token}&cancel=1`,
      line_items: [
        {
          price_data: {
            currency: 'dkk',
            unit_amount: String(place.priceSale),
            tax_behavior: 'inclusive',
            product_data: { name: expect.any(String) as unknown },
          },
          quantity: '2',
        },
        {
          price_data: {
            currency: 'dkk',
            unit_amount: '2500',
            product_data: { name: 'Administrationsgebyr' },
          },
          quantity: '1',
        },
      ],
    });
    expect(standIn.sessions.get(sessionId)?.amount_total).toBe(payment.order.total);
    // Stripe's floor is 30 minutes from creation; the hold (15 minutes) ends first (ADR 0202).
    const expiresAt = Number(call?.body.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(startedAt + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 32 * 60_000);
    expect(await paymentRow(sessionId)).toMatchObject({
      provider: 'stripe',
      orderId,
      amount: payment.order.total,
      status: 'pending',
    });
    // The built-in page, which pays without money, does not answer for it.
    expect((await ctx.app.inject({ method: 'GET', url: `/pay/${sessionId}` })).statusCode).toBe(404);
    const forgedPage = await ctx.app.inject({
      method: 'POST',
      url: `/pay/${sessionId}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(forgedPage.statusCode).toBe(404);
    expect((await orderRow(orderId))?.status).toBe('pending');
  });

  it('a signed completed event confirms once; replays change nothing; a wrong signature is 400 and changes nothing', async () => {
    const place = await prepareBookable(ctx, 4, '19:30:00');
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place);
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const session = standIn.complete(sessionIdOf(payment.payment_link));

    const forged = await sendWebhook('checkout.session.completed', session, 'whsec_someoneelse');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'signature' });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/pay/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify(stripeEvent('checkout.session.completed', session)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(orderId))?.status).toBe('pending');
    expect(await paymentRow(session.id)).toMatchObject({ status: 'pending' });

    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await sendWebhook('checkout.session.completed', session);
      expect(answer.statusCode).toBe(200);
      answers.push(answer.json<{ applied: boolean; order_status: string }>());
    }
    expect(answers.map((answer) => answer.applied)).toEqual([true, false, false, false, false]);
    expect(answers.every((answer) => answer.order_status === 'confirmed')).toBe(true);
    // A late expiry for the same session changes nothing either.
    const late = await sendWebhook('checkout.session.expired', { ...session, status: 'expired' });
    expect(late.json()).toMatchObject({ applied: false, payment_status: 'paid', order_status: 'confirmed' });

    const made = await ctx.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    expect(made.map((booking) => booking.status)).toEqual(['confirmed']);
    expect(await mailsFor(`booking-confirmation:${orderId}`)).toHaveLength(1);
    const [hold] = await ctx.database.db.select().from(holds).where(eq(holds.id, holdId));
    expect(hold?.status).toBe('consumed');

    // Back from Stripe's page: the confirmation page.
    const call = createCallFor(session.id);
    const back = await ctx.app.inject({ method: 'GET', url: local(call?.body.success_url) });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toMatch(
      new RegExp(`^${PUBLIC_URL}/book/confirmation/${reference}\\?token=[A-Za-z0-9_-]+$`),
    );
  });

  it('the visitor back before the webhook: the return asks Stripe and confirms; the webhook then changes nothing', async () => {
    const place = await prepareBookable(ctx, 4, '20:00:00');
    const { payment } = await holdAndStartPayment(ctx.app, place, { lang: 'en' });
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const session = standIn.complete(sessionIdOf(payment.payment_link));
    const back = await ctx.app.inject({
      method: 'GET',
      url: local(createCallFor(session.id)?.body.success_url),
    });
    expect(String(back.headers.location)).toMatch(
      new RegExp(`^${PUBLIC_URL}/en/book/confirmation/${reference}\\?token=`),
    );
    expect(
      standIn.calls.some(
        (call) => call.method === 'GET' && call.path === `/v1/checkout/sessions/${session.id}`,
      ),
    ).toBe(true);
    expect((await orderRow(orderId))?.status).toBe('confirmed');
    const webhook = await sendWebhook('checkout.session.completed', session);
    expect(webhook.json()).toMatchObject({ applied: false, order_status: 'confirmed' });
    expect(await mailsFor(`booking-confirmation:${orderId}`)).toHaveLength(1);
    // A wrong token reveals nothing.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/pay/return/${reference}?token=wrong` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/pay/return/abc?token=x` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/pay/return/${'9'.repeat(21)}?token=x` })).statusCode,
    ).toBe(400);
    // A session started before return addresses moved to the reference comes back on the
    // internal id: still answered, on to the reference's page (ADR 0255, "Old links").
    const token = (await orderRow(orderId))?.token ?? '';
    const old = await ctx.app.inject({ method: 'GET', url: `/pay/return/${orderId}?token=${token}` });
    expect(old.statusCode).toBe(303);
    expect(String(old.headers.location)).toBe(
      `${PUBLIC_URL}/en/book/confirmation/${reference}?token=${token}`,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/pay/return/${orderId}?token=wrong` })).statusCode,
    ).toBe(404);
  });

  it('gift codes paying part: one line for the order at the remaining total; expired: the order fails, the codes and hold stay, back to step 2 with ispafa=1', async () => {
    const place = await prepareBookable(ctx, 4, '20:30:00');
    const card = await seedGiftCard(ctx, { code: 'STRIPE-PART-0001', amount: 10_000 });
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place, {
      giftcodes: ['STRIPE-PART-0001'],
    });
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    expect(payment.order.total).toBe(place.priceSale * 2 + 2500 - 10_000);
    const sessionId = sessionIdOf(payment.payment_link);
    const lines = createCallFor(sessionId)?.body.line_items as {
      price_data: Record<string, unknown>;
      quantity: string;
    }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      price_data: {
        currency: 'dkk',
        unit_amount: String(payment.order.total),
        product_data: { name: `Ordre ${(await orderRow(orderId))?.reference}` },
      },
      quantity: '1',
    });
    expect(String((lines[0]?.price_data.product_data as { description: string }).description)).toMatch(
      /2 × .+ · Administrationsgebyr 25\skr\. · Gavekort STRIPE-PART-0001 −100\skr\./,
    );
    const [reserved] = await ctx.database.db
      .select()
      .from(giftCardUses)
      .where(eq(giftCardUses.orderId, orderId));
    expect(reserved?.status).toBe('reserved');

    const expired = await sendWebhook('checkout.session.expired', standIn.expire(sessionId));
    expect(expired.json()).toMatchObject({
      applied: true,
      payment_status: 'declined',
      order_status: 'failed',
    });
    const [released] = await ctx.database.db
      .select()
      .from(giftCardUses)
      .where(eq(giftCardUses.orderId, orderId));
    expect(released?.status).toBe('released');
    expect((await readHold(ctx, place.productId, holdId)).status).toBe(200);
    const back = await ctx.app.inject({
      method: 'GET',
      url: local(createCallFor(sessionId)?.body.cancel_url),
    });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toMatch(
      new RegExp(`^${PUBLIC_URL}/book/step2/(restaurant|bar|takeaway)/[^/?]+\\?ispafa=1$`),
    );
    // Paying again from the same hold works, and the code pays its part again.
    const again = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/payment`, {
      hold_id: holdId,
      lang: 'da',
      ...GUEST,
    });
    expect(again.statusCode).toBe(200);
    const second = again.json<{ payment_link: string; order: { order_id: string; total: number } }>();
    const secondId = await internalOrderId(ctx, second.order.order_id);
    const paid = standIn.complete(sessionIdOf(second.payment_link));
    expect((await sendWebhook('checkout.session.completed', paid)).json()).toMatchObject({ applied: true });
    // An expiry replayed after the payment releases nothing that was paid for.
    const replay = await sendWebhook('checkout.session.expired', { ...paid, status: 'expired' });
    expect(replay.json()).toMatchObject({ applied: false, order_status: 'confirmed' });
    const spent = await ctx.database.db
      .select()
      .from(giftCardUses)
      .where(and(eq(giftCardUses.giftCardId, card.id), eq(giftCardUses.orderId, secondId)));
    expect(spent.map((use) => use.status)).toEqual(['spent']);
    expect((await orderRow(secondId))?.status).toBe('confirmed');
  });

  it("cancelled on Stripe's page: the session is expired at Stripe and the visitor is back at step 2 with ispafa=1", async () => {
    const place = await prepareBookable(ctx, 4, '21:00:00');
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place, { lang: 'en' });
    const sessionId = sessionIdOf(payment.payment_link);
    const back = await ctx.app.inject({
      method: 'GET',
      url: local(createCallFor(sessionId)?.body.cancel_url),
    });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toMatch(
      new RegExp(`^${PUBLIC_URL}/en/book/step2/[a-z]+/[^/?]+\\?ispafa=1$`),
    );
    expect(standIn.calls.some((call) => call.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(
      true,
    );
    expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
    expect((await orderRow(await internalOrderId(ctx, payment.order.order_id)))?.status).toBe('failed');
    expect((await readHold(ctx, place.productId, holdId)).status).toBe(200);
  });

  it('an amount other than the order total never confirms and is logged', async () => {
    const place = await prepareBookable(ctx, 4, '21:30:00');
    const { payment } = await holdAndStartPayment(ctx.app, place);
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const session = standIn.complete(sessionIdOf(payment.payment_link), {
      amount: payment.order.total - 100,
    });
    const answer = await sendWebhook('checkout.session.completed', session);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      applied: false,
      payment_status: 'pending',
      order_status: 'pending',
    });
    expect((await orderRow(orderId))?.status).toBe('pending');
    expect(await mailsFor(`booking-confirmation:${orderId}`)).toHaveLength(0);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'payment amount does not match the order total: not confirmed',
        paymentId: session.id,
        expected: payment.order.total,
        reported: payment.order.total - 100,
      }),
    );
    // Another currency is a mismatch too.
    const inEuro = await sendWebhook('checkout.session.completed', {
      ...session,
      amount_total: payment.order.total,
      currency: 'eur',
    });
    expect(inEuro.json()).toMatchObject({ applied: false, order_status: 'pending' });
  });

  it("paid after the hold lapsed and the table was taken: refunded through Stripe's refunds call, once", async () => {
    const place = await prepareBookable(ctx, 2, '22:00:00');
    const payment = await startPaymentThenLoseTheTable(ctx, place);
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const session = standIn.complete(sessionIdOf(payment.payment_link));
    const answer = await sendWebhook('checkout.session.completed', session);
    expect(answer.json()).toMatchObject({
      applied: true,
      payment_status: 'refunded',
      order_status: 'failed',
    });
    const refundCalls = standIn.calls.filter(
      (call) => call.path === '/v1/refunds' && call.body.payment_intent === session.payment_intent,
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.body).toMatchObject({
      amount: String(payment.order.total),
      metadata: { payment_id: session.id },
    });
    expect(refundCalls[0]?.headers['idempotency-key']).toBe(`refund-${session.id}-${payment.order.total}`);
    expect(await paymentRow(session.id)).toMatchObject({ status: 'refunded' });
    expect(await mailsFor(`booking-refund:${orderId}`)).toHaveLength(1);
    await sendWebhook('checkout.session.completed', session);
    expect(
      standIn.calls.filter(
        (call) => call.path === '/v1/refunds' && call.body.payment_intent === session.payment_intent,
      ),
    ).toHaveLength(1);
  });

  /** Moves the clock past the first retry's delay, waits for the refund worker to make the refund, and moves it back. */
  async function refundWorkerRefunds(paymentId: string) {
    const now = ctx.clock.now();
    ctx.clock.advance(REFUND_RETRY_BASE_MS);
    try {
      await vi.waitFor(
        async () => expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded' }),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      ctx.clock.set(now);
    }
  }

  it('Stripe refusing the refund: the webhook is answered, the refund stays due and the refund worker makes it once Stripe takes it', async () => {
    const place = await prepareBookable(ctx, 2, '22:15:00');
    const payment = await startPaymentThenLoseTheTable(ctx, place);
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const session = standIn.complete(sessionIdOf(payment.payment_link));
    const refundsMade = () =>
      standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent);
    standIn.refuse('/v1/refunds');
    try {
      const answered = await sendWebhook('checkout.session.completed', session);
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({
        applied: true,
        payment_status: 'refund_due',
        order_status: 'failed',
      });
      expect(await paymentRow(session.id)).toMatchObject({
        status: 'refund_due',
        refundAttempts: 1,
        refundRetryAt: new Date(ctx.clock.now().getTime() + REFUND_RETRY_BASE_MS),
      });
      expect(refundsMade()).toHaveLength(0);
      // The guest is told once, and the replayed webhook changes nothing.
      expect(await mailsFor(`booking-refund:${orderId}`)).toHaveLength(1);
      expect((await sendWebhook('checkout.session.completed', session)).json()).toMatchObject({
        applied: false,
      });
    } finally {
      standIn.refuse('/v1/refunds', false);
    }
    await refundWorkerRefunds(session.id);
    expect(refundsMade()).toHaveLength(1);
    expect(refundsMade()[0]).toMatchObject({ amount: payment.order.total });
    expect(await mailsFor(`booking-refund:${orderId}`)).toHaveLength(1);
  });

  it('a slow gateway holds nothing: while Stripe takes its time with the refund, the table is free to others and the booking reads cancelled', async () => {
    const place = await prepareBookable(ctx, 2, '21:30:00', 2);
    const { payment } = await holdAndStartPayment(ctx.app, place);
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const session = standIn.complete(sessionIdOf(payment.payment_link));
    await sendWebhook('checkout.session.completed', session);
    const token = (await orderRow(orderId))?.token ?? '';
    const slowRefunds = standIn.stall('/v1/refunds');
    try {
      const cancelling = send(ctx.app, 'POST', `/api/v4/orders/${reference}/cancel`, { token, lang: 'da' });
      await slowRefunds.reached;
      // No slot lock and no transaction is held while Stripe answers: on PostgreSQL the slot's row
      // is free, on PGlite its one connection is. Another visitor holds the table meanwhile.
      const held = await send(
        ctx.app,
        'POST',
        `/api/v4/booking/${place.productId}/hold`,
        holdBody(place, 2),
        {
          headers: visitorHeaders('while-stripe-refunds'),
        },
      );
      expect(held.statusCode).toBe(200);
      expect((await orderRow(orderId))?.status).toBe('cancelled');
      expect(await paymentRow(session.id)).toMatchObject({ status: 'refund_due' });
      slowRefunds.release();
      expect((await cancelling).statusCode).toBe(200);
    } finally {
      slowRefunds.release();
    }
    expect(await paymentRow(session.id)).toMatchObject({ status: 'refunded', refundAttempts: 0 });
    expect(standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toHaveLength(
      1,
    );
  });

  it('a guest cancelling a booking paid on Stripe: cancelled at once; a refused refund stays due and is made once by the refund worker', async () => {
    const place = await prepareBookable(ctx, 2, '21:45:00', 1);
    const { payment } = await holdAndStartPayment(ctx.app, place);
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    const session = standIn.complete(sessionIdOf(payment.payment_link));
    expect((await sendWebhook('checkout.session.completed', session)).json()).toMatchObject({
      order_status: 'confirmed',
    });
    const token = (await orderRow(orderId))?.token ?? '';
    const cancel = () => send(ctx.app, 'POST', `/api/v4/orders/${reference}/cancel`, { token, lang: 'en' });
    /** Refunds Stripe made (a refused call makes none). */
    const refundsMade = () =>
      standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent);

    standIn.refuse('/v1/refunds');
    try {
      const cancelled = await cancel();
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      // The cancellation stands and the table is free; the money is owed until Stripe takes the refund.
      expect((await orderRow(orderId))?.status).toBe('cancelled');
      const [booking] = await ctx.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
      expect(booking?.status).toBe('cancelled');
      expect(await paymentRow(session.id)).toMatchObject({ status: 'refund_due', refundAttempts: 1 });
      expect(refundsMade()).toHaveLength(0);
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).body).toContain(
        'tredjedel_refunds_due 1',
      );
      const mails = await mailsFor(`booking-cancellation:${orderId}`);
      expect(mails).toHaveLength(1);
      // In the order's language (Danish): "we are refunding", true before Stripe takes it as after.
      expect(mails[0]?.text).toContain('Vi tilbagefører');
      expect(
        logLines.some(
          (line) => line.paymentId === session.id && String(line.msg).startsWith('refund not made yet'),
        ),
      ).toBe(true);
    } finally {
      standIn.refuse('/v1/refunds', false);
    }

    await refundWorkerRefunds(session.id);
    expect(refundsMade()).toHaveLength(1);
    expect(refundsMade()[0]).toMatchObject({ amount: payment.order.total });
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).body).toContain(
      'tredjedel_refunds_due 0',
    );
    // Cancelling again answers the cancelled booking and refunds nothing more.
    expect((await cancel()).json()).toMatchObject({ status: 'cancelled' });
    expect(refundsMade()).toHaveLength(1);
    expect(await mailsFor(`booking-cancellation:${orderId}`)).toHaveLength(1);
  });

  it('paying again for the same order while its session is open answers with that session, created once with an idempotency key', async () => {
    const place = await prepareBookable(ctx, 4, '22:30:00');
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place);
    const sessionId = sessionIdOf(payment.payment_link);
    const creates = () => standIn.calls.filter((call) => call.path === '/v1/checkout/sessions').length;
    const before = creates();
    const again = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/payment`, {
      hold_id: holdId,
      lang: 'da',
      ...GUEST,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      payment_link: payment.payment_link,
      order: { order_id: payment.order.order_id },
    });
    expect(creates()).toBe(before);
    const { id: orderId, token } = (await orderRow(await internalOrderId(ctx, payment.order.order_id))) ?? {};
    expect(createCallFor(sessionId)?.headers['idempotency-key']).toBe(`checkout-${orderId}-${token}`);
    const paid = standIn.complete(sessionId);
    expect((await sendWebhook('checkout.session.completed', paid)).json()).toMatchObject({
      applied: true,
      payment_status: 'paid',
    });
    expect(standIn.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toHaveLength(0);
  });

  it('paying again with other details voids the old session, expired at Stripe; paid there anyway, it is refunded once', async () => {
    const place = await prepareBookable(ctx, 4, '22:45:00');
    const { holdId, payment } = await holdAndStartPayment(ctx.app, place);
    const again = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/payment`, {
      hold_id: holdId,
      lang: 'da',
      ...GUEST,
      phone: '+4520999999',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ payment_link: string }>().payment_link).not.toBe(payment.payment_link);
    const oldId = sessionIdOf(payment.payment_link);
    expect(standIn.sessions.get(oldId)?.status).toBe('expired');
    expect(await paymentRow(oldId)).toMatchObject({ status: 'cancelled' });
    // A payment that reached Stripe before the expiry: given back, once.
    const old = standIn.complete(oldId);
    const answer = await sendWebhook('checkout.session.completed', old);
    expect(answer.json()).toMatchObject({ applied: false, payment_status: 'cancelled' });
    expect(await paymentRow(old.id)).toMatchObject({ status: 'refunded' });
    expect(standIn.refunds.filter((refund) => refund.payment_intent === old.payment_intent)).toHaveLength(1);
    await sendWebhook('checkout.session.completed', old);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === old.payment_intent)).toHaveLength(1);
  });

  it('gift cards: a session with the cards as one line, confirmed by the webhook once, codes issued once', async () => {
    const order = await startGiftcardPayment(ctx.app, {
      amount: 50_000,
      quantity: 3,
      lang: 'en',
      remoteAddress: '192.0.2.50',
    });
    const reference = order.order_id ?? '';
    expect(reference).toMatch(/^TD-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const orderId = await internalOrderId(ctx, reference);
    const sessionId = sessionIdOf(order.payment_url);
    const call = createCallFor(sessionId);
    const { token } = (await orderRow(orderId)) ?? {};
    expect(call?.body).toMatchObject({
      currency: 'dkk',
      locale: 'en',
      client_reference_id: reference,
      metadata: { order_id: String(orderId), order_kind: 'giftcard' },
      success_url: `${PUBLIC_URL}/pay/return/${reference}?token=${token}`,
      line_items: [
        {
          price_data: {
            currency: 'dkk',
            unit_amount: '50000',
            product_data: { name: 'Gift card DKK\u00a0500' },
          },
          quantity: '3',
        },
      ],
    });
    expect(standIn.sessions.get(sessionId)?.amount_total).toBe(150_000);

    const short = standIn.complete(sessionId, { amount: 100_000 });
    expect((await sendWebhook('checkout.session.completed', short)).json()).toMatchObject({
      applied: false,
      order_status: 'pending',
    });
    expect(await ctx.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId))).toHaveLength(
      0,
    );

    const paid = { ...short, amount_total: 150_000 };
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(
        (await sendWebhook('checkout.session.completed', paid)).json<{ applied: boolean }>().applied,
      );
    expect(answers).toEqual([true, false, false]);
    expect(await ctx.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId))).toHaveLength(
      3,
    );
    expect(await mailsFor(`giftcard-codes:${orderId}`)).toHaveLength(1);
    const back = await ctx.app.inject({ method: 'GET', url: local(call?.body.success_url) });
    expect(String(back.headers.location)).toMatch(
      new RegExp(`^${PUBLIC_URL}/en/gavekort/confirmation/${reference}\\?token=`),
    );
  });

  it('gift cards: expired, back to the details step with ispafa=1', async () => {
    const order = await startGiftcardPayment(ctx.app, {
      amount: 20_000,
      quantity: 1,
      remoteAddress: '192.0.2.51',
    });
    const sessionId = sessionIdOf(order.payment_url);
    expect((await sendWebhook('checkout.session.expired', standIn.expire(sessionId))).json()).toMatchObject({
      applied: true,
      order_status: 'failed',
    });
    const back = await ctx.app.inject({
      method: 'GET',
      url: local(createCallFor(sessionId)?.body.success_url),
    });
    expect(String(back.headers.location)).toBe(`${PUBLIC_URL}/gavekort/step2?ispafa=1`);
  });

  it('ignores events that settle nothing and sessions it does not know', async () => {
    const unknown = await sendWebhook('checkout.session.completed', {
      ...standIn.complete(
        sessionIdOf(
          (await holdAndStartPayment(ctx.app, await prepareBookable(ctx, 4, '23:00:00'))).payment
            .payment_link,
        ),
      ),
      id: 'cs_test_notours',
    });
    expect(unknown.json()).toEqual({ received: true, applied: false });
    const other = await sendWebhook('customer.created', {
      id: 'cus_1',
      object: 'customer',
    } as unknown as TStandInSession);
    expect(other.json()).toEqual({ received: true, applied: false });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/pay/webhook/quickpay',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(404);
    // The built-in gateway's callback is not open with Stripe configured.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/pay/callback',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(404);
  });
});
