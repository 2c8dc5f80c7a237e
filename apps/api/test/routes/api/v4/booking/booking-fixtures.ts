import { getServiceDate } from '@tredjedel/domain';
import { createRequire } from 'node:module';

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { giftCards, orders, outboxEmails } from '../../../../../src/db/schema-booking.ts';
import { menus, products, timeSlots } from '../../../../../src/db/schema.ts';
import { copenhagenInstant } from '../../../../../src/lib/clock.ts';
import { createInventoryRepository } from '../../../../../src/plugins/app/inventory-repository.ts';
import type { TTestApp } from '../../../../helper.ts';

/**
 * A valid CSRF pair made the way @fastify/csrf-protection makes it (secret in the `_csrf` cookie,
 * token in X-CSRF-TOKEN): the page gets the same from `reply.generateCsrf()`.
 */
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/csrf-protection'));
const Tokens = requireFromPlugin('@fastify/csrf') as new () => {
  secretSync(): string;
  create(secret: string): string;
};
const tokens = new Tokens();
const secret = tokens.secretSync();
/** The visitor session of the tests' default visitor (the server sets one like it, ADR 0205). */
const VISITOR_COOKIE = 'td_visitor=testvisitor-aaaaaaaaaa';
export const CSRF_COOKIE = `_csrf=${secret}; ${VISITOR_COOKIE}`;
export const CSRF_HEADERS = { cookie: CSRF_COOKIE, 'x-csrf-token': tokens.create(secret) };
/** A visitor's own cookie jar: the CSRF pair and a session cookie named after `label`. */
export function visitorHeaders(label: string) {
  const id = `v-${label}`
    .replace(/[^A-Za-z0-9_-]/g, '-')
    .padEnd(22, '0')
    .slice(0, 22);
  return {
    cookie: `_csrf=${secret}; td_visitor=${id}`,
    'x-csrf-token': tokens.create(secret),
  };
}

/** Arrival time the tests book: after the test clock's 18:00, inside the dinner windows. */
const ARRIVAL = '20:00:00';

export type TBookable = {
  productId: number;
  menuId: number;
  otherMenuId: number | null;
  slotId: number;
  time: string;
  timeEnd: string;
  priceSale: number;
};

/**
 * A place that can be booked at `time` today with exactly `covers` covers: the first non-showcase
 * place with an unrestricted menu for that time, its slot set (or made) to `covers`.
 */
export async function prepareBookable(
  ctx: TTestApp,
  covers: number,
  time = ARRIVAL,
  skip = 0,
): Promise<TBookable> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const today = getServiceDate(now);
  await createInventoryRepository(db).ensureServiceDay(today);
  const candidates = await db
    .select({ productId: menus.productId, menuId: menus.id, priceSale: menus.priceSale })
    .from(menus)
    .innerJoin(products, eq(products.id, menus.productId))
    .where(
      and(
        eq(products.isShowcase, false),
        eq(menus.status, 'in-stock'),
        eq(menus.limitTableSize, false),
        sql`${menus.timeStart} <= ${time}::time and ${menus.timeEnd} >= ${time}::time`,
      ),
    )
    .orderBy(menus.productId, menus.id);
  const productIds = [...new Set(candidates.map((row) => row.productId))];
  const productId = productIds[skip];
  const menu = candidates.find((row) => row.productId === productId);
  if (productId === undefined || !menu) throw new Error('the seed has no bookable place for the tests');
  const other = candidates.find((row) => row.productId === productId && row.menuId !== menu.menuId);
  const timeEnd = `${String((Number(time.slice(0, 2)) + 2) % 24).padStart(2, '0')}${time.slice(2)}`;
  const [slot] = await db
    .insert(timeSlots)
    .values({
      productId,
      serviceDate: today,
      time,
      timeEnd,
      covers,
      validUntil: copenhagenInstant(today, time),
    })
    .onConflictDoUpdate({
      target: [timeSlots.productId, timeSlots.serviceDate, timeSlots.time],
      set: { covers },
    })
    .returning();
  if (!slot) throw new Error('slot not saved');
  return {
    productId,
    menuId: menu.menuId,
    otherMenuId: other?.menuId ?? null,
    slotId: slot.id,
    time,
    timeEnd: slot.timeEnd,
    priceSale: menu.priceSale,
  };
}

export function holdBody(place: TBookable, seat: number, extra: Record<string, unknown> = {}) {
  return {
    seat,
    time: place.time,
    time_end: place.timeEnd,
    menus: [{ id: place.menuId, count: seat }],
    lang: 'da',
    ...extra,
  };
}

/** POST/DELETE with the CSRF pair (and any extra cookie) and a JSON body. */
export function send(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  options: Partial<InjectOptions> = {},
) {
  const headers = { ...CSRF_HEADERS, ...(options.headers ?? {}) } as Record<string, string>;
  return app.inject({
    ...options,
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** `GET booking/{id}/hold/{hold_id}` in a visitor's cookie jar (the default visitor unless told). */
export async function readHold(ctx: TTestApp, productId: number, holdId: string, cookie = VISITOR_COOKIE) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v4/booking/${productId}/hold/${holdId}`,
    headers: { cookie },
  });
  return { response, status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

export const GUEST = { name: 'Anna Jensen', email: 'anna@example.dk', phone: '+4520123456' };

export type TGiftCardSeed = Partial<typeof giftCards.$inferInsert> & { code: string };

/** A campaign gift card written straight to the database (how an admin would issue one). */
export async function seedGiftCard(ctx: TTestApp, card: TGiftCardSeed) {
  const [row] = await ctx.database.db
    .insert(giftCards)
    .values({ amount: 50_000, expireAt: new Date(ctx.clock.now().getTime() + 30 * 86_400_000), ...card })
    .returning();
  if (!row) throw new Error('gift card not saved');
  return row;
}

export async function findOutbox(ctx: TTestApp) {
  return ctx.database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
}

/**
 * The stored order behind a public reference (what answers and links carry, ADR 0255): tests reach
 * the internal id, which keys rows and e-mails, this way.
 */
export async function findOrderByReference(ctx: TTestApp, reference: string | null | undefined) {
  const [order] = await ctx.database.db
    .select()
    .from(orders)
    .where(eq(orders.reference, reference ?? ''));
  if (!order) throw new Error(`no order ${String(reference)}`);
  return order;
}

/** The internal id of the order behind a public reference. */
export async function internalOrderId(ctx: TTestApp, reference: string | null | undefined): Promise<number> {
  return (await findOrderByReference(ctx, reference)).id;
}
