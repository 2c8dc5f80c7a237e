import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, DATABASE_KINDS, type TTestApp } from '../../../helper.ts';
import { GUEST, holdBody, prepareBookable, send, type TBookable } from './booking/booking-fixtures.ts';

/**
 * Bad input answers 400 naming the parameter before any query: a NUL character anywhere (one
 * request-parsing rule, src/plugins/app/refuse-nul.ts) and ids outside PostgreSQL's integer range
 * (the domain's id schemas, packages/domain/src/contract/limits.ts).
 */
describe.each(DATABASE_KINDS)('bad input is a 400 that names it (%s)', (kind) => {
  let ctx: TTestApp;
  let place: TBookable;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    place = await prepareBookable(ctx, 8);
  });
  afterAll(() => ctx.close());

  function expectBadRequest(
    response: { statusCode: number; json: () => Record<string, unknown> },
    parameter: string,
  ) {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: 'bad_request', parameter });
    expect(String(body.message)).toContain(`"${parameter}"`);
  }

  it.each([
    ['/api/v4/products/1%00', 'path'],
    ['/api/v4/products/kanalen%00x?local=da', 'path'],
    ['/api/v4/products?city=kobenhavn%00', 'city'],
    ['/api/v4/products?city=kobenhavn&areas[]=indre%00by', 'areas'],
    ['/api/v4/blogs/a%00b', 'path'],
    ['/api/v4/orders/TD-7KQ4-M2ZA?token=abc%00', 'token'],
    ['/api/v4/cities?local=da&city=%00', 'city'],
  ])('NUL in %s names %s', async (url, parameter) => {
    expectBadRequest(await ctx.app.inject({ method: 'GET', url }), parameter);
  });

  it('NUL in a cookie is refused before the route reads it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/products/${place.productId}/stocks`,
      headers: { cookie: 'hold_id=abc%00def' },
    });
    expectBadRequest(response, 'cookie hold_id');
  });

  it.each([
    ['a guest name', 'guest', { hold_id: 'x', ...GUEST, name: 'Anna\u0000Jensen' }, 'name'],
    [
      'a gift code',
      'giftcode',
      { hold_id: 'x', code: 'ABC\u0000', email: GUEST.email, phone: GUEST.phone },
      'code',
    ],
    [
      'a menu list',
      'calculate',
      { seat: 2, menus: [{ id: 1, count: 2 }], giftcodes: ['\u0000'] },
      'giftcodes.0',
    ],
  ])('NUL in %s of a JSON body names the field', async (_name, call, body, parameter) => {
    const response = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/${call}`, body);
    expectBadRequest(response, parameter);
  });

  it('NUL in a newsletter field', async () => {
    const response = await send(ctx.app, 'POST', '/api/v4/newsletter', { email: 'a\u0000@b.dk', lang: 'da' });
    expectBadRequest(response, 'email');
  });

  it.each([
    // Orders are addressed by their public reference only (ADR 0255): an id is a bad parameter.
    ['/api/v4/orders/2147483648?token=abc', 'reference'],
    ['/api/v4/orders/1/manage?token=abc', 'reference'],
    ['/api/v4/orders/99999999999999999999999/calendar.ics?token=abc', 'reference'],
    ['/api/v4/products/2147483648/stocks', 'productId'],
    ['/api/v4/products/1/menus?id[]=2147483648', 'id'],
    ['/api/v4/products?city=kobenhavn&current_page=2147483648', 'current_page'],
  ])('an id above the integer range: %s', async (url, parameter) => {
    expectBadRequest(await ctx.app.inject({ method: 'GET', url }), parameter);
  });

  it('booking/2147483648/hold and a menu id above the range', async () => {
    expectBadRequest(
      await send(ctx.app, 'POST', '/api/v4/booking/2147483648/hold', holdBody(place, 2)),
      'id',
    );
    const response = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/hold`,
      holdBody(place, 2, { menus: [{ id: 2147483648, count: 2 }] }),
    );
    // A bad menu selection is the visitor's mistake with a key of docs/product/spec.md §5 (422).
    expect(response.statusCode).toBe(422);
  });

  it('huge strings are refused by the schemas, not by the database', async () => {
    const huge = 'x'.repeat(100_000);
    expectBadRequest(await ctx.app.inject({ method: 'GET', url: `/api/v4/products?city=${huge}` }), 'city');
    const response = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/giftcode`, {
      hold_id: 'x',
      code: huge,
      email: GUEST.email,
      phone: GUEST.phone,
    });
    expectBadRequest(response, 'code');
  });
});
