import type { FastifyRequest } from 'fastify';
import { buildConsolePath, parseConsoleSection, type TLocale } from '@tredjedel/domain';

import type { TDatabase } from '../db/database.ts';
import { getMe } from '../services/console/place-access.ts';
import { CONSOLE_SESSION_COOKIE, findSessionUser } from '../services/console/sessions.ts';

/** A console page's address: `/konsol/<section>` or `/en/console/<section>`. */
const CONSOLE_PAGE = /^(?:\/konsol|\/(en)\/console)\/([^/]+)$/;

/**
 * An address under the console that names no page: the web app renders it as its not-found page
 * (routes/console-routes.tsx), which is what a refused console page answers.
 */
const NOT_FOUND_PATH: Record<TLocale, string> = { da: '/konsol/findes-ikke', en: '/en/console/not-found' };

type TConsolePageVerdict =
  { kind: 'render' } | { kind: 'signIn'; location: string } | { kind: 'notFound'; url: string };

/**
 * Who may see a console page (docs/decisions/0500-restaurants-console.md, "Console pages answer as
 * the API does"), decided from the session cookie before the page is rendered, since the page's HTML
 * itself is the same for everyone: the sign-in page is open; every other page sends a signed-out
 * visitor to the sign-in page; invitations need the place's owner or an operator, applications and
 * new places an operator, and a `?place=` the user does not work for is refused, all 404 as the API
 * answers. Null: not a console page.
 */
async function judgeConsolePage(
  db: TDatabase,
  now: Date,
  request: Pick<FastifyRequest, 'url' | 'cookies'>,
): Promise<TConsolePageVerdict | null> {
  const [pathname = '', query = ''] = request.url.split('?');
  const match = CONSOLE_PAGE.exec(pathname);
  if (!match) return null;
  const locale: TLocale = match[1] === 'en' ? 'en' : 'da';
  const notFound = { kind: 'notFound', url: NOT_FOUND_PATH[locale] } as const;
  const section = parseConsoleSection(locale, decodeURIComponent(match[2] ?? ''));
  if (section === null) return pathname === NOT_FOUND_PATH[locale] ? { kind: 'render' } : notFound;
  if (section === 'signIn') return { kind: 'render' };
  const sessionId = request.cookies[CONSOLE_SESSION_COOKIE];
  const user = sessionId ? await findSessionUser(db, sessionId, now) : null;
  if (!user) return { kind: 'signIn', location: buildConsolePath(locale, 'signIn') };
  const { places } = await getMe(db, user);
  const asked = new URLSearchParams(query).get('place');
  const place = asked === null ? places[0] : places.find((each) => String(each.id) === asked);
  if (asked !== null && !place && !user.isOperator) return notFound;
  if (section === 'invite' && !user.isOperator && place?.role !== 'owner') return notFound;
  if ((section === 'applications' || section === 'newPlace') && !user.isOperator) return notFound;
  return { kind: 'render' };
}

/**
 * How web-pages answers a console page: a redirect to the sign-in page, or the page to render (the
 * not-found page, under the asked address, for a refused one) with its status. Null: not a console page.
 */
export async function gateConsolePage(
  db: TDatabase,
  now: Date,
  request: FastifyRequest,
): Promise<{ signIn: string } | { request: FastifyRequest; status: 200 | 404 } | null> {
  const verdict = await judgeConsolePage(db, now, request);
  if (verdict === null) return null;
  if (verdict.kind === 'signIn') return { signIn: verdict.location };
  if (verdict.kind === 'render') return { request, status: 200 };
  return { request: Object.create(request, { url: { value: verdict.url } }) as FastifyRequest, status: 404 };
}
