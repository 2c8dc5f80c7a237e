import { ZBookingHoldResponse } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listDayBookings } from '../../../src/services/console/today-bookings.ts';
import { DAILY_LIST_PATH } from '../../../src/services/restaurant/daily-list-link.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../helper.ts';
import {
  findOutbox,
  GUEST,
  holdBody,
  prepareBookable,
  readHold,
  send,
} from '../api/v4/booking/booking-fixtures.ts';
import { bookAndPay } from '../api/v4/booking/payment-flow.ts';

const REQUESTS = 'Nøddeallergi (alvorlig)\nBarnestol, tak – og <b>fødselsdag</b>';

describe.each(DATABASE_KINDS)('special requests and allergies on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
  });
  afterAll(() => ctx.close());

  it('are kept on the hold (trimmed, line breaks kept) so a reload or a declined payment restores them', async () => {
    const place = await prepareBookable(ctx, 4, '18:00:00');
    const held = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2));
    const holdId = ZBookingHoldResponse.parse(held.json()).hold_id;
    const guest = {
      ...GUEST,
      hold_id: holdId,
      seat: 2,
      time: place.time,
      time_end: place.timeEnd,
      menus: [{ id: place.menuId, count: 2 }],
    };
    const saved = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/guest`, {
      ...guest,
      special_requests: `  ${REQUESTS}\r\n`,
    });
    expect(saved.statusCode).toBe(200);
    const { body } = await readHold(ctx, place.productId, holdId);
    expect((body.guest as { special_requests: string }).special_requests).toBe(REQUESTS);

    // Too long: a 422 naming the field with its key; the schema bounds the raw text before any work.
    const tooLong = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/guest`, {
      ...guest,
      special_requests: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ errors: { special_requests: 'errors.special_requests' } });
    const huge = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/guest`, {
      ...guest,
      special_requests: 'x'.repeat(5000),
    });
    expect(huge.statusCode).toBe(400);
  });

  it('reach the place: in the notice, the daily list and the console, and the guest sees them on the confirmation', async () => {
    const { place, orderId, reference, token } = await bookAndPay(ctx, '19:00:00', {
      seat: 2,
      specialRequests: REQUESTS,
    });

    const notice = (await findOutbox(ctx)).find((mail) => mail.dedupeKey === `restaurant-booked:${orderId}`);
    expect(notice?.text).toContain(`Særlige ønsker og allergier:\n${REQUESTS}`);
    expect(notice?.html).toContain('Nøddeallergi (alvorlig)');
    // The guest's text is escaped in the HTML part, never markup.
    expect(notice?.html).toContain('&lt;b&gt;fødselsdag&lt;/b&gt;');
    expect(notice?.html).not.toContain('<b>fødselsdag</b>');

    const path = new RegExp(`(${DAILY_LIST_PATH}/\\d+\\?[^\\s"<]+)`).exec(notice?.text ?? '')?.[1] ?? '';
    const list = await ctx.app.inject({ method: 'GET', url: path });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<th>Særlige ønsker</th>');
    expect(list.body).toContain(
      '<td>Nøddeallergi (alvorlig)<br>Barnestol, tak – og &lt;b&gt;fødselsdag&lt;/b&gt;</td>',
    );

    const today = await listDayBookings(
      ctx.database.db,
      { placeId: place.productId, name: 'x', role: 'owner' } as Parameters<typeof listDayBookings>[1],
      '2026-11-22',
    );
    expect(today.bookings.find((booking) => booking.order_reference === reference)?.special_requests).toBe(
      REQUESTS,
    );

    const order = await ctx.app.inject({ method: 'GET', url: `/api/v4/orders/${reference}?token=${token}` });
    expect(order.json()).toMatchObject({ special_requests: REQUESTS });
    const managed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${reference}/manage?token=${token}`,
    });
    expect(managed.json()).toMatchObject({ special_requests: REQUESTS });
  });

  it('are optional: a booking without them says nothing of them to the place', async () => {
    const { orderId } = await bookAndPay(ctx, '19:30:00', { seat: 2, specialRequests: '' });
    const notice = (await findOutbox(ctx)).find((mail) => mail.dedupeKey === `restaurant-booked:${orderId}`);
    expect(notice?.text).not.toContain('Særlige ønsker');
    expect(notice?.html).not.toContain('Særlige ønsker');
  });
});
