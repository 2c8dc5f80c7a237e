import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxEmails } from '../../../../../src/db/schema-booking.ts';
import { consoleMemberships, consoleUsers } from '../../../../../src/db/schema-console.ts';
import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../../../../helper.ts';
import { CSRF_HEADERS, prepareBookable, send, type TBookable } from '../booking/booking-fixtures.ts';
import { consoleCall, makeOwner, signIn } from './console-fixtures.ts';

const OPERATOR_EMAIL = 'operator-inbox@example.dk';
const APPLICATION = {
  place_name: 'Café Lille',
  address: 'Nørregade 1',
  city: 'København',
  contact_name: 'Lise Holm',
  email: 'Lise@Example.dk',
  phone: '20 12 34 56',
  message: 'Vi har 30 pladser.',
  lang: 'en',
};

/** The token of the newest e-mail to `to`, its kind and subject. */
async function newestMail(ctx: TTestApp, to: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return { mail, token: mail ? (/token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null) : null };
}

describe.each(DATABASE_KINDS)('console invitations and partner applications on %s', (kind) => {
  let ctx: TTestApp;
  let mine: TBookable;
  let theirs: TBookable;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  let operator: Record<string, string>;
  const members = (place: TBookable) => `/api/v4/console/places/${place.productId}/members`;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error', OPERATOR_EMAIL });
    mine = await prepareBookable(ctx, 10, '21:00:00', 0);
    theirs = await prepareBookable(ctx, 10, '21:00:00', 1);
    await makeOwner(ctx, 'inv-owner@example.dk', mine.productId);
    await makeOwner(ctx, 'inv-theirs@example.dk', theirs.productId);
    const [staffUser] = await ctx.database.db
      .insert(consoleUsers)
      .values({ email: 'inv-staff@example.dk' })
      .returning();
    await ctx.database.db
      .insert(consoleMemberships)
      .values({ userId: staffUser?.id ?? 0, productId: mine.productId, role: 'staff' });
    await ctx.database.db.insert(consoleUsers).values({ email: 'inv-operator@example.dk', isOperator: true });
    owner = await signIn(ctx, 'inv-owner@example.dk');
    staff = await signIn(ctx, 'inv-staff@example.dk');
    operator = await signIn(ctx, 'inv-operator@example.dk');
  });
  afterAll(() => ctx.close());

  it("lets an owner invite a colleague: an e-mailed link, single-use, that signs in to the owner's place", async () => {
    const invited = await consoleCall(ctx.app, 'POST', members(mine), owner, {
      email: 'New.Colleague@example.dk',
      name: 'Ny Kollega',
      role: 'staff',
      lang: 'da',
    });
    expect(invited.statusCode).toBe(200);
    const { mail, token } = await newestMail(ctx, 'new.colleague@example.dk');
    expect(mail?.kind).toBe('console-invitation');
    expect(mail?.subject).toContain('inviteret');
    expect(token).not.toBeNull();
    const opened = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ places: [{ id: mine.productId, role: 'staff' }] });
    const again = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
    expect(again.statusCode).toBe(410);
    const list = await consoleCall(ctx.app, 'GET', members(mine), owner);
    expect(list.json<{ members: { email: string }[] }>().members.map((member) => member.email)).toContain(
      'new.colleague@example.dk',
    );
  });

  it('refuses an invitation link after its 15 minutes', async () => {
    await consoleCall(ctx.app, 'POST', members(mine), owner, {
      email: 'late@example.dk',
      role: 'staff',
      lang: 'da',
    });
    const { token } = await newestMail(ctx, 'late@example.dk');
    ctx.clock.set(new Date(TEST_NOW.getTime() + 15 * 60_000 + 1000));
    try {
      expect((await send(ctx.app, 'POST', '/api/v4/console/session', { token })).statusCode).toBe(410);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });

  it("answers 404 to staff and to another place's owner, on the members and operator routes", async () => {
    const invite = { email: 'x@example.dk', role: 'staff', lang: 'da' };
    const theirOwner = await signIn(ctx, 'inv-theirs@example.dk');
    const answers = [
      await consoleCall(ctx.app, 'GET', members(mine), staff),
      await consoleCall(ctx.app, 'POST', members(mine), staff, invite),
      await consoleCall(ctx.app, 'GET', members(mine), theirOwner),
      await consoleCall(ctx.app, 'POST', members(mine), theirOwner, invite),
      await consoleCall(ctx.app, 'GET', '/api/v4/console/places', owner),
      await consoleCall(ctx.app, 'GET', '/api/v4/console/applications', owner),
      await consoleCall(ctx.app, 'POST', '/api/v4/console/applications/1/invite', owner, {
        place_id: mine.productId,
      }),
    ].map((answer) => answer.statusCode);
    expect(answers).toEqual([404, 404, 404, 404, 404, 404, 404]);
  });

  it('refuses the invitation calls without the CSRF token (403)', async () => {
    const { 'x-csrf-token': _token, ...withoutToken } = owner;
    const answers = [
      await consoleCall(ctx.app, 'POST', members(mine), withoutToken, {
        email: 'y@example.dk',
        role: 'staff',
        lang: 'da',
      }),
      await consoleCall(ctx.app, 'POST', '/api/v4/console/applications/1/invite', withoutToken, {
        place_id: mine.productId,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v4/partner-applications',
        headers: { cookie: CSRF_HEADERS.cookie },
        payload: APPLICATION,
      }),
    ].map((answer) => `${answer.statusCode} ${answer.json<{ error: string }>().error}`);
    expect(answers).toEqual(['403 csrf', '403 csrf', '403 csrf']);
  });

  it('takes a partner application: a 422 per bad field in the visitor language, then the operator is e-mailed', async () => {
    const bad = await send(
      ctx.app,
      'POST',
      '/api/v4/partner-applications',
      { ...APPLICATION, place_name: ' ', email: 'nope', phone: '12' },
      { remoteAddress: '10.30.0.1' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: 'Correct the marked fields.',
      errors: { place_name: 'errors.partner_required', email: 'errors.email', phone: 'errors.phone' },
    });
    const danish = await send(
      ctx.app,
      'POST',
      '/api/v4/partner-applications',
      { ...APPLICATION, city: '', lang: 'da' },
      { remoteAddress: '10.30.0.1' },
    );
    expect(danish.json()).toMatchObject({
      message: 'Ret de markerede felter.',
      errors: { city: 'errors.partner_required' },
    });
    const good = await send(ctx.app, 'POST', '/api/v4/partner-applications', APPLICATION, {
      remoteAddress: '10.30.0.1',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ status: 'received' });
    const { mail } = await newestMail(ctx, OPERATOR_EMAIL);
    expect(mail).toMatchObject({ kind: 'partner-application' });
    expect(mail?.text).toContain('Café Lille');
    expect(mail?.text).toContain('lise@example.dk');
  });

  it('limits applications per client address (429)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++)
      statuses.push(
        (
          await send(ctx.app, 'POST', '/api/v4/partner-applications', APPLICATION, {
            remoteAddress: '10.31.0.1',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("shows the operator every place and the applications; the button invites the applicant as a place's owner, once", async () => {
    const places = await consoleCall(ctx.app, 'GET', '/api/v4/console/places', operator);
    expect(places.statusCode).toBe(200);
    expect(places.json<{ places: { id: number }[] }>().places.map((place) => place.id)).toContain(
      theirs.productId,
    );
    const list = await consoleCall(ctx.app, 'GET', '/api/v4/console/applications', operator);
    const application = list
      .json<{ applications: { id: number; email: string; invited_place_id: number | null }[] }>()
      .applications.find((row) => row.email === 'lise@example.dk');
    expect(application).toMatchObject({ invited_place_id: null });
    const url = `/api/v4/console/applications/${application?.id ?? 0}/invite`;
    const invited = await consoleCall(ctx.app, 'POST', url, operator, { place_id: theirs.productId });
    expect(invited.statusCode).toBe(200);
    const { mail, token } = await newestMail(ctx, 'lise@example.dk');
    expect(mail?.kind).toBe('console-invitation');
    expect(mail?.subject).toContain('invited');
    const opened = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
    expect(opened.json()).toMatchObject({ places: [{ id: theirs.productId, role: 'owner' }] });
    const twice = await consoleCall(ctx.app, 'POST', url, operator, { place_id: theirs.productId });
    expect(twice.statusCode).toBe(409);
    const unknown = await consoleCall(
      ctx.app,
      'POST',
      '/api/v4/console/applications/999999/invite',
      operator,
      {
        place_id: theirs.productId,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
