import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getPathLocale } from '@tredjedel/domain';

import { badAddressPage } from '../../lib/fixed-pages.ts';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * One request-parsing rule instead of a check per route: a NUL character anywhere a request can
 * carry text (path, query, cookies, JSON body) is refused with 400 naming where it was, before any
 * route or query runs. PostgreSQL text cannot hold NUL ("invalid byte sequence … 0x00"), so such a
 * value would otherwise fail inside a query as a 500 (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
 */
const ENCODED_NUL = /%00/i;
const MAX_BODY_DEPTH = 32;

function refuse(parameter: string): HttpError {
  return new HttpError(400, 'bad_request', `Invalid parameter "${parameter}": contains a NUL character`, {
    parameter,
  });
}

function hasNul(text: string): boolean {
  return text.includes('\0') || ENCODED_NUL.test(text);
}

/** The name of the first query parameter whose raw (encoded) key or value holds a NUL. */
function nulQueryParameter(query: string): string {
  for (const pair of query.split('&')) {
    if (!hasNul(pair)) continue;
    const rawKey = pair.split('=')[0] ?? '';
    const key = rawKey.replace(/%00/gi, '').replace(/\0/g, '');
    try {
      return decodeURIComponent(key.replace(/\+/g, ' ')).replace(/\[\]$/, '') || 'query';
    } catch {
      return 'query';
    }
  }
  return 'query';
}

/** The path (`name.0.id`) of the first string or key holding a NUL in a parsed body, or null. */
function nulInBody(value: unknown, path: string[], depth: number): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_BODY_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulInBody(value[index], [...path, String(index)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key.replace(/\0/g, '')].join('.') || 'body';
    const found = nulInBody(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function checkUrlAndCookies(request: FastifyRequest): void {
  const { url } = request;
  if (hasNul(url)) {
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (hasNul(path)) throw refuse('path');
    throw refuse(nulQueryParameter(url.slice(queryStart + 1)));
  }
  const cookie = request.headers.cookie;
  if (cookie !== undefined && hasNul(cookie)) {
    const bad = cookie.split(';').find(hasNul) ?? '';
    throw refuse(`cookie ${(bad.split('=')[0] ?? '').trim().replace(/%00|\0/gi, '')}`.trim());
  }
}

export default fp(
  function refuseNul(app: FastifyInstance, _options: unknown, done: () => void) {
    app.addHook('onRequest', (request, reply, next) => {
      try {
        checkUrlAndCookies(request);
        next();
      } catch (error) {
        if (request.url.startsWith('/api/') || request.method !== 'GET') return next(error as HttpError);
        void reply
          .code(400)
          .type('text/html; charset=utf-8')
          // No page render may run with it (its loaders would pass it to the API): a fixed page.
          .send(badAddressPage(getPathLocale(request.url)));
      }
    });
    app.addHook('preValidation', (request, _reply, next) => {
      const parameter = request.body === undefined ? null : nulInBody(request.body, [], 0);
      next(parameter === null ? undefined : refuse(parameter));
    });
    done();
  },
  { name: 'refuse-nul' },
);
