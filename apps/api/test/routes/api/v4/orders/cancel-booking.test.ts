import { and, eq } from 'drizzle-orm';
import { ZApiError, ZBookingHoldResponse, ZManagedBooking, ZOrderConfirmation } from '@tredjedel/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { bookings, giftCardUses, orders, payments } from '../../../../../src/db/schema-booking.ts';
import { menus } from '../../../../../src/db/schema.ts';
import {
  makeDueRefunds,
  markRefundsDue,
  REFUND_LEASE_MS,
} from '../../../../../src/services/payments/due-refunds.ts';
import { createBuiltinProvider } from '../../../../../src/builtin-gateway/builtin-provider.ts';
import type { TRefundRequest } from '../../../../../src/services/payments/payment-provider.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, getJson, type TTestApp } from '../../../../helper.ts';
import {
  findOutbox,
  GUEST,
  internalOrderId,
  holdBody,
  prepareBookable,
  seedGiftCard,
  send,
  visitorHeaders,
  type TBookable,
} from '../booking/booking-fixtures.ts';
import { holdAndStartPayment, paymentIdOf, pressOnPaymentPage } from '../booking/payment-flow.ts';

/** Arrival at 21:00 with the test clock at 18:00: the cut-off (ADR 0202) is 19:00. */
const ARRIVAL = '21:00:00';

describe.each(DATABASE_KINDS)('cancelling a booking from the manage link on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
  });
  afterEach(() => ctx.clock.set(TEST_NOW));
  afterAll(() => ctx.close());

  /**
   * Books and pays a table for two; returns the order's public reference (its address, ADR 0255),
   * its internal id (which keys rows and e-mails) and the token of the manage link.
   */
  async function bookAndPay(place: TBookable, giftcodes: string[] = []) {
    const { payment } = await holdAndStartPayment(ctx.app, place, { giftcodes });
    const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
    expect(paid.statusCode).toBe(303);
    const token = new URL(String(paid.headers.location), 'http://x').searchParams.get('token') ?? '';
    const reference = payment.order.order_id ?? '';
    const orderId = await internalOrderId(ctx, reference);
    return { orderId, reference, token, paymentId: paymentIdOf(payment.payment_link) };
  }

  const cancel = (reference: string, token: string, lang: 'da' | 'en' = 'da') =>
    send(ctx.app, 'POST', `/api/v4/orders/${reference}/cancel`, { token, lang });

  async function readState(orderId: number, paymentId: string) {
    const db = ctx.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [booking] = await db.select().from(bookings).where(eq(bookings.orderId, orderId));
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const uses = await db.select().from(giftCardUses).where(eq(giftCardUses.orderId, orderId));
    const mails = (await findOutbox(ctx)).filter((mail) => mail.dedupeKey.endsWith(`:${orderId}`));
    return { order, booking, payment, uses, mails };
  }

  it('the confirmation e-mail links to the manage page and names the cut-off', async () => {
    const place = await prepareBookable(ctx, 4, ARRIVAL, 2);
    const { orderId, reference, token } = await bookAndPay(place);
    const mail = (await findOutbox(ctx)).find((row) => row.dedupeKey === `booking-confirmation:${orderId}`);
    expect(mail?.text).toContain(`/book/manage/${reference}?token=${token}`);
    expect(mail?.text).toContain(
      'Du kan afbestille gratis og få hele beløbet tilbage indtil kl. 19.00 i dag (2 timer før ankomst)',
    );
    expect(mail?.html).toContain(`/book/manage/${reference}?token=${token}`);

    const { status, body } = await getJson(ctx.app, `/api/v4/orders/${reference}/manage?token=${token}`);
    expect(status).toBe(200);
    expect(ZManagedBooking.parse(body)).toMatchObject({
      status: 'confirmed',
      is_cancellable: true,
      cancel_until: new Date('2026-11-22T19:00:00+01:00').toISOString(),
      cancelled_at: null,
    });
    expect((await getJson(ctx.app, `/api/v4/orders/${reference}/manage?token=wrong`)).status).toBe(404);
  });

  it('a table booked after its cut-off: the e-mail and the manage page say it cannot be cancelled', async () => {
    // 19:30 with the clock at 18:00: the cut-off (17:30) passed before the guest paid.
    const place = await prepareBookable(ctx, 6, '19:30:00', 2);
    const { orderId, reference, token } = await bookAndPay(place);
    const mail = (await findOutbox(ctx)).find((row) => row.dedupeKey === `booking-confirmation:${orderId}`);
    expect(mail?.text).toContain('Bookingen kan ikke afbestilles');
    expect(mail?.text).not.toContain('afbestille gratis');
    const { body } = await getJson(ctx.app, `/api/v4/orders/${reference}/manage?token=${token}`);
    expect(ZManagedBooking.parse(body)).toMatchObject({
      is_cancellable: false,
      cancel_until: new Date('2026-11-22T17:30:00+01:00').toISOString(),
    });
  });

  it('an order placed in Danish reads its lines in the language asked for, menus by their name in it', async () => {
    const place = await prepareBookable(ctx, 4, ARRIVAL, 4);
    await seedGiftCard(ctx, { code: 'LABEL-0001', amount: 1_000, maxUses: 1 });
    const { reference, token } = await bookAndPay(place, ['LABEL-0001']);
    const [menu] = await ctx.database.db
      .select({ da: menus.nameDa, en: menus.nameEn })
      .from(menus)
      .where(eq(menus.id, place.menuId));
    const titlesIn = async (path: string) => {
      const { status, body } = await getJson(ctx.app, path);
      expect(status).toBe(200);
      return ZOrderConfirmation.parse(body).line_items.map((line) => [line.type, line.title]);
    };
    const english = [
      ['menu', menu?.en],
      ['administration_fee', 'Administration fee'],
      ['giftcode', 'Gift card LABEL-0001'],
      ['vat', 'Including VAT (25%)'],
      ['total_amount', 'Total'],
    ];
    expect(await titlesIn(`/api/v4/orders/${reference}/manage?token=${token}&local=en`)).toEqual(english);
    expect(await titlesIn(`/api/v4/orders/${reference}?token=${token}&local=en`)).toEqual(english);
    expect(await titlesIn(`/api/v4/orders/${reference}/manage?token=${token}&local=da`)).toEqual([
      ['menu', menu?.da],
      ['administration_fee', 'Administrationsgebyr'],
      ['giftcode', 'Gavekort LABEL-0001'],
      ['vat', 'Heraf moms (25 %)'],
      ['total_amount', 'I alt'],
    ]);
  });

  it('before the cut-off: refunded, covers back in stock, gift code usable again, e-mail written; twice changes nothing', async () => {
    // Two covers only: while the booking stands, nobody else can hold the table.
    const place = await prepareBookable(ctx, 2, ARRIVAL);
    await seedGiftCard(ctx, { code: 'CANCEL-0001', amount: 10_000, maxUses: 1 });
    const { orderId, reference, token, paymentId } = await bookAndPay(place, ['CANCEL-0001']);
    const other = visitorHeaders('cancel-other');
    const refused = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/hold`,
      holdBody(place, 2),
      {
        headers: other,
      },
    );
    expect(refused.statusCode).toBe(409);

    expect(
      (await send(ctx.app, 'POST', `/api/v4/orders/${reference}/cancel`, { token: 'wrong' })).statusCode,
    ).toBe(404);
    expect((await readState(orderId, paymentId)).order?.status).toBe('confirmed');

    const answer = await cancel(reference, token);
    expect(answer.statusCode).toBe(200);
    const managed = ZManagedBooking.parse(answer.json());
    expect(managed).toMatchObject({ status: 'cancelled', is_cancellable: false });
    expect(managed.cancelled_at).toBe(TEST_NOW.toISOString());

    const after = await readState(orderId, paymentId);
    expect(after.order?.status).toBe('cancelled');
    expect(after.booking?.status).toBe('cancelled');
    expect(after.payment).toMatchObject({ status: 'refunded', refundedAt: TEST_NOW });
    expect(after.uses.map((use) => use.status)).toEqual(['released']);
    const cancellation = after.mails.find((mail) => mail.kind === 'booking-cancellation');
    expect(cancellation?.to).toBe(GUEST.email);
    expect(cancellation?.subject).toBe(`Din booking er afbestilt – ordre ${after.order?.reference}`);
    expect(cancellation?.text).toContain('Vi tilbagefører');
    expect(cancellation?.text).toContain('CANCEL-0001');
    // The place is told of the booking and of its cancellation (ADR 0204).
    const notices = after.mails.filter((mail) => mail.kind.startsWith('restaurant-'));
    expect(notices.map((mail) => mail.kind).toSorted()).toEqual([
      'restaurant-booked',
      'restaurant-cancelled',
    ]);
    expect(notices.find((mail) => mail.kind === 'restaurant-cancelled')?.text).toContain(reference);

    // The covers are free at once: another visitor holds the table and pays with the same code.
    const held = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2), {
      headers: other,
    });
    expect(held.statusCode).toBe(200);
    const holdId = ZBookingHoldResponse.parse(held.json()).hold_id;
    const attached = await send(
      ctx.app,
      'POST',
      `/api/v4/booking/${place.productId}/giftcode`,
      { hold_id: holdId, code: 'CANCEL-0001', email: 'other@example.dk', phone: GUEST.phone },
      { headers: other },
    );
    expect(attached.statusCode).toBe(200);

    // A second cancel answers the cancelled state and changes nothing.
    const again = await cancel(reference, token, 'en');
    expect(again.statusCode).toBe(200);
    expect(ZManagedBooking.parse(again.json())).toMatchObject({ status: 'cancelled', is_cancellable: false });
    const twice = await readState(orderId, paymentId);
    expect(twice).toEqual(after);
  });

  it('a refund left due by a process that stopped before asking is made by the refund round once its lease ends', async () => {
    const place = await prepareBookable(ctx, 4, ARRIVAL, 6);
    const { paymentId } = await bookAndPay(place);
    const db = ctx.database.db;
    // What a cancellation's transaction leaves when its process dies before asking the gateway.
    const [due] = await db.transaction((tx) => markRefundsDue(tx, { paymentId }, TEST_NOW));
    expect(due).toMatchObject({ id: paymentId, attempts: 0 });
    const asked: string[] = [];
    const options = {
      provider: {
        ...createBuiltinProvider(''),
        refund: ({ paymentId: id }: TRefundRequest) => {
          asked.push(id);
          return Promise.resolve();
        },
      },
      retryBaseMs: 1000,
    };
    const justBefore = new Date(TEST_NOW.getTime() + REFUND_LEASE_MS - 1);
    expect(await makeDueRefunds(db, { ...options, now: justBefore })).toEqual({ refunded: 0, failed: 0 });
    const atLeaseEnd = new Date(TEST_NOW.getTime() + REFUND_LEASE_MS);
    expect(await makeDueRefunds(db, { ...options, now: atLeaseEnd })).toEqual({ refunded: 1, failed: 0 });
    expect(asked).toEqual([paymentId]);
    expect((await readState(0, paymentId)).payment).toMatchObject({
      status: 'refunded',
      refundedAt: atLeaseEnd,
    });
    expect(await makeDueRefunds(db, { ...options, now: atLeaseEnd })).toEqual({ refunded: 0, failed: 0 });
  });

  it('after the cut-off: refused with the reason in the visitor language, nothing changed', async () => {
    const place = await prepareBookable(ctx, 4, ARRIVAL, 1);
    const { orderId, reference, token, paymentId } = await bookAndPay(place);
    const before = await readState(orderId, paymentId);
    ctx.clock.set(new Date('2026-11-22T19:00:00+01:00'));

    const danish = await cancel(reference, token, 'da');
    expect(danish.statusCode).toBe(409);
    const body = ZApiError.parse(danish.json());
    expect(body.msg).toBe('errors.cancel_too_late');
    expect(body.message).toBe(
      'Bookinger kan afbestilles indtil 2 timer før ankomst, så denne booking kan ikke længere afbestilles',
    );
    const english = ZApiError.parse((await cancel(reference, token, 'en')).json());
    expect(english.message).toBe(
      'Bookings can be cancelled until 2 hours before arrival, so this booking can no longer be cancelled',
    );

    expect(await readState(orderId, paymentId)).toEqual(before);
    expect(before.payment?.status).toBe('paid');
    const { body: managed } = await getJson(ctx.app, `/api/v4/orders/${reference}/manage?token=${token}`);
    expect(ZManagedBooking.parse(managed)).toMatchObject({ status: 'confirmed', is_cancellable: false });
  });

  it('needs the CSRF token and a confirmed order', async () => {
    const place = await prepareBookable(ctx, 4, ARRIVAL, 3);
    const { reference, token } = await bookAndPay(place);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: `/api/v4/orders/${reference}/cancel`,
      payload: { token },
    });
    expect(noCsrf.statusCode).toBe(403);

    const { payment } = await holdAndStartPayment(ctx.app, place);
    const unpaid = payment.order.order_id ?? '';
    const [row] = await ctx.database.db
      .select({ token: orders.token })
      .from(orders)
      .where(and(eq(orders.reference, unpaid), eq(orders.status, 'pending')));
    const refused = await cancel(unpaid, row?.token ?? '');
    expect(refused.statusCode).toBe(409);
    expect(ZApiError.parse(refused.json()).msg).toBe('errors.cancel_not_confirmed');
  });
});
