import { ZBookingHoldResponse } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import {
  GUEST,
  holdBody,
  prepareBookable,
  send,
  type TBookable,
  visitorHeaders,
} from '../booking/booking-fixtures.ts';
import { paymentIdOf, pressOnPaymentPage } from '../booking/payment-flow.ts';
import { consoleCall, makeOwner, requestLink, signIn } from './console-fixtures.ts';

/*
 * Closing a time takes no new holds, but a visitor already holding a table there keeps it for the
 * rest of its 15 minutes and can pay (ADR 0205); the console is told how many guests that is
 * (docs/decisions/0500-restaurants-console.md). Also the sign-in page's plain form post.
 */
describe.each(DATABASE_KINDS)('closing a time with holds running, on %s', (kind) => {
  let ctx: TTestApp;
  let place: TBookable;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
    place = await prepareBookable(ctx, 10, '21:00:00', 2);
    await makeOwner(ctx, 'closing-owner@example.dk', place.productId);
    headers = await signIn(ctx, 'closing-owner@example.dk');
  });
  afterAll(() => ctx.close());

  it('says how many guests hold a table, refuses new holds, and lets the holder pay', async () => {
    const held = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2), {
      remoteAddress: '10.40.0.1',
    });
    expect(held.statusCode).toBe(200);
    const holdId = ZBookingHoldResponse.parse(held.json()).hold_id;
    const base = `/api/v4/console/places/${place.productId}`;
    const date = (await consoleCall(ctx.app, 'GET', `${base}/tables`, headers)).json<{ date: string }>().date;
    const closed = await consoleCall(ctx.app, 'POST', `${base}/days/${date}/close`, headers, {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ status: 'ok', holds: 1, covers_held: 2 });

    const other = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2), {
      headers: visitorHeaders('other'),
      remoteAddress: '10.40.0.2',
    });
    expect(other.statusCode).toBe(409);

    const guest = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/guest`,
      {
        ...GUEST,
        hold_id: holdId,
        lang: 'da',
        is_newsletter: false,
        seat: 2,
        time: place.time,
        time_end: place.timeEnd,
        menus: [{ id: place.menuId, count: 2 }],
        giftcodes: [],
      },
      { remoteAddress: '10.40.0.1' },
    );
    expect(guest.statusCode).toBe(200);
    const payment = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/payment`,
      { hold_id: holdId, lang: 'da', ...GUEST },
      { remoteAddress: '10.40.0.1' },
    );
    expect(payment.statusCode).toBe(200);
    const paid = await pressOnPaymentPage(
      ctx.app,
      paymentIdOf(payment.json<{ payment_link: string }>().payment_link),
      'pay',
    );
    expect(paid.statusCode).toBe(303);
    const today = (await consoleCall(ctx.app, 'GET', `${base}/today`, headers)).json<{
      bookings: { status: string; num_person: number }[];
    }>();
    expect(today.bookings).toEqual([expect.objectContaining({ status: 'confirmed', num_person: 2 })]);
  });

  it('signs in by the plain form post before the script loads, from this site only', async () => {
    const form = (token: string, origin?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/konsol/log-ind',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
        },
        payload: new URLSearchParams({ token }).toString(),
      });
    const own = `http://${'localhost:80'}`;
    const { token } = await requestLink(ctx, 'closing-owner@example.dk');
    const foreign = await form(token ?? '', 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    const opened = await form(token ?? '', own);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/konsol/i-dag');
    expect(String(opened.headers['set-cookie'])).toMatch(/td_console=.+HttpOnly/i);
    const spent = await form(token ?? '', own);
    expect(spent.headers.location).toBe('/konsol/log-ind?status=refused');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/en/console/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: own },
      payload: 'email=closing-owner%40example.dk',
    });
    expect(asked.headers.location).toBe('/en/console/sign-in?status=sent');
  });
});
