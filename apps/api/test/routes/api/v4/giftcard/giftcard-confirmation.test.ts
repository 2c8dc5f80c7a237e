import { ORDER_REFERENCE_PATTERN, ZApiError } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import { paymentIdOf, pressOnPaymentPage, startGiftcardPayment } from '../booking/payment-flow.ts';

describe.each(DATABASE_KINDS)('the gift-card buyer’s confirmation on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
  });
  afterAll(() => ctx.close());

  /** Buys `quantity` cards of `amount` øre and pays on the hosted page; the link it returns to. */
  async function buyAndPay(amount: number, quantity: number, email: string) {
    const order = await startGiftcardPayment(ctx.app, {
      amount,
      quantity,
      email,
      remoteAddress: '192.0.2.41',
    });
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(order.payment_url), 'pay');
    expect(paid.statusCode).toBe(303);
    const link = new URL(String(paid.headers.location), 'http://localhost');
    const reference = order.order_id ?? '';
    // The return link and the answers name the order by its public reference (ADR 0255).
    expect(link.pathname).toBe(`/gavekort/confirmation/${reference}`);
    return { reference, token: link.searchParams.get('token') ?? '' };
  }

  const read = (reference: string, token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${reference}/giftcard?token=${encodeURIComponent(token)}`,
    });

  it('repeats what was bought, the total and the e-mail the codes went to, for the token of the return link', async () => {
    const { reference, token } = await buyAndPay(25_000, 2, 'bo@example.dk');
    expect(token).not.toBe('');
    const answer = await read(reference, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(answer.json()).toEqual({
      reference,
      status: 'confirmed',
      amount: 25_000,
      quantity: 2,
      total: 50_000,
      email: 'bo@example.dk',
      recipient_name: '',
      message: '',
      cards: [
        expect.objectContaining({ amount: 25_000, balance: 25_000 }) as unknown,
        expect.objectContaining({ amount: 25_000, balance: 25_000 }) as unknown,
      ],
    });
  });

  it('reveals nothing without the right token, nor for a booking order’s address', async () => {
    const { reference, token } = await buyAndPay(10_000, 1, 'anna@example.dk');
    const wrong = await read(reference, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.statusCode).toBe(404);
    expect(ZApiError.parse(wrong.json()).error).toBe('not_found');
    expect(JSON.stringify(wrong.json())).not.toContain('anna@example.dk');
    expect((await read(reference, '')).statusCode).toBe(400);
    // The booking confirmation does not open a gift-card order, even with its token.
    const asBooking = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${reference}?token=${encodeURIComponent(token)}`,
    });
    expect(asBooking.statusCode).toBe(404);
  });
});
