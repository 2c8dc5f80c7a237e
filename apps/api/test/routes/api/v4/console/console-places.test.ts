import type { RouteOptions } from 'fastify';
import { getServiceDate } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import {
  findOrderByReference,
  findOutbox,
  prepareBookable,
  send,
  type TBookable,
} from '../booking/booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, pressOnPaymentPage } from '../booking/payment-flow.ts';
import { consoleCall, makeOwner, signIn } from './console-fixtures.ts';

type TToday = {
  bookings: {
    booking_id: number;
    order_reference: string;
    status: string;
    mark: string | null;
    num_person: number;
  }[];
};
type TTables = {
  slots: { id: number; time: string; covers: number; is_closed: boolean }[];
  menus: { id: number; price_regular: number; price_sale: number }[];
};

describe.each(DATABASE_KINDS)('the console of a place on %s', (kind) => {
  let ctx: TTestApp;
  const routes: RouteOptions[] = [];
  let mine: TBookable;
  let theirs: TBookable;
  let headers: Record<string, string>;
  let theirBookingId: number;

  async function bookAndPay(place: TBookable, label: string) {
    const { payment } = await holdAndStartPayment(ctx.app, place, {
      remoteAddress: `10.1.0.${label.length}`,
    });
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    expect(paid.statusCode).toBe(303);
    return payment.order.order_id ?? '';
  }
  const today = () => getServiceDate(ctx.clock.now());
  const base = (place: TBookable) => `/api/v4/console/places/${place.productId}`;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' }, { onRoute: (route) => void routes.push(route) });
    mine = await prepareBookable(ctx, 10, '21:00:00', 0);
    theirs = await prepareBookable(ctx, 10, '21:00:00', 1);
    await makeOwner(ctx, 'mine@example.dk', mine.productId);
    await makeOwner(ctx, 'theirs@example.dk', theirs.productId);
    headers = await signIn(ctx, 'mine@example.dk');
    await bookAndPay(theirs, 'their');
    const theirToday = await consoleCall(
      ctx.app,
      'GET',
      `${base(theirs)}/today`,
      await signIn(ctx, 'theirs@example.dk'),
    );
    theirBookingId = theirToday.json<TToday>().bookings[0]?.booking_id ?? 0;
    expect(theirBookingId).toBeGreaterThan(0);
  });
  afterAll(() => ctx.close());

  const placeRoutes = () => routes.filter((route) => route.url.startsWith('/api/v4/console/places/'));

  /** A route's path for place `place`, with the other ids of `ids`. */
  function pathOf(
    route: RouteOptions,
    place: TBookable,
    ids: { booking: number; slot: number; menu: number },
  ) {
    return route.url
      .replace(':place_id', String(place.productId))
      .replace(':booking_id', String(ids.booking))
      .replace(':slot_id', String(ids.slot))
      .replace(':menu_id', String(ids.menu))
      .replace(':date', today());
  }
  const BODIES: Record<string, unknown> = {
    slots: { date: '', time: '22:00', covers: 4 },
    mark: { mark: 'arrived' },
    profile: {
      name_da: 'X',
      name_en: 'X',
      description_da: '',
      description_en: '',
      address: 'Vej 1',
      opening_da: '',
      opening_en: '',
      kitchens: [],
    },
    members: { email: 'x@example.dk', role: 'staff', lang: 'da' },
  };
  const bodyOf = (url: string) => {
    const last = url.split('/').at(-1) ?? '';
    const key = /^:menu_id$/.test(last) ? 'menu' : last;
    if (key === 'menu')
      return { price_regular: 30000, time_start: '17:00', time_end: '22:00', table_sizes: [] };
    const body = BODIES[key] ?? {};
    return key === 'slots' ? { ...body, date: today() } : body;
  };

  it('walks every place-scoped console route (at least 12)', () => {
    expect(placeRoutes().length).toBeGreaterThanOrEqual(12);
  });

  it("answers 404 on every console route for another place's data", async () => {
    const ids = { booking: theirBookingId, slot: theirs.slotId, menu: theirs.menuId };
    const answers: string[] = [];
    for (const route of placeRoutes()) {
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        // Another place's path, and another place's booking, time or menu under my own place's path.
        for (const url of [pathOf(route, theirs, ids), pathOf(route, mine, ids)]) {
          if (url === pathOf(route, mine, ids) && !/:(booking|slot|menu)_id/.test(route.url)) continue;
          const answer = await consoleCall(
            ctx.app,
            method as 'GET' | 'POST',
            url,
            headers,
            method === 'GET' ? undefined : bodyOf(route.url),
          );
          answers.push(
            `${method} ${route.url} ${url === pathOf(route, theirs, ids) ? 'their place' : 'their id'}: ${answer.statusCode}`,
          );
        }
      }
    }
    expect(answers.filter((line) => !line.endsWith(': 404'))).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(12);
  });

  it('refuses every state-changing console call without the CSRF token (403)', async () => {
    const ids = { booking: 1, slot: mine.slotId, menu: mine.menuId };
    const stateChanging = routes.filter(
      (route) => route.url.startsWith('/api/v4/console/') && [route.method].flat().includes('POST'),
    );
    expect(stateChanging.length).toBeGreaterThanOrEqual(13);
    const { 'x-csrf-token': _token, ...withoutToken } = headers;
    for (const route of stateChanging) {
      const url = pathOf(route, mine, ids);
      const answer = await consoleCall(ctx.app, 'POST', url, withoutToken, bodyOf(route.url));
      expect(`${route.url}: ${answer.statusCode} ${answer.json<{ error: string }>().error}`).toBe(
        `${route.url}: 403 csrf`,
      );
    }
  });

  it('never sets covers below held plus booked, and says how many are taken', async () => {
    await bookAndPay(mine, 'm1');
    await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${mine.productId}/hold`,
      {
        seat: 3,
        time: mine.time,
        time_end: mine.timeEnd,
        menus: [{ id: mine.menuId, count: 3 }],
        lang: 'da',
      },
      { remoteAddress: '10.2.0.1' },
    );
    const low = await consoleCall(ctx.app, 'POST', `${base(mine)}/slots`, headers, {
      date: today(),
      time: '21:00',
      covers: 4,
    });
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ error: 'covers_taken', taken: 5, booked: 2, held: 3 });
    const enough = await consoleCall(ctx.app, 'POST', `${base(mine)}/slots`, headers, {
      date: today(),
      time: '21:00',
      covers: 5,
    });
    expect(enough.statusCode).toBe(200);
    expect(enough.json()).toMatchObject({ covers: 5, covers_booked: 2, covers_held: 3 });
  });

  it('publishes a new time that visitors see, closes the evening (sold out, no new hold) and reopens it', async () => {
    const published = await consoleCall(ctx.app, 'POST', `${base(mine)}/slots`, headers, {
      date: today(),
      time: '22:15',
      covers: 6,
    });
    expect(published.statusCode).toBe(200);
    const times = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v4/products/${mine.productId}/stocks/times` })).json<{
        entities: { times: { time: string; status: string; cover: number }[] };
      }>().entities.times;
    expect((await times()).find((slot) => slot.time === '22:15:00')).toMatchObject({
      cover: 6,
      status: 'in-stock',
    });
    expect(
      (await consoleCall(ctx.app, 'POST', `${base(mine)}/days/${today()}/close`, headers, {})).statusCode,
    ).toBe(200);
    expect((await times()).filter((slot) => slot.status !== 'soldout')).toEqual([]);
    const refused = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${mine.productId}/hold`,
      { seat: 2, time: '22:15:00', time_end: '00:15:00', menus: [{ id: mine.menuId, count: 2 }], lang: 'da' },
      { remoteAddress: '10.2.0.2' },
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const tables = (await consoleCall(ctx.app, 'GET', `${base(mine)}/tables`, headers)).json<TTables>();
    expect(tables.slots.every((slot) => slot.is_closed)).toBe(true);
    expect(
      (await consoleCall(ctx.app, 'POST', `${base(mine)}/days/${today()}/reopen`, headers, {})).statusCode,
    ).toBe(200);
    expect((await times()).find((slot) => slot.time === '22:15:00')).toMatchObject({ status: 'in-stock' });
  });

  it("marks a booking arrived and cancels one on the guest's behalf: refund and both e-mails", async () => {
    expect(
      (
        await consoleCall(ctx.app, 'POST', `${base(mine)}/slots`, headers, {
          date: today(),
          time: '21:30',
          covers: 8,
        })
      ).statusCode,
    ).toBe(200);
    const reference = await bookAndPay({ ...mine, time: '21:30:00', timeEnd: '23:30:00' }, 'm22');
    const list = (await consoleCall(ctx.app, 'GET', `${base(mine)}/today`, headers)).json<TToday>();
    const booking = list.bookings.find((row) => row.order_reference === reference);
    // The console names the order by its public reference only (ADR 0255).
    expect(booking).not.toHaveProperty('order_id');
    expect(booking).toMatchObject({ status: 'confirmed', mark: null, num_person: 2 });
    const id = booking?.booking_id ?? 0;
    expect(
      (await consoleCall(ctx.app, 'POST', `${base(mine)}/bookings/${id}/mark`, headers, { mark: 'arrived' }))
        .statusCode,
    ).toBe(200);
    const marked = (await consoleCall(ctx.app, 'GET', `${base(mine)}/today`, headers)).json<TToday>();
    expect(marked.bookings.find((row) => row.booking_id === id)?.mark).toBe('arrived');
    const cancelled = await consoleCall(ctx.app, 'POST', `${base(mine)}/bookings/${id}/cancel`, headers, {});
    expect(cancelled.statusCode).toBe(200);
    const after = (await consoleCall(ctx.app, 'GET', `${base(mine)}/today`, headers)).json<TToday>();
    expect(after.bookings.find((row) => row.booking_id === id)?.status).toBe('cancelled');
    const { id: orderId } = await findOrderByReference(ctx, reference);
    const mails = (await findOutbox(ctx))
      .filter((mail) => mail.dedupeKey.endsWith(`:${orderId}`))
      .map((mail) => mail.kind);
    expect(mails).toEqual(expect.arrayContaining(['booking-cancellation', 'restaurant-cancelled']));
    const audit = (await consoleCall(ctx.app, 'GET', `${base(mine)}/audit`, headers)).json<{
      entries: { action: string; user_email: string }[];
    }>();
    expect(audit.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['booking.cancel', 'booking.mark', 'slot.close']),
    );
    expect(audit.entries[0]?.user_email).toBe('mine@example.dk');
  });

  it("keeps the sale price the domain's third off, and records profile changes with before and after", async () => {
    const menu = await consoleCall(ctx.app, 'POST', `${base(mine)}/menus/${mine.menuId}`, headers, {
      price_regular: 30000,
      time_start: '17:00',
      time_end: '23:00',
      table_sizes: [],
    });
    expect(menu.json()).toMatchObject({ price_regular: 30000, price_sale: 20000 });
    const profile = (await consoleCall(ctx.app, 'GET', `${base(mine)}/profile`, headers)).json<{
      profile: Record<string, unknown>;
    }>().profile;
    const saved = await consoleCall(ctx.app, 'POST', `${base(mine)}/profile`, headers, {
      ...profile,
      opening_da: 'Tirs-lør 17-23',
      opening_en: 'Tue-Sat 5-11 pm',
    });
    expect(saved.statusCode).toBe(200);
    const audit = (await consoleCall(ctx.app, 'GET', `${base(mine)}/audit`, headers)).json<{
      entries: { action: string; before: { opening_da: string }; after: { opening_da: string } }[];
    }>();
    const change = audit.entries.find((entry) => entry.action === 'profile.update');
    expect(change?.before.opening_da).toBe('');
    expect(change?.after.opening_da).toBe('Tirs-lør 17-23');
  });
});
