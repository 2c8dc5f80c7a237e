import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { outboxEmails } from '../../../../../src/db/schema-booking.ts';
import { consoleMemberships, consoleUsers } from '../../../../../src/db/schema-console.ts';
import type { TTestApp } from '../../../../helper.ts';
import { CSRF_HEADERS, send } from '../booking/booking-fixtures.ts';

let addressCounter = 0;
/** Each sign-in from its own address, so the per-address limit is not what a test measures. */
const nextAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

/** Asks for a link; the token from the newest sign-in e-mail to `email`, or null when none went out. */
export async function requestLink(ctx: TTestApp, email: string, remoteAddress = nextAddress()) {
  const answer = await send(
    ctx.app,
    'POST',
    '/api/v4/console/sign-in',
    { email, lang: 'da' },
    { remoteAddress },
  );
  const [mail] = await ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const token = mail ? (/token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null) : null;
  return { answer, token, mail };
}

/** The session cookie of a POST console/session answer. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  return rawSessionCookie(response).split(';')[0] ?? '';
}

/** The whole Set-Cookie line of the session cookie, with its attributes. */
export function rawSessionCookie(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const cookies = (Array.isArray(raw) ? raw : [raw]).map(String);
  const found = cookies.find((cookie) => cookie.startsWith('td_console='));
  if (!found) throw new Error('no session cookie');
  return found;
}

/** Signs `email` in through the e-mailed link; the headers of its console calls (session + CSRF). */
export async function signIn(ctx: TTestApp, email: string) {
  const { token, answer } = await requestLink(ctx, email);
  if (answer.statusCode !== 200 || !token) throw new Error(`no link for ${email}: ${answer.body}`);
  const opened = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
  if (opened.statusCode !== 200) throw new Error(`session: ${opened.body}`);
  const session = sessionCookieOf(opened);
  return { ...CSRF_HEADERS, cookie: `${CSRF_HEADERS.cookie}; ${session}` };
}

/** A user who owns `productId` (made for the test). */
export async function makeOwner(ctx: TTestApp, email: string, productId: number) {
  const db = ctx.database.db;
  const [user] = await db.insert(consoleUsers).values({ email }).returning();
  if (!user) throw new Error('user not saved');
  await db.insert(consoleMemberships).values({ userId: user.id, productId, role: 'owner' });
  return user;
}

export function consoleCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
