import {
  getErrorMessage,
  mapUnprocessableError,
  ZApiError,
  ZBookingCalculateResponse,
  ZBookingHoldResponse,
} from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import { GUEST, holdBody, prepareBookable, seedGiftCard, send, type TBookable } from './booking-fixtures.ts';
import { holdAndStartPayment } from './payment-flow.ts';

describe.each(DATABASE_KINDS)('gift codes, guest details and price on %s', (kind) => {
  let ctx: TTestApp;
  let place: TBookable;
  let otherPlace: TBookable;
  let holdId: string;

  beforeAll(async () => {
    // The validation checks here are many; the rate limit has its own test.
    ctx = await buildTestApp(kind, {
      LOG_LEVEL: 'error',
      RATE_LIMIT_GIFTCODE_PER_MINUTE: 1000,
      RATE_LIMIT_PAYMENT_PER_MINUTE: 1000,
    });
    place = await prepareBookable(ctx, 8, '20:00:00');
    otherPlace = await prepareBookable(ctx, 8, '20:00:00', 1);
    const held = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2));
    holdId = ZBookingHoldResponse.parse(held.json()).hold_id;
    const now = ctx.clock.now().getTime();
    await seedGiftCard(ctx, { code: 'GOOD-0001', amount: 10_000 });
    await seedGiftCard(ctx, { code: 'GOOD-0002', amount: 5_000 });
    await seedGiftCard(ctx, { code: 'USED-0001', amount: 10_000, isDisabled: true });
    await seedGiftCard(ctx, { code: 'OLD-0001', expireAt: new Date(now - 1000) });
    await seedGiftCard(ctx, { code: 'RESTO-0001', productId: otherPlace.productId });
    await seedGiftCard(ctx, { code: 'FOUR-0001', numPerson: 4 });
    await seedGiftCard(ctx, { code: 'USER-0001', email: 'someone.else@example.dk' });
    await seedGiftCard(ctx, { code: 'NEW-0001', isNewCustomersOnly: true });
    await seedGiftCard(ctx, { code: 'MATAS-0001', isMemberCardRequired: true });
    await seedGiftCard(ctx, { code: 'ONCE-0001', amount: 1_000_000, maxUses: 1 });
  });
  afterAll(() => ctx.close());

  const attach = (code: string, extra: Record<string, unknown> = {}) =>
    send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/giftcode`, {
      hold_id: holdId,
      code,
      email: GUEST.email,
      phone: GUEST.phone,
      ...extra,
    });

  /** The 422 of docs/product/spec.md §8, and the error the domain (so the page) makes of it. */
  async function expect422(
    code: string,
    msg: string | RegExp,
    key: string,
    extra: Record<string, unknown> = {},
  ) {
    const answer = await attach(code, extra);
    expect(answer.statusCode).toBe(422);
    const body = ZApiError.parse(answer.json());
    if (typeof msg === 'string') expect(body.msg).toBe(msg);
    else expect(body.msg).toMatch(msg);
    expect(body.fields?.error_message.code).toBeTruthy();
    expect(body.fields?.error_message.data).toMatchObject({ code: expect.any(String) as string });
    expect(mapUnprocessableError(body).key).toBe(key);
    expect(body.errors?.last_giftcode).toBe(key);
    return body;
  }

  it('attaches a valid code: the order shows what it pays, codes deduct in the order added', async () => {
    const first = await attach('good-0001');
    expect(first.statusCode).toBe(200);
    const second = ZBookingHoldResponse.parse((await attach('GOOD 0002')).json());
    // What stays on each card after this order is said beside it (the guest step shows it).
    expect(second.giftcards).toEqual([
      { code: 'GOOD-0001', amount: 10_000, remaining: 0 },
      { code: 'GOOD-0002', amount: 5_000, remaining: 0 },
    ]);
    expect(second.total).toBe(place.priceSale * 2 + 2500 - 15_000);
    expect(second.line_items.filter((line) => line.type === 'giftcode').map((line) => line.amount)).toEqual([
      -10_000, -5_000,
    ]);
  });

  it('"Gift card is already added" (errors.gc-exist) and e-mail and phone first (errors.gc-mail-phone)', async () => {
    const again = await attach('GOOD-0001');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: { last_giftcode: 'errors.gc-exist' },
      message: getErrorMessage('errors.gc-exist'),
    });
    const noMail = await attach('GOOD-0002', { email: 'not-an-email' });
    expect(noMail.statusCode).toBe(422);
    expect(noMail.json()).toMatchObject({ errors: { last_giftcode: 'errors.gc-mail-phone' } });
  });

  it('every 422 of docs/product/spec.md §8, each mapped by the domain to its key', async () => {
    await expect422('NOPE-NOPE', 'Giftcode NOPE-NOPE is invalid', 'errors.gc-invalid');
    await expect422('USED-0001', 'giftcard_validate_status', 'errors.error-gc-status');
    await expect422('OLD-0001', 'giftcard_validate_expired', 'errors.error-gc-expired');
    await expect422('RESTO-0001', 'giftcard_validate_resto', 'errors.error-gc-resto');
    const four = await expect422('FOUR-0001', 'Giftcode is only valid for 4 people', 'errors.gc-num-person');
    expect(mapUnprocessableError(four).params).toEqual({ n: 4 });
    expect(four.fields?.error_message.data).toMatchObject({ num_person: 4 });
    await expect422('USER-0001', 'giftcard_validate', 'errors.error-gc-user');
    await expect422('MATAS-0001', 'matas_card_validate', 'errors.error-matas-card');
  });

  it('new customers only (giftcard_validate_user) and maximum uses (giftcard_validate_maxuse), after a real booking', async () => {
    // A guest books and pays with ONCE-0001, covering the whole total: the code is used up and
    // the guest is no longer new.
    const booked = await holdAndStartPayment(ctx.app, otherPlace, { giftcodes: ['ONCE-0001'] });
    expect(booked.payment.order.total).toBe(0);
    await expect422('NEW-0001', 'giftcard_validate_user', 'errors.error-gc-newuser');
    const noMail = await attach('NEW-0001', { email: '' });
    expect(noMail.json()).toMatchObject({ errors: { last_giftcode: 'errors.gc-mail-phone' } });
    const fresh = await attach('NEW-0001', { email: 'first.time@example.dk' });
    expect(fresh.statusCode).toBe(200);
    await send(ctx.app, 'DELETE', `/api/v4/booking/${place.productId}/giftcode/NEW-0001?hold_id=${holdId}`);
    await expect422('ONCE-0001', 'giftcard_validate_maxuse', 'errors.error-gc-maxuse');
  });

  it('a code with nothing left is "already used" (giftcard_validate_status)', async () => {
    await seedGiftCard(ctx, { code: 'EMPTY-0001', amount: otherPlace.priceSale * 2 + 2500 });
    const spent = await holdAndStartPayment(ctx.app, otherPlace, {
      giftcodes: ['EMPTY-0001'],
      guest: { ...GUEST, email: 'empty@example.dk' },
    });
    expect(spent.payment.order.total).toBe(0);
    await expect422('EMPTY-0001', 'giftcard_validate_status', 'errors.error-gc-status');
  });

  it('removes a code (DELETE booking/{id}/giftcode/{code}); 404 when it is not on the hold', async () => {
    const removed = await send(
      ctx.app,
      'DELETE',
      `/api/v4/booking/${place.productId}/giftcode/GOOD-0002?hold_id=${holdId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(ZBookingHoldResponse.parse(removed.json()).giftcards.map((card) => card.code)).toEqual([
      'GOOD-0001',
    ]);
    const again = await send(
      ctx.app,
      'DELETE',
      `/api/v4/booking/${place.productId}/giftcode/GOOD-0002?hold_id=${holdId}`,
    );
    expect(again.statusCode).toBe(404);
    const noCsrf = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v4/booking/${place.productId}/giftcode/GOOD-0001?hold_id=${holdId}`,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('POST booking/{id}/guest: domain validation with the spec keys, co-op card stored, codes checked', async () => {
    const url = `/api/v4/booking/${place.productId}/guest`;
    const base = {
      hold_id: holdId,
      lang: 'da',
      ...GUEST,
      is_newsletter: true,
      seat: 2,
      time: place.time,
      time_end: place.timeEnd,
      menus: [{ id: place.menuId, count: 2 }],
      giftcodes: ['GOOD-0001'],
    };
    const bad = await send(ctx.app, 'POST', url, {
      ...base,
      name: '',
      email: 'x@',
      phone: '12',
      coop_code: '12345678',
      billing_zipcode: '123',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      msg: 'validation_failed',
      errors: {
        name: 'errors.name',
        email: 'errors.email',
        phone: 'errors.phone',
        coop_code: 'errors.coop_code',
        coop_zip: 'errors.coop_zip',
      },
    });
    const withMatas = await send(ctx.app, 'POST', url, { ...base, giftcodes: ['GOOD-0001', 'MATAS-0001'] });
    expect(withMatas.statusCode).toBe(422);
    expect(withMatas.json()).toMatchObject({
      msg: 'matas_card_validate',
      errors: { giftcodes: 'errors.error-matas-card' },
    });
    const ok = await send(ctx.app, 'POST', url, {
      ...base,
      coop_code: '21234567',
      billing_zipcode: '2100',
      giftcodes: ['GOOD-0001', 'MATAS-0001'],
    });
    expect(ok.statusCode).toBe(200);
    const order = ZBookingHoldResponse.parse(ok.json());
    expect(order.cards).toEqual([{ card_number: '21234567', card_type: 'coop' }]);
    expect(order.billing_zipcode).toBe('2100');
    expect(order.giftcards.map((card) => card.code)).toEqual(['GOOD-0001', 'MATAS-0001']);
    for (const [code, msg] of [
      ['USED-0001', 'giftcard_validate_status'],
      ['OLD-0001', 'giftcard_validate_expired'],
      ['RESTO-0001', 'giftcard_validate_resto'],
      ['FOUR-0001', 'Giftcode is only valid for 4 people'],
      ['USER-0001', 'giftcard_validate'],
      ['ONCE-0001', 'giftcard_validate_maxuse'],
      ['WHAT-EVER', 'Giftcode WHAT-EVER is invalid'],
    ] as const) {
      const answer = await send(ctx.app, 'POST', url, { ...base, giftcodes: [code] });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ msg, fields: { error_message: { data: { code } } } });
    }
  });

  it('POST booking/{id}/calculate: the domain pricing for a party, menus and codes, without holding', async () => {
    const answer = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/calculate`, {
      seat: 3,
      menus: [{ id: place.menuId, count: 3 }],
      giftcodes: ['GOOD-0001'],
      lang: 'en',
    });
    expect(answer.statusCode).toBe(200);
    const price = ZBookingCalculateResponse.parse(answer.json());
    expect(price.line_items.map((line) => line.type)).toEqual([
      'menu',
      'administration_fee',
      'giftcode',
      'vat',
      'total_amount',
    ]);
    expect(price.line_items.find((line) => line.type === 'administration_fee')?.title).toBe(
      'Administration fee',
    );
    expect(price.total).toBe(place.priceSale * 3 + 2500 - 10_000);
    const wrong = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/calculate`, {
      seat: 3,
      menus: [{ id: place.menuId, count: 2 }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { menus: 'errors.menus_num_person' } });
  });
});
