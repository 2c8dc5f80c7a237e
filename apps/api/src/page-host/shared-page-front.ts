import type { IncomingMessage, ServerResponse } from 'node:http';

import { answerAs, chooseRepresentation, type TPreparedBody, type TRepresentation } from './http-cache.ts';

/** A shared page as Fastify last answered it: its cache key, body, and every header but the encoding's. */
type TRemembered<TPage> = {
  key: string;
  page: TPage;
  headers: Record<string, string>;
  cacheControl: string;
  contentType: string;
  /** Each form's status, whole head (as Node's flat list) and bytes, made on first demand. */
  answers: Partial<Record<TRepresentation, TFrontAnswerOf>>;
};

/** `head` ends with the `date` header, whose value each answer writes in before `writeHead`. */
type TFrontAnswerOf = { status: number; head: string[]; body: Buffer | null };

/** Bounds the addresses remembered, as the page cache bounds its pages. */
const MAX_REMEMBERED = 500;

/**
 * What of a raw request decides Fastify's answer to a shared page: its URL (the page cache's key;
 * the page's links start with PUBLIC_URL whatever the Host) and its protocol as Fastify derives it
 * (the socket, or a trusted proxy's X-Forwarded-Proto), which decides HSTS. The Host and
 * X-Forwarded-Host a client sends change neither, so they never make a new entry here.
 */
function rawKeyOf(request: IncomingMessage): string {
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  return `${String(encrypted)}|${headerText(request.headers['x-forwarded-proto'])}|${request.url ?? ''}`;
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** One form of a remembered page as it is sent: Fastify's headers, then the form's own. */
function headOf<TPage>(
  entry: TRemembered<TPage>,
  representation: TRepresentation,
  body: TPreparedBody,
): TFrontAnswerOf {
  const answer = answerAs(representation, body, entry.cacheControl, entry.contentType);
  const head = Object.entries({ ...entry.headers, ...answer.headers }).flat();
  if (answer.body) head.push('content-length', String(answer.body.length));
  head.push('date', '');
  return { status: answer.status, head, body: answer.body };
}

export type TSharedPageFrontOptions<TPage> = {
  /**
   * The page the page cache would answer under `key` now without starting a render (fresh, or the
   * page before while the next renders), or null (expired with no render under way, dropped).
   */
  lookup: (key: string) => TPage | null;
  /** The page's stored bytes. */
  bodyOf: (page: TPage) => TPreparedBody;
  /** Called after each answer the front gave (metrics, the access log). */
  onAnswered: (request: IncomingMessage, response: ServerResponse, startedAt: number) => void;
};

/**
 * The shared-page front (docs/decisions/0006-page-caching-shared-pages-answered-once.md): a page that is the same bytes
 * for every visitor is answered straight from Node's request, before Fastify's routing, hooks,
 * logging and reply, once Fastify has answered it once from the same address. It answers only GET
 * for an address it has seen, with the page the cache still holds, and with the headers Fastify
 * sent for it (the security headers of the request's protocol, the page's own) and the encoding
 * and 304 chosen and built by the functions Fastify's reply uses (chooseRepresentation,
 * answerAs). Anything else, HEAD, an expired page whose next render no one has started, a re-rendered page, a page that set a cookie, goes
 * to Fastify.
 */
export function createSharedPageFront<TPage>({ lookup, bodyOf, onAnswered }: TSharedPageFrontOptions<TPage>) {
  const remembered = new Map<string, TRemembered<TPage>>();
  let isClosing = false;

  /**
   * Called as Fastify answers a shared page: `replyHeaders` are those its hooks set before the page
   * (the security headers), `pageHeaders` the render's own; cache control, type and ETag come from
   * answerAs.
   */
  function remember(
    request: IncomingMessage,
    entry: { key: string; page: TPage; cacheControl: string; contentType: string },
    replyHeaders: Readonly<Record<string, string | number | readonly string[] | undefined>>,
    pageHeaders: readonly (readonly [string, string])[],
  ) {
    if (isClosing || replyHeaders['set-cookie'] !== undefined) return;
    if (pageHeaders.some(([name]) => name === 'set-cookie')) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(replyHeaders)) {
      // The server dates each answer as it is sent (lib/request-front.ts), never with a kept time.
      if (value === undefined || name === 'date') continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    for (const [name, value] of pageHeaders) {
      if (name !== 'content-type' && name !== 'cache-control') headers[name] = value;
    }
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(rawKeyOf(request), { ...entry, headers, answers: {} });
  }

  function answer(request: IncomingMessage, response: ServerResponse, date: string): boolean {
    if (isClosing || request.method !== 'GET') return false;
    const entry = remembered.get(rawKeyOf(request));
    // The page cache decides: expired with no render under way, dropped or rendered again means Fastify answers.
    if (!entry || lookup(entry.key) !== entry.page) return false;
    const startedAt = performance.now();
    const body = bodyOf(entry.page);
    const representation = chooseRepresentation(
      {
        method: 'GET',
        ifNoneMatch: request.headers['if-none-match'],
        acceptEncoding: request.headers['accept-encoding'],
      },
      body,
    );
    const answered = (entry.answers[representation] ??= headOf(entry, representation, body));
    // The whole head in one writeHead, no header set before it: Node then writes the list as it
    // is, where a header set first makes it remove and append every other one by one.
    answered.head[answered.head.length - 1] = date;
    response.writeHead(answered.status, answered.head);
    response.end(answered.body ?? undefined);
    onAnswered(request, response, startedAt);
    return true;
  }

  return {
    remember,
    answer,
    /** From now on Fastify answers everything (it closes connections as it shuts down). */
    close: () => {
      isClosing = true;
      remembered.clear();
    },
  };
}
