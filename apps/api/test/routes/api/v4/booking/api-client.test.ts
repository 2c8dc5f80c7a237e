import { ApiError, createApiClient, type TApiClient } from '@tredjedel/api-client';
import { API_ANSWERS } from '@tredjedel/api-client/answers';
import { attachBookingGiftcode } from '@tredjedel/api-client/booking/attach-booking-giftcode';
import { calculateBooking } from '@tredjedel/api-client/booking/calculate-booking';
import { holdTable } from '@tredjedel/api-client/booking/hold-table';
import { startBookingPayment } from '@tredjedel/api-client/booking/start-booking-payment';
import { deleteBookingGiftcode } from '@tredjedel/api-client/booking/delete-booking-giftcode';
import { getBookingHold } from '@tredjedel/api-client/booking/get-booking-hold';
import { updateBookingGuest } from '@tredjedel/api-client/booking/update-booking-guest';
import { startGiftcardPayment } from '@tredjedel/api-client/giftcard/start-giftcard-payment';
import { subscribeNewsletter } from '@tredjedel/api-client/newsletter/subscribe-newsletter';
import { getOrder } from '@tredjedel/api-client/orders/get-order';
import { getOrderCalendarHref } from '@tredjedel/api-client/orders/get-order-calendar';
import { mapBookingApiError } from '@tredjedel/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import { CSRF_COOKIE, CSRF_HEADERS, GUEST, prepareBookable, seedGiftCard } from './booking-fixtures.ts';
import { paymentIdOf, pressOnPaymentPage } from './payment-flow.ts';

/** A fetch that answers through app.inject and keeps cookies like a browser (the hold cookie included). */
function createInjectFetch(app: FastifyInstance): typeof fetch {
  const jar = new Map<string, string>([
    [CSRF_COOKIE.split('=')[0] ?? '_csrf', CSRF_COOKIE.split('=')[1] ?? ''],
  ]);
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const headers = new Headers(init?.headers);
    headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    for (const cookie of answer.cookies) jar.set(cookie.name, cookie.value);
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

describe.each(DATABASE_KINDS)('the api-client against the real server on %s', (kind) => {
  let ctx: TTestApp;
  let api: TApiClient;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
    api = createApiClient({
      baseUrl: 'http://localhost/api/v4',
      fetch: createInjectFetch(ctx.app),
      csrfToken: () => CSRF_HEADERS['x-csrf-token'],
      // The server's answers must match the domain's contract, as the browser trusts them.
      schemas: API_ANSWERS,
    });
  });
  afterAll(() => ctx.close());

  it('books and pays through every booking call, then reads the confirmation', async () => {
    const place = await prepareBookable(ctx, 4, '20:00:00');
    await seedGiftCard(ctx, { code: 'CLIENT-0001', amount: 10_000 });
    const menus = [{ id: place.menuId, count: 2 }];
    const price = await calculateBooking(api, place.productId, { seat: 2, menus, giftcodes: [], lang: 'da' });
    const hold = await holdTable(api, place.productId, {
      seat: 2,
      time: place.time,
      time_end: place.timeEnd,
      menus,
    });
    expect(hold.total).toBe(price.total);

    const rejected = await attachBookingGiftcode(api, place.productId, {
      hold_id: hold.hold_id,
      code: 'NOT-A-CODE',
      email: GUEST.email,
      phone: GUEST.phone,
      lang: 'da',
    }).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ApiError);
    if (rejected instanceof ApiError && rejected.body) {
      expect(rejected.status).toBe(422);
      expect(mapBookingApiError(rejected.status, rejected.body)?.key).toBe('errors.gc-invalid');
    }
    const withCode = await attachBookingGiftcode(api, place.productId, {
      hold_id: hold.hold_id,
      code: 'client-0001',
      email: GUEST.email,
      phone: GUEST.phone,
      lang: 'da',
    });
    expect(withCode.total).toBe(hold.total - 10_000);
    const without = await deleteBookingGiftcode(api, place.productId, 'CLIENT-0001', hold.hold_id);
    expect(without.giftcards).toEqual([]);

    const guest = await updateBookingGuest(api, place.productId, {
      hold_id: hold.hold_id,
      ...GUEST,
      seat: 2,
      time: place.time,
      time_end: place.timeEnd,
      menus,
      giftcodes: ['CLIENT-0001'],
      coop_code: '4123',
      billing_zipcode: '8000',
    });
    expect(guest.cards).toEqual([{ card_number: '4123', card_type: 'coop' }]);
    const restored = await getBookingHold(api, place.productId, hold.hold_id);
    expect(restored.guest).toMatchObject({ name: GUEST.name, coop_code: '4123', billing_zipcode: '8000' });

    const payment = await startBookingPayment(api, place.productId, { hold_id: hold.hold_id, ...GUEST });
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    const token = new URL(String(paid.headers.location), 'http://x').searchParams.get('token') ?? '';
    const order = await getOrder(api, { reference: payment.order.order_id ?? '', token, local: 'da' });
    expect(order).toMatchObject({
      status: 'confirmed',
      cards: [{ card_number: '4123', card_type: 'coop' }],
      billing_zipcode: '8000',
    });
    const href = getOrderCalendarHref({ reference: order.reference, token, local: 'da' });
    const ics = await ctx.app.inject({ method: 'GET', url: href });
    expect(ics.body).toContain('BEGIN:VEVENT');

    // The table is gone for the next visitor: the domain maps the 409 to its alert.
    const gone = await holdTable(api, place.productId, {
      seat: 4,
      time: place.time,
      time_end: place.timeEnd,
      menus: [{ id: place.menuId, count: 4 }],
    }).catch((error: unknown) => error);
    expect(
      gone instanceof ApiError && gone.body ? mapBookingApiError(gone.status, gone.body)?.key : null,
    ).toBe('errors.no_table_available');
  });

  it('buys gift cards and signs up to the newsletter', async () => {
    const giftcards = await startGiftcardPayment(api, {
      is_accept_terms: true,
      name: 'Bo',
      email: 'bo@example.dk',
      amount: 25_000,
      quantity: 2,
    });
    expect(giftcards.total).toBe(50_000);
    expect(await subscribeNewsletter(api, { email: 'client@example.dk', lang: 'en' })).toEqual({
      status: 'subscribed',
    });
    expect(await subscribeNewsletter(api, { email: 'client@example.dk', lang: 'en' })).toEqual({
      status: 'already_subscribed',
    });
  });
});
