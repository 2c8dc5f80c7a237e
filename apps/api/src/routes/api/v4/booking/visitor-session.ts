import type { FastifyReply, FastifyRequest } from 'fastify';

import type { TVisitor } from '../../../../services/booking/owner.ts';
import { createRandomId, isHoldIdShaped } from '../../../../services/booking/random-id.ts';

/** The visitor-session cookie: 128 random bits, HttpOnly, set by the server only (ADR 0205). */
const VISITOR_COOKIE_NAME = 'td_visitor';
/** A session outlives any hold or payment it owns: one day. */
const VISITOR_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The visitor of this request: the id in its session cookie, or a fresh one set on the reply.
 * Holds and orders record it as their owner; the client address feeds the per-address limits.
 */
export function getVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  isSecure: boolean | 'auto',
): TVisitor {
  const given = request.cookies[VISITOR_COOKIE_NAME];
  // Same shape as hold ids (22 base64url characters, 128 bits); anything else is replaced.
  if (given !== undefined && isHoldIdShaped(given)) return { id: given, address: request.ip };
  const id = createRandomId(16);
  void reply.setCookie(VISITOR_COOKIE_NAME, id, {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: isSecure,
  });
  return { id, address: request.ip };
}
