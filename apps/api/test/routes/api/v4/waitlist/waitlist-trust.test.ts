import { eq } from 'drizzle-orm';
import { HOLD_TTL_MS } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxEmails } from '../../../../../src/db/schema-booking.ts';
import { waitlistEntries } from '../../../../../src/db/schema-waitlist.ts';
import { DATABASE_KINDS, TEST_NOW, type TTestApp } from '../../../../helper.ts';
import { prepareBookable, type TBookable } from '../booking/booking-fixtures.ts';
import { buildWaitlistApp, waitlistCalls } from './waitlist-fixtures.ts';

const MINUTE = 60_000;
const PUBLIC_URL = 'https://tredjedel.example';

/*
 * What the waitlist must not be (docs/decisions/0415-waitlist-for-a-sold-out-time.md):
 * an oracle of who waits where, a way to send one address any number of e-mails, or a list nobody
 * can leave.
 */
describe.each(DATABASE_KINDS)('the waitlist at its edges on %s', (kind) => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await buildWaitlistApp(kind, { RATE_LIMIT_WAITLIST_PER_HOUR: 1000, PUBLIC_URL });
  });
  afterAll(() => ctx.close());

  const { notify, join, holdEverything, waitlistMails } = waitlistCalls(() => ctx);

  /** A place whose one slot another visitor holds whole. */
  async function soldOut(covers: number, time: string, skip: number, label: string): Promise<TBookable> {
    const place = await prepareBookable(ctx, covers, time, skip);
    await holdEverything(place, covers, `${label}-holder`, `198.51.100.${100 + skip}`);
    return place;
  }

  it('answers a listed and an unlisted address byte for byte the same', async () => {
    ctx.clock.set(TEST_NOW);
    const place = await soldOut(2, '20:30:00', 0, 'oracle');
    const first = await join(place, { email: 'listed@example.dk' }, 'oracle-a', '203.0.113.1');
    // Someone else, from another session and address, probes the same and a new address.
    const listed = await join(place, { email: ' LISTED@example.dk ' }, 'oracle-b', '203.0.113.2');
    const unlisted = await join(place, { email: 'unlisted@example.dk' }, 'oracle-c', '203.0.113.3');
    expect(first.statusCode).toBe(200);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toBe(unlisted.body);
    expect(listed.body).toBe(first.body);
    for (const header of ['content-type', 'content-length', 'cache-control'])
      expect(listed.headers[header], header).toBe(unlisted.headers[header]);
  });

  const allWaitlistMails = async (to: string) =>
    (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).filter((mail) =>
      mail.kind.startsWith('waitlist'),
    );

  it('sends one address at most 3 waitlist e-mails a day across all places, sign-up confirmations included; the covers go to the next in line', async () => {
    ctx.clock.set(TEST_NOW);
    const places = [await soldOut(2, '21:00:00', 1, 'cap-1'), await soldOut(2, '21:00:00', 2, 'cap-2')];
    const [first, second] = places as [TBookable, TBookable];
    for (const [index, place] of [first, second].entries())
      expect(
        (await join(place, { email: 'victim@example.dk' }, `cap-v${index}`, `203.0.113.${10 + index}`))
          .statusCode,
      ).toBe(200);
    expect((await join(second, { email: 'next@example.dk' }, 'cap-next', '203.0.113.20')).statusCode).toBe(
      200,
    );
    // Each new sign-up is confirmed, and the confirmation counts.
    expect((await allWaitlistMails('victim@example.dk')).map((mail) => mail.kind)).toEqual([
      'waitlist-joined',
      'waitlist-joined',
    ]);

    ctx.clock.advance(HOLD_TTL_MS + MINUTE);
    expect(await notify(places.map((place) => place.slotId))).toBe(2);
    expect(await waitlistMails('victim@example.dk')).toHaveLength(1);
    expect(await allWaitlistMails('victim@example.dk')).toHaveLength(3);
    // The second freeing went to the next in line rather than waiting for the capped address.
    expect(await waitlistMails('next@example.dk')).toHaveLength(1);

    // A fourth sign-up that day is listed and answered as any other, but not confirmed.
    const third = await soldOut(2, '21:00:00', 3, 'cap-3');
    const capped = await join(third, { email: 'victim@example.dk' }, 'cap-v3', '203.0.113.13');
    expect(capped.statusCode).toBe(200);
    expect(await allWaitlistMails('victim@example.dk')).toHaveLength(3);
    expect(await notify([...places, third].map((place) => place.slotId))).toBe(0);
    expect(await allWaitlistMails('victim@example.dk')).toHaveLength(3);
  });

  it('every waitlist e-mail carries a signed one-click opt-out that empties every list for that address, in both languages', async () => {
    ctx.clock.set(TEST_NOW);
    const freed = await soldOut(2, '22:00:00', 5, 'opt-1');
    const other = await soldOut(2, '22:00:00', 6, 'opt-2');
    for (const [index, place] of [freed, other].entries())
      expect(
        (await join(place, { email: 'leaver@example.dk', lang: 'en' }, `opt-l${index}`, '203.0.113.30'))
          .statusCode,
      ).toBe(200);
    ctx.clock.advance(HOLD_TTL_MS + MINUTE);
    expect(await notify([freed.slotId])).toBe(1);
    const [mail] = await waitlistMails('leaver@example.dk');
    const link = /(https:\/\/\S+\/en\/waitlist\/unsubscribe\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    expect(mail?.html).toContain(link);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const path = new URL(link).pathname;

    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    // Opening the page changes nothing (link scanners open links).
    expect(
      await ctx.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, 'leaver@example.dk')),
    ).toHaveLength(2);

    // One character of the signature changed. Not the last: of a base64url SHA-256 its two low bits
    // are padding, so some changes of it decode to the same bytes (the test failed now and then).
    const at = path.length - 2;
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: `${path.slice(0, at)}${path[at] === 'A' ? 'B' : 'A'}${path.slice(at + 1)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(tampered.statusCode).toBe(404);

    // What a mail program sends for List-Unsubscribe-Post: no cookie, no CSRF token.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('no more e-mails');
    expect(
      await ctx.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, 'leaver@example.dk')),
    ).toHaveLength(0);

    // Joining again answers as ever and stores nothing; a later freeing tells nobody at that address.
    const again = await join(other, { email: 'leaver@example.dk' }, 'opt-again', '203.0.113.31');
    const fresh = await join(other, { email: 'stranger@example.dk' }, 'opt-fresh', '203.0.113.32');
    expect(again.body).toBe(fresh.body);
    expect(
      await ctx.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, 'leaver@example.dk')),
    ).toHaveLength(0);
    await notify([other.slotId]);
    expect(await waitlistMails('leaver@example.dk')).toHaveLength(1);

    // The Danish page, same token: asks in Danish; a second opt-out is harmless.
    const token = path.split('/').pop() ?? '';
    const danish = await ctx.app.inject({ method: 'GET', url: `/venteliste/afmeld/${token}` });
    expect(danish.body).toContain('<html lang="da">');
    expect(danish.body).toContain('Ja, afmeld mig');
    const twice = await ctx.app.inject({ method: 'POST', url: `/venteliste/afmeld/${token}` });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('fjernet fra alle ventelister');
    expect((await ctx.app.inject({ method: 'GET', url: '/venteliste/afmeld/nonsense' })).statusCode).toBe(
      404,
    );
  });
});
