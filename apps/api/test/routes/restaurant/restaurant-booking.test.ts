import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAILY_LIST_PATH } from '../../../src/services/restaurant/daily-list-link.ts';
import { DATABASE_KINDS, buildTestApp, TEST_NOW, type TTestApp } from '../../helper.ts';
import { findOutbox, GUEST } from '../api/v4/booking/booking-fixtures.ts';
import { bookAndPay } from '../api/v4/booking/payment-flow.ts';

/** The JSON-LD objects in the `<script type="application/ld+json">` elements of an HTML text. */
function readJsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/** The path of the daily list link in the place's notice of `orderId`. */
async function dailyListPathOf(ctx: TTestApp, orderId: number): Promise<string> {
  const notice = (await findOutbox(ctx)).find((mail) => mail.dedupeKey === `restaurant-booked:${orderId}`);
  const match = new RegExp(`(${DAILY_LIST_PATH}/\\d+\\?[^\\s"<]+)`).exec(notice?.text ?? '');
  if (!match?.[1]) throw new Error(`no daily list link in the notice of order ${orderId}`);
  return match[1];
}

describe.each(DATABASE_KINDS)('a paid booking as the guest and the place see it on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
  });
  afterAll(() => ctx.close());

  it("puts a FoodEstablishmentReservation in the guest e-mail's HTML", async () => {
    const { orderId, reference } = await bookAndPay(ctx, '20:00:00');
    const mail = (await findOutbox(ctx)).find((row) => row.dedupeKey === `booking-confirmation:${orderId}`);
    const [reservation] = readJsonLd(mail?.html ?? '');
    expect(reservation).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: reference,
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      startTime: '2026-11-22T20:00:00+01:00',
      partySize: 3,
      underName: { '@type': 'Person', name: GUEST.name },
      reservationFor: {
        address: { '@type': 'PostalAddress', addressCountry: 'DK' },
        telephone: expect.stringMatching(/^\+45 /) as unknown,
      },
    });
    expect(['Restaurant', 'BarOrPub', 'FoodEstablishment']).toContain(
      (reservation?.reservationFor as { '@type': string })['@type'],
    );
  });

  it('queues a Danish notice to the place with reference, time, party, menus and the guest', async () => {
    const { orderId, reference } = await bookAndPay(ctx, '20:30:00');
    const notice = (await findOutbox(ctx)).find((mail) => mail.dedupeKey === `restaurant-booked:${orderId}`);
    expect(notice?.to).toMatch(/^[a-z0-9-]+@restaurant\.tredjedel\.example$/);
    expect(notice?.subject).toBe(`Ny booking: 3 pers. 22. november 2026 kl. 20.30 – ordre ${reference}`);
    expect(notice?.text).toContain(`Ordrenummer: ${reference}`);
    expect(notice?.text).toContain('Antal personer: 3');
    expect(notice?.text).toMatch(/Menuer: 3 × \S/);
    expect(notice?.text).toContain(`Gæst: ${GUEST.name}`);
    expect(notice?.text).toContain('Telefon: +45');
  });

  it("the notice's link lists the day's bookings; a changed link is refused with 403", async () => {
    const { orderId, reference } = await bookAndPay(ctx, '21:00:00');
    const path = await dailyListPathOf(ctx, orderId);
    const list = await ctx.app.inject({ method: 'GET', url: path });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('<html lang="da">');
    expect(list.body).toMatch(
      new RegExp(`<td>21:00</td>\\s*<td>3</td>\\s*<td>3 × [^<]+</td>\\s*<td>${GUEST.name}</td>`),
    );
    expect(list.body).toContain(`<td>${reference}</td>`);
    // The console's today page printed: its columns (paid included), on A4.
    expect(list.body).toMatch(/<th>Ordrenummer<\/th><th>Betalt<\/th>/);
    expect(list.body).toContain('@page { size: A4');

    const url = new URL(path, 'http://x');
    const tamper = (name: string, value: string) => {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      return `${changed.pathname}${changed.search}`;
    };
    const tampered = [
      tamper('dato', '2026-11-23'),
      tamper('udloeber', String(Number(url.searchParams.get('udloeber')) + 86_400)),
      tamper('signatur', '0'.repeat(64)),
      path.replace(/\/(\d+)\?/, (_, id: string) => `/${Number(id) + 1}?`),
      `${url.pathname}?dato=2026-11-22`,
    ];
    for (const wrong of tampered) {
      const refused = await ctx.app.inject({ method: 'GET', url: wrong });
      expect(refused.statusCode, wrong).toBe(403);
      expect(refused.body).toContain('Linket er ugyldigt');
      expect(refused.body).not.toContain(GUEST.name);
    }
  });

  it('the link opens until 06:00 after the service day and then answers 410', async () => {
    const { orderId } = await bookAndPay(ctx, '19:30:00');
    const path = await dailyListPathOf(ctx, orderId);
    try {
      ctx.clock.set(new Date('2026-11-23T05:59:00+01:00'));
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      ctx.clock.set(new Date('2026-11-23T06:00:00+01:00'));
      const expired = await ctx.app.inject({ method: 'GET', url: path });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('Linket er udløbet');
      expect(expired.body).not.toContain(GUEST.name);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });

  it("the .ics file's URL starts with PUBLIC_URL, never with the address a request names", async () => {
    const { reference, token } = await bookAndPay(ctx, '22:00:00');
    const ics = await ctx.app.inject({
      method: 'GET',
      url: `/api/v4/orders/${reference}/calendar.ics?token=${token}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(ics.statusCode).toBe(200);
    const unfolded = ics.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `\r\nURL:${ctx.config.PUBLIC_URL}/book/confirmation/${reference}?token=${token}\r\n`,
    );
  });
});
