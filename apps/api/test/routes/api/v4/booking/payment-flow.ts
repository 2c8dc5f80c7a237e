import {
  ZBookingHoldResponse,
  ZBookingPaymentResponse,
  type TBookingPaymentResponse,
  type TGiftcardPaymentResponse,
  ZGiftcardPaymentResponse,
} from '@tredjedel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { orders } from '../../../../../src/db/schema-booking.ts';
import { signPayload, SIGNATURE_HEADER } from '../../../../../src/services/payments/payment-provider.ts';
import type { TTestApp } from '../../../../helper.ts';
import { GUEST, holdBody, prepareBookable, send, type TBookable } from './booking-fixtures.ts';

/** Hold, guest details and payment start: the API calls of steps 1 to 4. */
export async function holdAndStartPayment(
  app: FastifyInstance,
  place: TBookable,
  {
    seat = 2,
    lang = 'da',
    giftcodes = [] as string[],
    guest = GUEST,
    remoteAddress = '127.0.0.1',
    headers = {},
    specialRequests = undefined as string | undefined,
  } = {},
): Promise<{ holdId: string; payment: TBookingPaymentResponse }> {
  const held = await send(
    app,
    'POST',
    `/api/v4/booking/${place.productId}/hold`,
    holdBody(place, seat, { lang }),
    { headers, remoteAddress },
  );
  if (held.statusCode !== 200) throw new Error(`hold failed: ${held.body}`);
  const holdId = ZBookingHoldResponse.parse(held.json()).hold_id;
  const guestAnswer = await send(
    app,
    'POST',
    `/api/v4/booking/${place.productId}/guest`,
    {
      ...guest,
      hold_id: holdId,
      lang,
      is_newsletter: false,
      seat,
      time: place.time,
      time_end: place.timeEnd,
      menus: [{ id: place.menuId, count: seat }],
      giftcodes,
      ...(specialRequests === undefined ? {} : { special_requests: specialRequests }),
    },
    { headers, remoteAddress },
  );
  if (guestAnswer.statusCode !== 200) throw new Error(`guest failed: ${guestAnswer.body}`);
  const paid = await send(
    app,
    'POST',
    `/api/v4/booking/${place.productId}/payment`,
    { hold_id: holdId, lang, ...guest },
    { headers, remoteAddress },
  );
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return { holdId, payment: ZBookingPaymentResponse.parse(paid.json()) };
}

/** The payment id of a built-in payment link (/pay/{id}). */
/** Longer than a hold lives (15 minutes, ADR 0205). */
export const PAST_HOLD_LIFETIME_MS = 16 * 60_000;

/**
 * A payment that will arrive for a table gone to someone else: the payment starts for all the
 * place's covers, its hold lapses, and another visitor holds the table.
 */
export async function startPaymentThenLoseTheTable(
  ctx: Pick<TTestApp, 'app' | 'clock'>,
  place: TBookable,
): Promise<TBookingPaymentResponse> {
  const { payment } = await holdAndStartPayment(ctx.app, place, { seat: 2 });
  ctx.clock.advance(PAST_HOLD_LIFETIME_MS);
  const other = await send(ctx.app, 'POST', `/api/v4/booking/${place.productId}/hold`, holdBody(place, 2));
  expect(other.statusCode).toBe(200);
  return payment;
}

/** Step 3 of the gift-card flow: `quantity` cards of `amount` øre bought by Bo Hansen, terms accepted. */
export async function startGiftcardPayment(
  app: FastifyInstance,
  {
    amount,
    quantity,
    lang = 'da',
    email = 'bo@example.dk',
    remoteAddress = '127.0.0.1',
  }: { amount: number; quantity: number; lang?: 'da' | 'en'; email?: string; remoteAddress?: string },
): Promise<TGiftcardPaymentResponse> {
  const answer = await send(
    app,
    'POST',
    '/api/v4/giftcard/payment',
    { is_accept_terms: true, is_subscribe: false, name: 'Bo Hansen', email, amount, quantity, lang },
    { remoteAddress },
  );
  expect(answer.statusCode).toBe(200);
  return ZGiftcardPaymentResponse.parse(answer.json());
}

export function paymentIdOf(link: string): string {
  const match = /\/pay\/([A-Za-z0-9_-]+)$/.exec(link);
  if (!match?.[1]) throw new Error(`not a payment link: ${link}`);
  return match[1];
}

/** Presses Pay or Decline on the hosted page, as the visitor's browser would. */
export function pressOnPaymentPage(app: FastifyInstance, paymentId: string, action: 'pay' | 'decline') {
  return app.inject({
    method: 'POST',
    url: `/pay/${paymentId}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

/** A callback exactly as the gateway sends it, signed with `secret`. */
export function sendCallback(app: FastifyInstance, secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/pay/callback',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, raw) },
    payload: raw,
  });
}

/**
 * Books a table at `time` through the built-in gateway and presses Pay: the place, the order's
 * internal id (which keys its e-mails), its public reference (which names it in links) and its token.
 */
export async function bookAndPay(
  ctx: TTestApp,
  time: string,
  { seat = 3, specialRequests }: { seat?: number; specialRequests?: string } = {},
) {
  const place = await prepareBookable(ctx, 4, time);
  const { payment } = await holdAndStartPayment(ctx.app, place, {
    seat,
    ...(specialRequests === undefined ? {} : { specialRequests }),
  });
  const paid = await pressOnPaymentPage(ctx.app, paymentIdOf(payment.payment_link), 'pay');
  expect(paid.statusCode).toBe(303);
  const token = new URL(String(paid.headers.location), 'http://x').searchParams.get('token') ?? '';
  const reference = payment.order.order_id ?? '';
  const [order] = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.reference, reference));
  return { place, orderId: order?.id ?? 0, reference, token };
}
