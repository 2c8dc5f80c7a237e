import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { buildConsolePath, SIGN_IN_LINK_TTL_MINUTES, type TConsoleSignInRequest } from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { consoleSessions, consoleSignInLinks, consoleUsers } from '../../db/schema-console.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { consoleSignInMail } from '../mailer/console-sign-in-mail.ts';
import type { TMailer } from '../mailer/mailer.ts';
import { withBase } from '../orders/links.ts';
import { rateLimited, type TRateLimitStore } from '../rate-limit.ts';
import { hashSecret, newSecret } from './secrets.ts';

/** A session lasts 30 days from sign-in, unless signed out (docs/decisions/0500-restaurants-console.md). */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;

/** Sign-in requests: per recipient and per client address, counted for known and unknown alike. */
const SIGN_IN_LIMITS = {
  perRecipient: { name: 'console-sign-in-to', max: 5, windowMs: 3600_000 },
  perAddress: { name: 'console-sign-in-from', max: 20, windowMs: 3600_000 },
};

const SENT_MESSAGE = {
  da: 'Hvis adressen hører til en bruger, har vi sendt et link til at logge ind. Det virker i 15 minutter.',
  en: 'If the address belongs to a user, we have sent a link to sign in. It works for 15 minutes.',
};

/** `origin`: where links point, PUBLIC_URL or (unset, development) the request's own (orders/links.ts originOf). */
export type TSignInDeps = { db: TDatabase; mailer: TMailer; rateLimits: TRateLimitStore; origin: string };

/**
 * `POST console/sign-in`: the same answer whether or not the address is known, so the form tells
 * no one who has an account; a link goes out only to a user's own address.
 */
export async function requestSignInLink(
  deps: TSignInDeps,
  request: TConsoleSignInRequest & { invitedTo?: string },
  clientAddress: string,
  now: Date,
): Promise<{ status: 'sent'; message: string }> {
  for (const [rule, key] of [
    [SIGN_IN_LIMITS.perAddress, clientAddress],
    [SIGN_IN_LIMITS.perRecipient, request.email],
  ] as const) {
    const { count, resetAt } = await deps.rateLimits.hit(`${rule.name}:${key}`, rule.windowMs, now);
    if (count > rule.max) throw rateLimited(now, resetAt);
  }
  const [user] = await deps.db.select().from(consoleUsers).where(eq(consoleUsers.email, request.email));
  if (user) {
    const token = newSecret();
    const tokenHash = hashSecret(token);
    const url = withBase(deps.origin, buildConsolePath(request.lang, 'signIn', { token }));
    // Rendered before the transaction, so the database is not held while React renders.
    const mail = await consoleSignInMail({
      to: user.email,
      url,
      lang: request.lang,
      tokenHash,
      ...(request.invitedTo ? { invitedTo: request.invitedTo } : {}),
    });
    await deps.db.transaction(async (tx) => {
      await tx.insert(consoleSignInLinks).values({
        tokenHash,
        userId: user.id,
        expireAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
        createdAt: now,
      });
      await deps.mailer.enqueue(tx, mail);
    });
  }
  return { status: 'sent', message: SENT_MESSAGE[request.lang] };
}

/** Makes a link for a user without e-mail (the development start log); same rules as the e-mailed one. */
export async function createSignInLink(db: TDatabase, userId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.insert(consoleSignInLinks).values({
    tokenHash: hashSecret(token),
    userId,
    expireAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

const linkRefused = () =>
  new HttpError(410, 'link_refused', 'This sign-in link has been used or has expired. Ask for a new one.', {
    msg: 'console.link_refused',
  });

/**
 * `POST console/session`: spends the link (one UPDATE: of two clicks only one gets the row) and
 * opens a session. Returns the session id for the cookie; only its hash is stored.
 */
export async function openSession(db: TDatabase, token: string, now: Date): Promise<{ sessionId: string }> {
  const spent = await db
    .update(consoleSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(consoleSignInLinks.tokenHash, hashSecret(token)),
        isNull(consoleSignInLinks.usedAt),
        gt(consoleSignInLinks.expireAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ userId: consoleSignInLinks.userId });
  const link = spent[0];
  if (!link) throw linkRefused();
  const sessionId = newSecret();
  await db.insert(consoleSessions).values({
    idHash: hashSecret(sessionId),
    userId: link.userId,
    createdAt: now,
    expireAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { sessionId };
}
