import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildConsolePath, LOCALES, ZConsoleSessionRequest, ZConsoleSignInRequest } from '@tredjedel/domain';

import { HttpError } from '../../lib/http-errors.ts';
import { acceptPlainFormPosts, FOREIGN_FORM, isOwnOrigin } from '../../lib/plain-form-posts.ts';
import { openSession, requestSignInLink } from '../../services/console/sign-in.ts';
import { setSessionCookie } from '../api/v4/console/console-session.ts';

/**
 * The console's sign-in page posted as a plain form, before its script has loaded (or without
 * one): `token` spends the e-mailed link and opens the session, `email` asks for a link. The
 * script, once loaded, sends the same through the JSON API instead. A form cannot carry the API's
 * CSRF header, so the browser's `Origin` must be this site's own: another site's form (login CSRF:
 * signing a visitor into someone else's account) is refused (docs/decisions/0500-restaurants-console.md).
 */
export default function consoleFormRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { db, clock, orderDeps } = app;

  acceptPlainFormPosts(app);
  const isOwn = (request: FastifyRequest) => isOwnOrigin(request, orderDeps.publicUrl);

  for (const lang of LOCALES) {
    const path = buildConsolePath(lang, 'signIn');
    const back = (reply: FastifyReply, status: 'sent' | 'refused' | 'limited') =>
      reply.header('cache-control', 'no-store').redirect(`${path}?status=${status}`, 303);

    app.post(path, { config: { changesNoStock: true } }, async (request, reply) => {
      if (!isOwn(request)) return reply.code(403).type('text/plain; charset=utf-8').send(FOREIGN_FORM[lang]);
      const body = (request.body ?? {}) as Record<string, unknown>;
      try {
        if (typeof body.token === 'string') {
          const session = ZConsoleSessionRequest.safeParse({ token: body.token });
          if (!session.success) return back(reply, 'refused');
          const { sessionId } = await openSession(db, session.data.token, clock.now());
          setSessionCookie(app, reply, sessionId);
          return reply.header('cache-control', 'no-store').redirect(buildConsolePath(lang, 'today'), 303);
        }
        const asked = ZConsoleSignInRequest.safeParse({ email: body.email, lang });
        if (!asked.success) return back(reply, 'refused');
        await requestSignInLink(
          { db, mailer: orderDeps.mailer, rateLimits: app.rateLimits, origin: orderDeps.publicUrl },
          asked.data,
          request.ip,
          clock.now(),
        );
        orderDeps.mailer
          .deliverPending()
          .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
        return back(reply, 'sent');
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 410) return back(reply, 'refused');
        if (error instanceof HttpError && error.statusCode === 429) return back(reply, 'limited');
        throw error;
      }
    });
  }

  done();
}
