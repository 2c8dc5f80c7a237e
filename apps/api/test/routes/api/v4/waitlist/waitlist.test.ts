import { and, eq } from 'drizzle-orm';
import {
  HOLD_TTL_MS,
  readBookingPreselect,
  ZApiError,
  ZWaitlistResponse,
  type TWaitlistRequestInput,
} from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { outboxEmails } from '../../../../../src/db/schema-booking.ts';
import { productTranslations } from '../../../../../src/db/schema.ts';
import { waitlistEntries } from '../../../../../src/db/schema-waitlist.ts';
import { pruneExpired } from '../../../../../src/services/retention/retention-service.ts';
import { buildTestApp, DATABASE_KINDS, TEST_NOW, type TTestApp } from '../../../../helper.ts';
import { GUEST, holdBody, prepareBookable, send, visitorHeaders } from '../booking/booking-fixtures.ts';
import { holdAndStartPayment } from '../booking/payment-flow.ts';
import { buildWaitlistApp, waitlistCalls } from './waitlist-fixtures.ts';

const MINUTE = 60_000;

/*
 * The waitlist of a sold-out time (docs/decisions/0415-waitlist-for-a-sold-out-time.md). The
 * periodic job is slowed down here so each test runs the check itself (app.notifyWaitlist, the
 * same function the job calls, the app exposes as app.notifyWaitlist); the last block lets the job run on its own.
 */
describe.each(DATABASE_KINDS)('the waitlist on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildWaitlistApp(kind, { RATE_LIMIT_WAITLIST_PER_HOUR: 5 });
  });
  afterAll(() => ctx.close());

  const { notify, join, holdEverything, waitlistMails } = waitlistCalls(() => ctx);

  it('a held-out slot: the first in line gets exactly one e-mail when the hold lapses, linking to step 1 at that time', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 2, '20:00:00', 0);
    await holdEverything(place, 2, 'lapse-holder', '198.51.100.1');

    const first = await join(place, { email: 'Forste@Example.dk' }, 'lapse-first', '198.51.100.2');
    expect(first.statusCode).toBe(200);
    expect(ZWaitlistResponse.parse(first.json())).toEqual({ status: 'waiting', time: '20:00:00', seat: 2 });
    const second = await join(place, { email: 'anden@example.dk' }, 'lapse-second', '198.51.100.3');
    expect(second.json()).toMatchObject({ status: 'waiting' });

    // While the hold stands nothing is free, nobody is told.
    expect(await notify([place.slotId])).toBe(0);

    ctx.clock.advance(HOLD_TTL_MS + MINUTE);
    expect(await notify([place.slotId])).toBe(1);
    const mails = await waitlistMails('forste@example.dk');
    expect(mails).toHaveLength(1);
    expect(await waitlistMails('anden@example.dk')).toHaveLength(0);
    const mail = mails[0];
    const [names] = await ctx.database.db
      .select({ slug: productTranslations.slug })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, place.productId), eq(productTranslations.lang, 'da')));
    const link = /(\S*\/book\/step1\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const url = new URL(link, 'http://localhost');
    expect(url.pathname).toBe(`/book/step1/restaurant/${encodeURIComponent(names?.slug ?? '')}`);
    expect(readBookingPreselect(Object.fromEntries(url.searchParams))).toEqual({
      person: 2,
      time: '20:00:00',
    });
    expect(mail?.subject).toContain('kl. 20.00');

    // A second run of the check tells nobody more about the same freeing.
    expect(await notify([place.slotId])).toBe(0);
    expect(await waitlistMails('forste@example.dk')).toHaveLength(1);
    expect(await waitlistMails('anden@example.dk')).toHaveLength(0);

    // The first did not book within the offer window and the covers are still free: the next is told.
    ctx.clock.advance(16 * MINUTE);
    expect(await notify([place.slotId])).toBe(1);
    expect(await waitlistMails('anden@example.dk')).toHaveLength(1);
    expect(await waitlistMails('forste@example.dk')).toHaveLength(1);
    expect(await notify([place.slotId])).toBe(0);
  });

  it('a told visitor who holds the table uses up their offer: the next freeing tells the next in line at once', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 4, '19:30:00', 6);
    await holdEverything(place, 2, 'taken-first-holder', '198.51.100.71');
    ctx.clock.advance(5 * MINUTE);
    await holdEverything(place, 2, 'taken-second-holder', '198.51.100.72');
    await join(place, { email: 'Taken-First@example.dk' }, 'taken-first', '198.51.100.73');
    await join(place, { email: 'taken-next@example.dk' }, 'taken-next', '198.51.100.74');

    // The first hold lapses: two covers come back, the first in line is told.
    ctx.clock.advance(HOLD_TTL_MS - 5 * MINUTE + MINUTE);
    expect(await notify([place.slotId])).toBe(1);
    expect(await waitlistMails('taken-first@example.dk')).toHaveLength(1);

    // They hold the table with the address we wrote to (any case) and go on to pay.
    await holdAndStartPayment(ctx.app, place, {
      guest: { ...GUEST, email: 'TAKEN-FIRST@example.dk' },
      headers: visitorHeaders('taken-first'),
      remoteAddress: '198.51.100.73',
    });

    // The second hold lapses within the first offer's window: the next in line is told now.
    ctx.clock.advance(5 * MINUTE);
    expect(await notify([place.slotId])).toBe(1);
    expect(await waitlistMails('taken-next@example.dk')).toHaveLength(1);
  });

  it('a told visitor who does not book keeps their offer for its window', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 4, '19:45:00', 7);
    await holdEverything(place, 2, 'idle-first-holder', '198.51.100.81');
    ctx.clock.advance(5 * MINUTE);
    await holdEverything(place, 2, 'idle-second-holder', '198.51.100.82');
    await join(place, { email: 'idle-first@example.dk', seat: 4 }, 'idle-first', '198.51.100.83');
    await join(place, { email: 'idle-next@example.dk', seat: 2 }, 'idle-next', '198.51.100.84');

    // Two covers back: too few for the party of 4, so the party of 2 behind it is told.
    ctx.clock.advance(HOLD_TTL_MS - 5 * MINUTE + MINUTE);
    expect(await notify([place.slotId])).toBe(1);
    expect(await waitlistMails('idle-next@example.dk')).toHaveLength(1);

    // Two more come back within that offer's window: 4 free, 2 of them offered, the party of 4 waits.
    ctx.clock.advance(5 * MINUTE);
    expect(await notify([place.slotId])).toBe(0);
    expect(await waitlistMails('idle-first@example.dk')).toHaveLength(0);
  });

  it('joining twice with the same address (any case) changes nothing and keeps the place in line', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 2, '20:30:00', 1);
    await holdEverything(place, 2, 'twice-holder', '198.51.100.11');
    expect((await join(place, { email: 'twice@example.dk' }, 'twice', '198.51.100.12')).json()).toMatchObject(
      {
        status: 'waiting',
      },
    );
    const again = await join(place, { email: ' TWICE@example.dk ', seat: 1 }, 'twice', '198.51.100.12');
    expect(again.statusCode).toBe(200);
    // The same answer as for a new address (ADR 0415): it tells nobody who waits.
    expect(again.json()).toMatchObject({ status: 'waiting' });
    const rows = await ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.slotId, place.slotId));
    expect(rows.map((row) => [row.email, row.party])).toEqual([['twice@example.dk', 2]]);
    // One sign-up, one confirmation: joining again sends nothing more.
    const confirmations = (
      await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'twice@example.dk'))
    ).filter((mail) => mail.kind === 'waitlist-joined');
    expect(confirmations).toHaveLength(1);
  });

  it('confirms a sign-up by e-mail: the place, party and time in the site’s format, a link to the place, the one-click opt-out', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 2, '21:30:00', 2);
    await holdEverything(place, 2, 'confirm-holder', '198.51.100.21');
    expect((await join(place, { email: 'confirm@example.dk' }, 'confirm', '198.51.100.22')).statusCode).toBe(
      200,
    );
    const [mail] = (
      await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'confirm@example.dk'))
    ).filter((row) => row.kind === 'waitlist-joined');
    expect(mail?.subject).toMatch(/^Du står på ventelisten hos .+ kl\. 21\.30$/);
    expect(mail?.text).toContain('Du står på ventelisten til et bord til 2 hos');
    const optOut = /(\S*\/venteliste\/afmeld\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(optOut).not.toBe('');
    expect(mail?.html).toContain(`href="${optOut}"`);
    // The link opens the opt-out page.
    const { pathname } = new URL(optOut, 'http://localhost');
    const page = await ctx.app.inject({ method: 'GET', url: pathname });
    expect(page.statusCode).toBe(200);
  });

  it('several checks at once tell one freeing once', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 2, '21:00:00', 2);
    await holdEverything(place, 2, 'race-holder', '198.51.100.21');
    await join(place, { email: 'race@example.dk' }, 'race', '198.51.100.22');
    ctx.clock.advance(HOLD_TTL_MS + MINUTE);
    const told = await Promise.all([notify([place.slotId]), notify([place.slotId]), notify([place.slotId])]);
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await waitlistMails('race@example.dk')).toHaveLength(1);
  });

  it('refuses bad input with a 4xx and the error key the page translates', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 4, '21:30:00', 3);
    const address = '198.51.100.31';
    // A time the party can book now: book it instead.
    const free = await join(place, { email: 'free@example.dk' }, 'bad', address);
    expect(free.statusCode).toBe(409);
    expect(ZApiError.parse(free.json()).errors).toEqual({ time: 'errors.waitlist_in_stock' });
    await holdEverything(place, 4, 'bad-holder', '198.51.100.32');
    const cases: [Partial<TWaitlistRequestInput>, number, Record<string, string>][] = [
      [{ email: 'not-an-address' }, 422, { email: 'errors.email' }],
      [
        { email: 'ok@example.dk', is_accept_terms: false },
        422,
        { is_accept_terms: 'errors.waitlist_consent' },
      ],
      [{ email: 'ok@example.dk', time: '03:00:00' }, 422, { time: 'errors.time' }],
      [{ email: 'ok@example.dk', time: '20:00' }, 422, { time: 'errors.time' }],
      [{ email: 'ok@example.dk', seat: 9 }, 422, { seat: 'errors.num_person' }],
    ];
    for (const [index, [body, status, errors]] of cases.entries()) {
      const answer = await join(place, body, 'bad', `198.51.100.${35 + index}`);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(ZApiError.parse(answer.json()).errors).toEqual(errors);
    }
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: `/api/v4/booking/${place.productId}/waitlist`,
      payload: { time: place.time, seat: 2, email: 'ok@example.dk', is_accept_terms: true },
      remoteAddress: '198.51.100.33',
    });
    expect(noCsrf.statusCode).toBe(403);
    const unknownPlace = await send(
      ctx.app,
      'POST',
      '/api/v4/booking/999999/waitlist',
      { time: place.time, seat: 2, email: 'ok@example.dk', is_accept_terms: true },
      { remoteAddress: '198.51.100.34' },
    );
    expect(unknownPlace.statusCode).toBe(404);
  });

  it('limits sign-ups per client address', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 2, '22:00:00', 4);
    await holdEverything(place, 2, 'limit-holder', '198.51.100.41');
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const answer = await join(
        place,
        { email: `limit${index}@example.dk` },
        `limit-${index}`,
        '198.51.100.42',
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await join(place, { email: 'limit9@example.dk' }, 'limit-9', '198.51.100.42');
    expect(limited.statusCode).toBe(429);
    expect(ZApiError.parse(limited.json())).toMatchObject({ error: 'rate_limited' });
    // Another address is not limited by it.
    expect((await join(place, { email: 'other@example.dk' }, 'limit-x', '198.51.100.43')).statusCode).toBe(
      200,
    );
  });

  it('an entry lapses when its slot passes: nobody is told and the address is deleted', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await prepareBookable(ctx, 2, '18:20:00', 5);
    await holdEverything(place, 2, 'past-holder', '198.51.100.51');
    expect((await join(place, { email: 'late@example.dk' }, 'past', '198.51.100.52')).statusCode).toBe(200);
    // The hold lapses after the slot has passed.
    ctx.clock.advance(HOLD_TTL_MS + 10 * MINUTE);
    expect(await notify([place.slotId])).toBe(0);
    expect(await waitlistMails('late@example.dk')).toHaveLength(0);
    const pruned = await pruneExpired(ctx.database.db, ctx.clock.now(), 30);
    expect(pruned.waitlist).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'late@example.dk'));
    expect(left).toHaveLength(0);
    // Joining a passed time is refused.
    const late = await join(place, { email: 'later@example.dk' }, 'past-2', '198.51.100.53');
    expect(late.statusCode).toBe(422);
  });
});

describe('the waitlist job in every process', () => {
  it('tells the waiting on its own, once, when a hold lapses', async () => {
    const ctx = await buildTestApp('pglite', { LOG_LEVEL: 'error', WAITLIST_POLL_MS: 50 });
    try {
      const place = await prepareBookable(ctx, 2, '20:00:00', 0);
      const held = await send(
        ctx.app,
        'POST',
        `/api/v4/booking/${place.productId}/hold`,
        holdBody(place, 2),
        {
          headers: visitorHeaders('job-holder'),
          remoteAddress: '198.51.100.61',
        },
      );
      expect(held.statusCode).toBe(200);
      const joined = await send(
        ctx.app,
        'POST',
        `/api/v4/booking/${place.productId}/waitlist`,
        { time: place.time, seat: 2, email: 'job@example.dk', is_accept_terms: true, lang: 'en' },
        { headers: visitorHeaders('job'), remoteAddress: '198.51.100.62' },
      );
      expect(joined.statusCode).toBe(200);
      ctx.clock.advance(HOLD_TTL_MS + MINUTE);
      const mailsTo = async () =>
        (
          await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'job@example.dk'))
        ).filter((mail) => mail.kind === 'waitlist-table-free');
      await vi.waitFor(async () => expect(await mailsTo()).toHaveLength(1), {
        timeout: 10_000,
        interval: 50,
      });
      const [mail] = await mailsTo();
      expect(mail?.text).toContain('/en/book/step1/restaurant/');
      expect(mail?.subject).toMatch(/^A table for 2 at .+ is free at 20:00$/);
      // Several more rounds pass: still one.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo()).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});
