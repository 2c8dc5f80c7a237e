import type { FastifyInstance } from 'fastify';

/**
 * The client address (`request.ip`) of the API calls a page render makes in-process: never an
 * address a socket can have, so no visitor can claim it (the work budgets do not count these calls,
 * docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 */
export const IN_PROCESS_ADDRESS = 'in-process';

/**
 * The fetch a page render hands to apps/web's api-client, whose requests never leave the process:
 * the render asks the same `/api/v4` routes the browser asks, with their validation, answers and
 * shared-answer store, so a page and the browser never read the data two ways, and it does so
 * through `app.inject`, with no socket, no port and no second hop
 * (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 * `visitorCookie` is sent with each call that brings no cookie of its own: a flow page restores
 * the visitor's hold as the browser would; shared pages pass none
 * (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 */
export function createInProcessFetch(
  app: Pick<FastifyInstance, 'inject'>,
  origin: string,
  visitorCookie: string | undefined,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, origin) : input,
      init,
    );
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers.entries());
    // The visitor's cookies (hold_id) reach the API as they would from the browser.
    if (visitorCookie && headers.cookie === undefined) headers.cookie = visitorCookie;
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const response = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: IN_PROCESS_ADDRESS,
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const hasBody = ![204, 304].includes(response.statusCode) && request.method !== 'HEAD';
    return new Response(hasBody ? response.rawPayload : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
