import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import {
  readOptOutToken,
  waitlistOptOutSecretOf,
  WAITLIST_OPT_OUT_PATHS,
} from '../../services/waitlist/opt-out-link.ts';
import { optOutOfWaitlists } from '../../services/waitlist/recipients.ts';
import { renderOptOutPage, type TOptOutPageState } from './opt-out-page.ts';

const ZOptOutParams = z.object({ token: z.string().max(200) });
/** The link's token, or '' for anything that cannot be one (then refused as an invalid link). */
const tokenOf = (params: unknown) => ZOptOutParams.safeParse(params).data?.token ?? '';

/** Plain HTML without script, posting to itself only, never kept by any cache. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The waitlist's one-click opt-out (ADR 0415), in Danish and English: `GET` asks, `POST` removes
 * the address from every waitlist and stops waitlist e-mails to it. The POST is also what a mail
 * program sends for the e-mail's `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header
 * (RFC 8058), without cookies or CSRF token: the link's signature is the authority, and opting out
 * is all it can do.
 */
export default function waitlistOptOutRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config, db } = app;
  const secret = waitlistOptOutSecretOf(config);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const answer = (reply: FastifyReply, lang: 'da' | 'en', state: TOptOutPageState, action: string) =>
    reply
      .code(state === 'invalid' ? 404 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', PAGE_CSP)
      .send(renderOptOutPage(lang, state, action));

  for (const lang of ['da', 'en'] as const) {
    const path = `${WAITLIST_OPT_OUT_PATHS[lang]}/:token`;
    app.get(path, async (request, reply) => {
      const token = tokenOf(request.params);
      const hash = readOptOutToken(secret, token);
      return answer(reply, lang, hash ? 'ask' : 'invalid', `${WAITLIST_OPT_OUT_PATHS[lang]}/${token}`);
    });
    app.post(path, async (request, reply) => {
      const token = tokenOf(request.params);
      const hash = readOptOutToken(secret, token);
      if (!hash) return answer(reply, lang, 'invalid', '');
      await optOutOfWaitlists(db, hash, clock.now());
      return answer(reply, lang, 'done', '');
    });
  }

  done();
}
