import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HOLD_COOKIE_NAME,
  HOLD_HINT_COOKIE_NAME,
  HOLD_TTL_SECONDS,
  normalizeGiftcode,
  type TErrorKey,
} from '@tredjedel/domain';
import type { z } from 'zod';

import { HttpError } from '../../../../lib/http-errors.ts';
import { unprocessableFields } from '../../../../services/booking/booking-errors.ts';

/**
 * Body fields whose bad value is a visitor's mistake with a key of docs/product/spec.md §5: those give a 422
 * the page can show; any other malformed body is a 400 naming the parameter.
 */
const FIELD_ERROR_KEYS: Record<string, TErrorKey> = {
  seat: 'errors.num_person',
  time: 'errors.time',
  time_end: 'errors.time',
  menus: 'errors.menu_select_person',
  name: 'errors.name',
  email: 'errors.email',
  phone: 'errors.phone',
  amount: 'errors.giftcard_amount',
  quantity: 'errors.giftcard_quantity',
  recipient_name: 'errors.giftcard_recipient',
  message: 'errors.giftcard_message',
  is_accept_terms: 'errors.is_accept_terms',
};

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, TErrorKey> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = FIELD_ERROR_KEYS[field];
    if (key && errors[field] === undefined) errors[field] = key;
  }
  if (Object.keys(errors).length > 0) throw unprocessableFields(errors);
  const issue = result.error.issues[0];
  const parameter = issue ? String(issue.path.join('.')) : '';
  throw new HttpError(
    400,
    'bad_request',
    `Invalid parameter "${parameter}": ${issue?.message ?? 'invalid'}`,
    { parameter },
  );
}

/**
 * onRequest hook: the CSRF token of the page in X-CSRF-TOKEN (docs/product/spec.md §6), checked against the
 * cookie secret by @fastify/csrf-protection; a missing or wrong token is a 403 JSON answer.
 */
export function requireCsrf(app: FastifyInstance) {
  const forbidden = () =>
    new HttpError(403, 'csrf', 'Missing or invalid CSRF token; reload the page and try again.');
  return function csrfHook(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    // The plugin answers a bad token itself with reply.send(error); catch that to answer with the
    // API's own 403 shape ({ error: 'csrf', message }).
    const capturing = Object.create(reply, {
      send: { value: () => (done(forbidden()), reply) },
    }) as FastifyReply;
    app.csrfProtection(request, capturing, () => done());
  };
}

/**
 * The hold cookie: HttpOnly and written by the server only (ADR 0205, which overrides CLARIFICATIONS'
 * "readable by the page"; docs/product/readings.md, "Hold"); it lives until the hold's fixed expiry, whole site.
 */
export function setHoldCookie(
  reply: FastifyReply,
  holdId: string,
  expireAt: string,
  now: Date,
  isSecure: boolean | 'auto',
): void {
  const seconds = Math.max(Math.round((new Date(expireAt).getTime() - now.getTime()) / 1000), 0);
  const maxAge = Math.min(seconds, HOLD_TTL_SECONDS);
  void reply.setCookie(HOLD_COOKIE_NAME, holdId, {
    path: '/',
    maxAge,
    sameSite: 'lax',
    httpOnly: true,
    secure: isSecure,
  });
  void reply.setCookie(HOLD_HINT_COOKIE_NAME, '1', {
    path: '/',
    maxAge,
    sameSite: 'lax',
    httpOnly: false,
    secure: isSecure,
  });
}

export function clearHoldCookie(reply: FastifyReply, isSecure: boolean | 'auto'): void {
  void reply.setCookie(HOLD_COOKIE_NAME, '', {
    path: '/',
    maxAge: 0,
    sameSite: 'lax',
    httpOnly: true,
    secure: isSecure,
  });
  void reply.setCookie(HOLD_HINT_COOKIE_NAME, '', {
    path: '/',
    maxAge: 0,
    sameSite: 'lax',
    httpOnly: false,
    secure: isSecure,
  });
}

/**
 * The one gift-code limit (docs/decisions/0203-gift-cards-limits-and-reservations.md): every code
 * checked, by the booking flow or the balance page, counts against the same counter per address.
 */
export const giftcodeRateRule = (config: { RATE_LIMIT_GIFTCODE_PER_MINUTE: number }) => ({
  name: 'giftcode',
  max: config.RATE_LIMIT_GIFTCODE_PER_MINUTE,
  windowMs: 60_000,
});

/** How many distinct gift codes a request checks: each counts against the gift-code limit. */
export function countGiftcodes(codes: readonly string[]): number {
  return new Set(codes.map(normalizeGiftcode).filter((code) => code !== '')).size;
}
