import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, TEST_NOW, buildTestApp, type TTestApp } from '../../../../helper.ts';
import { prepareBookable, send } from '../booking/booking-fixtures.ts';
import {
  consoleCall,
  makeOwner,
  rawSessionCookie,
  requestLink,
  sessionCookieOf,
  signIn,
} from './console-fixtures.ts';

describe.each(DATABASE_KINDS)('console sign-in by e-mailed link on %s', (kind) => {
  let ctx: TTestApp;
  let email: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
    const place = await prepareBookable(ctx, 10);
    email = 'owner-signin@example.dk';
    await makeOwner(ctx, email, place.productId);
  });
  afterAll(() => ctx.close());

  it('answers a known and an unknown address the same, and mails only the known one', async () => {
    const known = await requestLink(ctx, email);
    const unknown = await requestLink(ctx, 'nobody-here@example.dk');
    expect(known.answer.statusCode).toBe(200);
    expect(unknown.answer.statusCode).toBe(known.answer.statusCode);
    expect(unknown.answer.body).toBe(known.answer.body);
    expect(known.token).not.toBeNull();
    expect(unknown.mail).toBeUndefined();
  });

  it('opens a session once per link: HttpOnly, SameSite=Lax; a used link is refused', async () => {
    const { token } = await requestLink(ctx, email);
    const first = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
    expect(first.statusCode).toBe(200);
    const cookie = rawSessionCookie(first);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const again = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'link_refused' });
  });

  it('refuses a link after its 15 minutes', async () => {
    const { token } = await requestLink(ctx, email);
    ctx.clock.set(new Date(TEST_NOW.getTime() + 15 * 60_000 + 1000));
    try {
      const late = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
      expect(late.statusCode).toBe(410);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });

  it('limits requests per recipient, whether or not the address is known', async () => {
    for (const address of [email.replace('owner', 'limited'), 'limited-unknown@example.dk']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await requestLink(ctx, address)).answer.statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('signs out one session, and everywhere', async () => {
    const email = 'owner-signout@example.dk';
    await makeOwner(ctx, email, (await prepareBookable(ctx, 10)).productId);
    const a = await signIn(ctx, email);
    const b = await signIn(ctx, email);
    const c = await signIn(ctx, email);
    expect((await consoleCall(ctx.app, 'GET', '/api/v4/console/me', a)).statusCode).toBe(200);
    expect((await consoleCall(ctx.app, 'POST', '/api/v4/console/sign-out', a)).statusCode).toBe(200);
    expect((await consoleCall(ctx.app, 'GET', '/api/v4/console/me', a)).statusCode).toBe(401);
    expect((await consoleCall(ctx.app, 'GET', '/api/v4/console/me', b)).statusCode).toBe(200);
    expect((await consoleCall(ctx.app, 'POST', '/api/v4/console/sign-out-everywhere', b)).statusCode).toBe(
      200,
    );
    expect((await consoleCall(ctx.app, 'GET', '/api/v4/console/me', b)).statusCode).toBe(401);
    expect((await consoleCall(ctx.app, 'GET', '/api/v4/console/me', c)).statusCode).toBe(401);
  });

  it('sets the cookie Secure when the site is served over https', async () => {
    const https = await buildTestApp(kind, { LOG_LEVEL: 'error', PUBLIC_URL: 'https://tredjedel.example' });
    try {
      const place = await prepareBookable(https, 4);
      await makeOwner(https, 'secure@example.dk', place.productId);
      const { token } = await requestLink(https, 'secure@example.dk');
      expect(token).not.toBeNull();
      const opened = await send(https.app, 'POST', '/api/v4/console/session', { token });
      expect(opened.statusCode).toBe(200);
      expect(sessionCookieOf(opened)).toMatch(/^td_console=/);
      expect(rawSessionCookie(opened)).toMatch(/Secure/);
    } finally {
      await https.close();
    }
  });
});
