import type { FastifyInstance } from 'fastify';
import {
  ZConsoleMe,
  ZConsoleEmptyBody,
  ZConsoleOk,
  ZConsoleSessionRequest,
  ZConsoleSignInRequest,
  ZConsoleSignInResponse,
} from '@tredjedel/domain';

import { getMe } from '../../../../services/console/place-access.ts';
import { findSessionUser, revokeAllSessions, revokeSession } from '../../../../services/console/sessions.ts';
import { openSession, requestSignInLink } from '../../../../services/console/sign-in.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';
import { clearSessionCookie, requireConsoleUser, setSessionCookie } from './console-session.ts';
import consoleOperatorRoutes from './operator.ts';
import consolePlaceRoutes from './places.ts';
import consoleTablesRoutes from './tables.ts';

const TAGS = ['console'];
const SCHEMA = {
  signIn: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    body: ZConsoleSignInRequest,
    response: { 200: ZConsoleSignInResponse, ...ERROR_RESPONSES },
  },
  session: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    body: ZConsoleSessionRequest,
    response: { 200: ZConsoleMe, ...ERROR_RESPONSES },
  },
  me: { tags: TAGS, response: { 200: ZConsoleMe, ...ERROR_RESPONSES } },
  signOut: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    body: ZConsoleEmptyBody,
    response: { 200: ZConsoleOk, ...ERROR_RESPONSES },
  },
};

/** Signing in and out leaves every listing as it was: no cache is dropped for it. */
const NO_STOCK = { changesNoStock: true };

/**
 * The restaurants' console API (docs/decisions/0500-restaurants-console.md): sign-in by
 * e-mailed link, the session, and the place-scoped routes (places.ts, tables.ts). Every answer is
 * the user's own: `no-store`.
 */
export default async function consoleRoutes(app: FastifyInstance) {
  const csrf = requireCsrf(app);
  const signedIn = requireConsoleUser(app);
  const { db, clock, orderDeps } = app;
  // Links go out on the configured origin, never the request's Host (ADR 0240).
  const signInDeps = {
    db,
    mailer: orderDeps.mailer,
    rateLimits: app.rateLimits,
    origin: orderDeps.publicUrl,
  };

  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.post(
    '/console/sign-in',
    { onRequest: csrf, schema: SCHEMA.signIn, config: NO_STOCK },
    async (request) => {
      const body = parseBody(ZConsoleSignInRequest, request.body);
      const answer = await requestSignInLink(signInDeps, body, request.ip, clock.now());
      orderDeps.mailer
        .deliverPending()
        .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
      return answer;
    },
  );

  app.post(
    '/console/session',
    { onRequest: csrf, schema: SCHEMA.session, config: NO_STOCK },
    async (request, reply) => {
      const body = parseBody(ZConsoleSessionRequest, request.body);
      const { sessionId } = await openSession(db, body.token, clock.now());
      setSessionCookie(app, reply, sessionId);
      const user = await findSessionUser(db, sessionId, clock.now());
      if (!user) throw new Error('the session just opened was not found');
      return getMe(db, user);
    },
  );

  app.get('/console/me', { preHandler: signedIn, schema: SCHEMA.me }, async (request) => {
    if (!request.consoleUser) throw new Error('preHandler did not run');
    return getMe(db, request.consoleUser);
  });

  app.post(
    '/console/sign-out',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.signOut, config: NO_STOCK },
    async (request, reply) => {
      if (request.consoleUser) await revokeSession(db, request.consoleUser.sessionHash, clock.now());
      clearSessionCookie(app, reply);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/console/sign-out-everywhere',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.signOut, config: NO_STOCK },
    async (request, reply) => {
      if (request.consoleUser) await revokeAllSessions(db, request.consoleUser.id, clock.now());
      clearSessionCookie(app, reply);
      return { status: 'ok' as const };
    },
  );

  await app.register(consolePlaceRoutes);
  await app.register(consoleTablesRoutes);
  await app.register(consoleOperatorRoutes);
}
