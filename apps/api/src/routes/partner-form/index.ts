import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALES,
  PAGE_PATHS,
  ZPartnerApplicationRequest,
  type TLocale,
  type TPartnerApplicationRequest,
} from '@tredjedel/domain';

import { HttpError, parseRequestPart } from '../../lib/http-errors.ts';
import { acceptPlainFormPosts, FOREIGN_FORM, isOwnOrigin } from '../../lib/plain-form-posts.ts';
import { applyAsPartner, partnerApplicationDeps } from '../../services/partners/apply-as-partner.ts';

const FIELDS = ['place_name', 'address', 'city', 'contact_name', 'email', 'phone', 'message'] as const;

/** `/partnere/$city/$productType` as a Fastify route. */
const routeOf = (pattern: string) => pattern.replace(/\$(\w+)/g, ':$1');

/**
 * The partner page's application form posted without script (docs/decisions/0500-restaurants-console.md,
 * "Partner applications"): the page's own address takes the form, checked as the console's
 * sign-in form is (an `Origin` of this site). Sent: 303 to the page with `?application=sent`. Refused
 * (422, or 429): the page itself, rendered with the fields kept and each error named
 * (`?errors=field:key`), answered under the posted address so nothing typed goes into an address
 * the browser keeps. With script, the form uses `POST partner-applications` instead.
 */
export default function partnerFormRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, orderDeps } = app;
  acceptPlainFormPosts(app);

  async function answerWithPage(
    reply: FastifyReply,
    pagePath: string,
    state: URLSearchParams,
    status: number,
  ) {
    let page = await app.inject({ method: 'GET', url: `${pagePath}?${state.toString()}` });
    // The router answers its own spelling of the query with a redirect (numbers unquoted, say).
    const moved = page.headers.location;
    if (page.statusCode >= 300 && page.statusCode < 400 && typeof moved === 'string') {
      const target = new URL(moved, 'http://page.invalid');
      page = await app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
    }
    const policy = page.headers['content-security-policy'];
    if (typeof policy === 'string') void reply.header('content-security-policy', policy);
    return reply
      .code(page.statusCode === 200 ? status : page.statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page.body);
  }

  async function onPost(lang: TLocale, request: FastifyRequest, reply: FastifyReply) {
    if (!isOwnOrigin(request, orderDeps.publicUrl))
      return reply.code(403).type('text/plain; charset=utf-8').send(FOREIGN_FORM[lang]);
    const pagePath = request.url.split('?')[0] ?? '/';
    const body = (request.body ?? {}) as Record<string, unknown>;
    const typed = Object.fromEntries(
      FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field].slice(0, 2000) : '']),
    ) as Record<(typeof FIELDS)[number], string>;
    // A value past the schema's bound (a phone of 2,000 characters) is a 400, never a thrown 500.
    const application: TPartnerApplicationRequest = parseRequestPart(ZPartnerApplicationRequest, {
      ...typed,
      lang,
    });
    const kept = () => new URLSearchParams(FIELDS.map((field): [string, string] => [field, typed[field]]));
    try {
      await applyAsPartner(partnerApplicationDeps(app), application, request.ip, clock.now());
      orderDeps.mailer
        .deliverPending()
        .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${pagePath}?application=sent#bliv-partner`, 303);
    } catch (error) {
      if (!(error instanceof HttpError) || (error.statusCode !== 422 && error.statusCode !== 429))
        throw error;
      const state = kept();
      if (error.statusCode === 429) state.set('application', 'limited');
      const errors = (error.extra.errors ?? {}) as Record<string, string>;
      state.set(
        'errors',
        Object.entries(errors)
          .map(([field, key]) => `${field}:${key}`)
          .join(','),
      );
      return answerWithPage(reply, pagePath, state, error.statusCode);
    }
  }

  for (const lang of LOCALES)
    for (const pattern of new Set([PAGE_PATHS.partnere[lang], PAGE_PATHS.partners[lang]]))
      app.post(routeOf(pattern), { config: { changesNoStock: true } }, (request, reply) =>
        onPost(lang, request, reply),
      );
  done();
}
