import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a catalogue answer may be reused. Content (blogs, tags, cities …) changes with an
 * editor's work; listings carry statuses that change with sales, so they revalidate every time
 * (the ETag still saves the body). Availability (stocks, times) is never stored.
 */
export const CACHE = {
  content: 'public, max-age=300',
  listing: 'public, no-cache',
  availability: 'no-store',
} as const;

/** A JSON body serialised once, with its weak ETag. */
export type TPreparedBody = { json: string; etag: string };

export function prepareBody(body: unknown): TPreparedBody {
  const json = JSON.stringify(body);
  return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** Sends a prepared JSON body; answers 304 when the client already has it. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: TPreparedBody,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl).header('etag', prepared.etag);
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(prepared.json);
}

/** Sends a JSON body with a weak ETag; answers 304 when the client already has it. */
export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl: string,
) {
  return sendPrepared(request, reply, prepareBody(body), cacheControl);
}
