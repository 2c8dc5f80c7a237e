import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../../../../lib/http-errors.ts';
import { secureCookieOption } from '../../../../lib/https.ts';
import { requirePlace, type TPlaceAccess } from '../../../../services/console/place-access.ts';
import { SESSION_TTL_MS } from '../../../../services/console/sign-in.ts';
import {
  CONSOLE_SESSION_COOKIE,
  findSessionUser,
  type TConsoleUser,
} from '../../../../services/console/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    consoleUser?: TConsoleUser;
  }
}

export const notSignedIn = () =>
  new HttpError(401, 'unauthorized', 'Sign in to the console first.', { msg: 'console.signed_out' });

/** preHandler: the signed-in user of the session cookie, else 401. */
export function requireConsoleUser(app: FastifyInstance) {
  return async function consoleUserHook(request: FastifyRequest): Promise<void> {
    const sessionId = request.cookies[CONSOLE_SESSION_COOKIE];
    const user = sessionId ? await findSessionUser(app.db, sessionId, app.clock.now()) : null;
    if (!user) throw notSignedIn();
    request.consoleUser = user;
  };
}

/** The place of the path for the signed-in user (404 for anyone else's, services/console/place-access.ts). */
export function placeOf(
  app: FastifyInstance,
  request: FastifyRequest,
  placeId: number,
): Promise<TPlaceAccess> {
  if (!request.consoleUser) throw notSignedIn();
  return requirePlace(app.db, request.consoleUser, placeId);
}

/** HttpOnly, SameSite=Lax, Secure over https; the whole site, so pages and the API both send it. */
export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, sessionId: string): void {
  void reply.setCookie(CONSOLE_SESSION_COOKIE, sessionId, {
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    sameSite: 'lax',
    httpOnly: true,
    secure: secureCookieOption(app.config.PUBLIC_URL),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  void reply.setCookie(CONSOLE_SESSION_COOKIE, '', {
    path: '/',
    maxAge: 0,
    sameSite: 'lax',
    httpOnly: true,
    secure: secureCookieOption(app.config.PUBLIC_URL),
  });
}
