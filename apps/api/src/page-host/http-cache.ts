import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
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

/**
 * A JSON body serialised and UTF-8 encoded once, with its weak ETag, and compressed at most once
 * per encoding on first demand. A cached answer is sent again and again: encoding a few kilobytes
 * of Danish text, or compressing them, on every request cost more than everything else it did.
 */
export type TPreparedBody = {
  bytes: Buffer;
  etag: string;
  encoded?: Partial<Record<TEncoding, Buffer>>;
  /** Answered once: compressed at the fastest level when asked (COMPRESS_ONCE). */
  isOneOff?: boolean;
};

type TEncoding = 'br' | 'gzip';

/** Below this, compression saves less than the headers it adds (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;

// No cache of parsed headers: a map keyed by what clients send would grow without bound.
const ENCODINGS = new Negotiator<TEncoding>({ supportedValues: ['br', 'gzip'] });

const COMPRESS: Record<TEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (bytes) => gzipSync(bytes),
};
/**
 * For bytes answered once (a page with the visitor's own token): the fastest levels, about a
 * third of the time for a few per cent more bytes, since nothing amortises a better compression.
 */
const COMPRESS_ONCE: Record<TEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 1 }),
};

export function prepareBody(body: unknown): TPreparedBody {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  return { bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * Bytes sent as they are (a rendered page), with a strong ETag since every answer is these exact
 * bytes. `isShared` (bytes answered again and again): both compressions made now, once, so no
 * answer waits for one. Otherwise the bytes are answered once: only the compression the client
 * asks for, when it asks, at the fastest level (COMPRESS_ONCE).
 */
export function prepareBytes(bytes: Buffer, { isShared }: { isShared: boolean }): TPreparedBody {
  const encoded =
    isShared && bytes.length >= COMPRESS_THRESHOLD
      ? { br: COMPRESS.br(bytes), gzip: COMPRESS.gzip(bytes) }
      : {};
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  return { bytes, etag, encoded, isOneOff: !isShared };
}

/** If-None-Match holds this ETag (a list, `*`, weak or strong: RFC 9110's weak comparison). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((item) => {
    const candidate = item.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/**
 * Route options of a route that answers through sendPrepared, which compresses by itself: it
 * keeps @fastify/compress's per-request hooks off that route.
 */
export const PREPARED_ROUTE = { compress: false } as const;

/** What of a request decides the answer to a prepared body. */
export type TPreparedRequest = {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
};

/** The answer to a prepared body, as data: its status, the headers it adds, and the bytes to send. */
export type TPreparedAnswer = {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
};

/**
 * The forms a prepared body is answered in: a 304, headers only (HEAD), or its bytes in an
 * encoding. Fastify's reply (sendPrepared) and the shared-page front (page-host/shared-page-front.ts)
 * both choose and build them with the two functions below, so they answer alike.
 */
export type TRepresentation = 'not-modified' | 'head' | 'identity' | TEncoding;

/** Which form of a prepared body a request gets: 304 when it already has it, else as it accepts it. */
export function chooseRepresentation(request: TPreparedRequest, prepared: TPreparedBody): TRepresentation {
  if (matchesEtag(request.ifNoneMatch, prepared.etag)) return 'not-modified';
  if (request.method === 'HEAD') return 'head';
  const accepted = request.acceptEncoding;
  if (!accepted || prepared.bytes.length < COMPRESS_THRESHOLD) return 'identity';
  return ENCODINGS.negotiate(accepted) ?? 'identity';
}

/** The answer of one form of a prepared body, compressing it at most once per encoding. */
export function answerAs(
  representation: TRepresentation,
  prepared: TPreparedBody,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
): TPreparedAnswer {
  const headers: Record<string, string> = {
    'cache-control': cacheControl,
    etag: prepared.etag,
    vary: 'accept-encoding',
  };
  if (representation === 'not-modified') return { status: 304, headers, body: null };
  headers['content-type'] = contentType;
  if (representation === 'head') return { status: 200, headers, body: null };
  if (representation === 'identity') return { status: 200, headers, body: prepared.bytes };
  prepared.encoded ??= {};
  const encoded = (prepared.encoded[representation] ??= (prepared.isOneOff ? COMPRESS_ONCE : COMPRESS)[
    representation
  ](prepared.bytes));
  headers['content-encoding'] = representation;
  return { status: 200, headers, body: encoded };
}

/** Sends a prepared body (JSON unless told), compressed as the client accepts; 304 when it already has it. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: TPreparedBody,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
) {
  const representation = chooseRepresentation(
    {
      method: request.method,
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    },
    prepared,
  );
  const answer = answerAs(representation, prepared, cacheControl, contentType);
  // A set content-encoding tells @fastify/compress to leave the body alone.
  reply.code(answer.status).headers(answer.headers);
  return answer.body === null ? reply.send() : reply.send(answer.body);
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
