import {
  HOLD_TTL_MS,
  ZApiError,
  ZBookingHoldResponse,
  ZBookingHoldState,
  ZProductStockTimesResponse,
} from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, getJson, type TTestApp } from '../../../../helper.ts';
import { holdBody, prepareBookable, readHold, send, type TBookable } from './booking-fixtures.ts';

describe.each(DATABASE_KINDS)('POST /api/v4/booking/{id}/hold on %s', (kind) => {
  let ctx: TTestApp;
  let place: TBookable;

  beforeAll(async () => {
    // These tests share one visitor across many places; the hold limits have their own tests
    // (hold-promise.test.ts).
    ctx = await buildTestApp(kind, {
      LOG_LEVEL: 'error',
      HOLD_MAX_PER_VISITOR: 50,
      HOLD_MAX_COVERS_PER_VISITOR: 400,
    });
  });
  afterAll(() => ctx.close());

  async function slotFor(holdId: string | null, time: string) {
    const query = holdId ? `?hold_id=${holdId}&seat=2` : '?seat=2';
    const { body } = await getJson(ctx.app, `/api/v4/products/${place.productId}/stocks/times${query}`);
    const times = ZProductStockTimesResponse.parse(body);
    return times.entities.times.find((slot) => slot.time === time);
  }

  it('holds the covers for 15 minutes, answers the order and sets the hold cookie', async () => {
    place = await prepareBookable(ctx, 4);
    const response = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/hold`,
      holdBody(place, 2),
    );
    expect(response.statusCode).toBe(200);
    const order = ZBookingHoldResponse.parse(response.json());
    expect(order.hold_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Date(order.expire_at).getTime()).toBe(ctx.clock.now().getTime() + HOLD_TTL_MS);
    const menuLine = order.line_items.find((line) => line.type === 'menu');
    expect(menuLine).toMatchObject({ amount: place.priceSale * 2, quantity: 2, menu_id: place.menuId });
    expect(order.total).toBe(place.priceSale * 2 + 2500);
    const cookie = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('hold_id='));
    expect(cookie).toContain(`hold_id=${order.hold_id}`);
    expect(cookie).toContain('Max-Age=900');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    expect((await slotFor(null, place.time))?.cover).toBe(2);
    expect((await slotFor(order.hold_id, place.time))?.cover).toBe(4);
  });

  it('refuses without the CSRF token (403 JSON)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v4/booking/${place.productId}/hold`,
      payload: holdBody(place, 2),
    });
    expect(response.statusCode).toBe(403);
    expect(ZApiError.parse(response.json()).error).toBe('csrf');
  });

  it('gives "no available tables" with on-hold when others hold the last covers, and warns on the times', async () => {
    const fresh = await prepareBookable(ctx, 2, '21:00:00');
    place = fresh;
    const first = await send(ctx.app, 'POST', `/api/v4/booking/${fresh.productId}/hold`, holdBody(fresh, 2));
    expect(first.statusCode).toBe(200);
    const second = await send(ctx.app, 'POST', `/api/v4/booking/${fresh.productId}/hold`, holdBody(fresh, 2));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'conflict',
      msg: 'no available tables',
      status: 'on-hold',
      warning: 'message.all_hold_warning',
    });
    expect((await slotFor(null, '21:00:00'))?.status).toBe('on-hold');
    const holdId = ZBookingHoldResponse.parse(first.json()).hold_id;
    expect((await slotFor(holdId, '21:00:00'))?.status).toBe('in-stock');
  });

  it('lets the hold lapse after 15 minutes (injected clock) and gives its covers back', async () => {
    const fresh = await prepareBookable(ctx, 2, '21:30:00');
    place = fresh;
    const first = await send(ctx.app, 'POST', `/api/v4/booking/${fresh.productId}/hold`, holdBody(fresh, 2));
    expect(first.statusCode).toBe(200);
    expect((await slotFor(null, '21:30:00'))?.cover).toBe(0);
    ctx.clock.advance(HOLD_TTL_MS - 1000);
    expect((await slotFor(null, '21:30:00'))?.cover).toBe(0);
    ctx.clock.advance(1000);
    expect((await slotFor(null, '21:30:00'))?.cover).toBe(2);
    const second = await send(ctx.app, 'POST', `/api/v4/booking/${fresh.productId}/hold`, holdBody(fresh, 2));
    expect(second.statusCode).toBe(200);
  });

  it('moves a hold to another time in one step: same id, the old covers come free', async () => {
    const early = await prepareBookable(ctx, 2, '19:00:00');
    const late = await prepareBookable(ctx, 2, '19:30:00');
    place = early;
    const first = ZBookingHoldResponse.parse(
      (await send(ctx.app, 'POST', `/api/v4/booking/${early.productId}/hold`, holdBody(early, 2))).json(),
    );
    const moved = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${late.productId}/hold`,
      holdBody(late, 2, { hold_id: first.hold_id }),
    );
    expect(moved.statusCode).toBe(200);
    expect(ZBookingHoldResponse.parse(moved.json()).hold_id).toBe(first.hold_id);
    expect((await slotFor(null, '19:00:00'))?.cover).toBe(2);
    expect((await slotFor(null, '19:30:00'))?.cover).toBe(0);
  });

  it('reads the hold cookie when the body has no hold_id', async () => {
    const fresh = await prepareBookable(ctx, 4, '22:00:00');
    const first = ZBookingHoldResponse.parse(
      (await send(ctx.app, 'POST', `/api/v4/booking/${fresh.productId}/hold`, holdBody(fresh, 2))).json(),
    );
    const again = await send(ctx.app, 'POST', `/api/v4/booking/${fresh.productId}/hold`, holdBody(fresh, 3), {
      headers: { cookie: `_csrf=${'x'}` },
    });
    // A wrong CSRF secret is refused before anything else.
    expect(again.statusCode).toBe(403);
    const { CSRF_COOKIE } = await import('./booking-fixtures.ts');
    const withCookie = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${fresh.productId}/hold`,
      holdBody(fresh, 3),
      {
        headers: { cookie: `${CSRF_COOKIE}; hold_id=${first.hold_id}` },
      },
    );
    expect(ZBookingHoldResponse.parse(withCookie.json()).hold_id).toBe(first.hold_id);
  });

  it('validates the party, time and menus with the domain rules (422 with the spec keys)', async () => {
    const url = `/api/v4/booking/${place.productId}/hold`;
    const tooMany = await send(ctx.app, 'POST', url, holdBody(place, 9));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ errors: { seat: 'errors.num_person' } });
    const wrongCount = await send(ctx.app, 'POST', url, {
      ...holdBody(place, 3),
      menus: [{ id: place.menuId, count: 2 }],
    });
    expect(wrongCount.statusCode).toBe(422);
    expect(wrongCount.json()).toMatchObject({ errors: { menus: 'errors.menus_num_person' } });
    const noSlot = await send(ctx.app, 'POST', url, holdBody({ ...place, time: '03:15:00' }, 2));
    expect(noSlot.statusCode).toBe(422);
    expect(noSlot.json()).toMatchObject({ errors: { time: 'errors.time' } });
    const unknown = await send(ctx.app, 'POST', '/api/v4/booking/999999/hold', holdBody(place, 2));
    expect(unknown.statusCode).toBe(404);
  });

  it('reads a hold back for the page to restore the flow (GET booking/{id}/hold/{hold_id})', async () => {
    const fresh = await prepareBookable(ctx, 4, '22:30:00');
    const held = ZBookingHoldResponse.parse(
      (await send(ctx.app, 'POST', `/api/v4/booking/${fresh.productId}/hold`, holdBody(fresh, 2))).json(),
    );
    const { status, body } = await readHold(ctx, fresh.productId, held.hold_id);
    expect(status).toBe(200);
    const state = ZBookingHoldState.parse(body);
    expect(state).toMatchObject({ hold_id: held.hold_id, num_person: 2, time: '22:30:00', giftcodes: [] });
    expect(state.menus[String(fresh.menuId)]).toEqual({ menu_id: fresh.menuId, num_person: 2 });
    expect((await readHold(ctx, fresh.productId, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
