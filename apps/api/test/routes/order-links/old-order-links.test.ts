import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../helper.ts';
import { findOrderByReference, prepareBookable } from '../api/v4/booking/booking-fixtures.ts';
import {
  holdAndStartPayment,
  paymentIdOf,
  pressOnPaymentPage,
  startGiftcardPayment,
} from '../api/v4/booking/payment-flow.ts';

/**
 * Order pages are addressed by the public reference; links e-mailed before that carried the
 * internal id and still work for whoever holds the token, as a redirect to the reference's
 * address, and for no one else (docs/decisions/0255-public-order-references.md, "Old links").
 */
describe.each(DATABASE_KINDS)('order links written with the internal id on %s', (kind) => {
  let ctx: TTestApp;
  let booking: { id: number; reference: string; token: string };
  let giftcard: { id: number; reference: string; token: string };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
    const place = await prepareBookable(ctx, 4, '20:00:00');
    const { payment } = await holdAndStartPayment(ctx.app, place);
    expect((await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay')).statusCode).toBe(
      303,
    );
    booking = await findOrderByReference(ctx, payment.order.order_id);
    const order = await startGiftcardPayment(ctx.app, {
      amount: 20_000,
      quantity: 1,
      remoteAddress: '192.0.2.77',
    });
    expect((await pressOnPaymentPage(ctx.app, paymentIdOf(order.payment_url), 'pay')).statusCode).toBe(303);
    giftcard = await findOrderByReference(ctx, order.order_id);
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it.each([
    ['/book/manage', '/book/manage'],
    ['/en/book/manage', '/en/book/manage'],
    ['/book/confirmation', '/book/confirmation'],
    ['/en/book/confirmation', '/en/book/confirmation'],
  ])('%s/{id}?token=… with the right token moves for good to %s/{reference}', async (from, to) => {
    const answer = await get(`${from}/${booking.id}?token=${booking.token}`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(
      `${ctx.config.PUBLIC_URL}${to}/${booking.reference}?token=${booking.token}`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('a gift-card order’s old link moves to its reference too', async () => {
    const answer = await get(`/en/gavekort/confirmation/${giftcard.id}?token=${giftcard.token}`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(
      `${ctx.config.PUBLIC_URL}/en/gavekort/confirmation/${giftcard.reference}?token=${giftcard.token}`,
    );
  });

  it('reveals nothing without the right token, for another kind of order, or for an unknown id', async () => {
    for (const url of [
      `/book/manage/${booking.id}?token=wrong`,
      `/book/manage/${booking.id}`,
      `/book/manage/${booking.id}?token=${giftcard.token}`,
      `/gavekort/confirmation/${booking.id}?token=${booking.token}`,
      `/book/confirmation/${giftcard.id}?token=${giftcard.token}`,
      `/book/confirmation/2147483648?token=${booking.token}`,
      `/book/confirmation/99999999999?token=${booking.token}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).not.toBe(301);
      expect(answer.headers.location, url).toBeUndefined();
      expect(answer.body, url).not.toContain(booking.reference);
      expect(answer.body, url).not.toContain(giftcard.reference);
    }
  });

  it('the API knows no order by its id, with or without the token', async () => {
    const answer = await get(`/api/v4/orders/${booking.id}?token=${booking.token}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'bad_request' });
    expect(answer.body).toContain('reference');
    expect((await get(`/api/v4/orders/${booking.reference}?token=${booking.token}`)).statusCode).toBe(200);
  });
});
