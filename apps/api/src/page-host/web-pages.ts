import fs from 'node:fs';
import path from 'node:path';

import fastifyMiddie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TRender, TTrackingSwitches } from '@tredjedel/web/render-contract';
import { getPathLocale, PAGE_PATHS, type TLocale } from '@tredjedel/domain';

import { prepareBytes, sendPrepared, type TPreparedBody } from './http-cache.ts';
import { gateConsolePage } from './console-pages.ts';
import { isOrderLinkPage } from './order-link-pages.ts';
import { createInProcessFetch } from './in-process-fetch.ts';
import { createRenderThread } from './render-thread.ts';
import { inlineScriptHashes, pageContentSecurityPolicy } from './page-headers.ts';
import { setFrontAnswer } from './request-front.ts';
import { createSharedPageFront } from './shared-page-front.ts';
import { createSharedPageStore } from './shared-page-store.ts';
import { createFrontAccessLog } from '../lib/access-log.ts';
import { createClientAddressOf } from '../lib/trusted-proxy.ts';
import { answerPastRenderBudget, createWorkBudget, isPastBudget } from '../services/work-budget.ts';
import { createShortLivedCache, nextQuarterHour, SHORT_LIVED_TTL_MS } from './short-lived-cache.ts';
import { registerAssets, sendClientFile } from './static-files.ts';
import { startViteDevServer } from './vite-dev-server.ts';

/** apps/web's server build (`WEB_DIST/server/entry-server.js`), typed by the web app's contract. */
type TRenderModule = { render: TRender };

type TWebPagesOptions = {
  webDist: string;
  /**
   * Development: apps/web's sources through Vite in middleware mode (hot reload, no build), from
   * this folder. Unset: the production build in `webDist`.
   */
  webDevRoot?: string | undefined;
  /** Data layer and ad pixel switches (config DATA_LAYER, AD_PIXEL_ID); both off when left out. */
  tracking?: TTrackingSwitches;
};

/**
 * How long nginx or a CDN may keep a shared page sent at `now`: as long as this process keeps it
 * (SHORT_LIVED_TTL_MS), then serve it stale while it fetches the next, but never past the next
 * quarter hour, when times on the page stop being bookable (the stores here end there too,
 * docs/decisions/0006-page-caching-shared-pages-answered-once.md). The browser revalidates every time (max-age=0), which costs a 304 when
 * nothing changed.
 *
 * @internal Exported for the tests that use it directly (test/plugins/web-pages.test.ts).
 */
export function sharedPageCacheControl(now: Date): string {
  const leftS = Math.floor((nextQuarterHour(now.getTime()) - now.getTime()) / 1000);
  const freshS = Math.min(SHORT_LIVED_TTL_MS / 1000, leftS);
  const staleS = Math.min(SHORT_LIVED_TTL_MS / 1000, leftS - freshS);
  return `public, max-age=0, s-maxage=${freshS}, stale-while-revalidate=${staleS}`;
}

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tredjedel: not built yet</title></head>
<body><h1>Tredjedel</h1><p>The web app is not built yet: run npm start (or node scripts/pnpm.mjs exec turbo run build --filter=@tredjedel/web).</p></body></html>
`;

const ERROR_HTML = `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><title>Tredjedel</title></head>
<body><h1>Noget gik galt</h1><p>Something went wrong. Please reload the page.</p></body></html>
`;

/**
 * The page without the app: no script (the browser would hydrate the address it shows, not the
 * page it was sent, and render that address after all) and no consent banner (it asks only once a
 * script runs). What is left is the server's HTML in the site's frame and stylesheet.
 */
function withoutApp(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<section\b[^>]*class="td-consent[^"]*"[^>]*>[\s\S]*?<\/section>/i, '');
}

/** Response headers that describe the connection or the encoding of bytes we re-send ourselves. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Headers that name the address a client asked for: the render sees the site's own instead. */
const ADDRESS_HEADERS = new Set(['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']);

/** The request's headers as the render gets them, with `host` the site's (PUBLIC_URL). */
function toWebHeaders(headers: FastifyRequest['headers'], siteHost: string): Headers {
  const result = new Headers({ host: siteHost });
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || ADDRESS_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

/**
 * Serves the built web app from the same process as the API: hashed assets with a year of cache,
 * other files of the client build as they are, and every other GET/HEAD outside /api rendered on the
 * server by `render`, whose API calls are answered in-process through `app.inject`.
 */
export default fp<TWebPagesOptions>(
  async function webPagesPlugin(app: FastifyInstance, { webDist, webDevRoot, tracking }) {
    const clientDir = path.join(webDist, 'client');
    // Every absolute link a page carries starts here, whatever Host or X-Forwarded-* a request
    // names, so pages are kept by path alone (docs/decisions/0240-requests-csrf-rate-limits-hardening-and-addresses.md).
    const origin = app.config.PUBLIC_URL;
    const siteHost = new URL(origin).host;
    const vite = webDevRoot ? await startViteDevServer(webDevRoot, app.server) : null;
    if (vite) {
      // Vite answers its own paths (/@vite/client, /src/…, public files) and passes the rest on.
      await app.register(fastifyMiddie);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
    }
    await registerAssets(app, clientDir);
    const entryFile = path.join(webDist, 'server', 'entry-server.js');

    // The build renders on a worker thread (render-thread.ts), so stored pages are answered while
    // a page renders (docs/decisions/0006-page-caching-shared-pages-answered-once.md, "Off the serving thread").
    let renderThread: ReturnType<typeof createRenderThread> | null = null;
    app.addHook('onClose', async () => renderThread?.close());
    function loadRender(): Promise<TRenderModule> | null {
      // Vite keeps its own module graph and reloads what changed.
      if (vite) return vite.ssrLoadModule('/src/entry-server.tsx') as Promise<TRenderModule>;
      if (!renderThread) {
        if (!fs.existsSync(entryFile)) return null;
        renderThread = createRenderThread(entryFile);
      }
      return Promise.resolve({ render: renderThread.render });
    }

    /**
     * A rendered page as it is answered: status, the render's headers (with its own policy), and
     * its bytes with their compressions and ETag, made once.
     */
    type TStoredPage = {
      status: number;
      headers: [string, string][];
      body: TPreparedBody;
      isShareable: boolean;
    };
    // Rendered once for a moment, answered stale while the next renders (page-host/shared-page-store.ts).
    const sharedPages = createSharedPageStore<TStoredPage>({
      cache: createShortLivedCache<TStoredPage>(),
      isKept: (page) => page.isShareable,
      now: () => app.clock.now(),
      staleForMs: 2 * SHORT_LIVED_TTL_MS,
      onBackgroundError: (error) => app.log.error({ err: error }, 'server rendering failed'),
      onRender: () => app.countSharedComputation('page'),
    });
    app.cacheInvalidation.onInvalidate(sharedPages.invalidate);

    /** The visitor's address as Fastify logs it (`request.ip`). */
    const clientAddressOf = createClientAddressOf(app.config.TRUST_PROXY);
    const writeAccessLine = createFrontAccessLog(app.log);

    // Shared pages answered again before Fastify, from the same stored bytes (ADR 0006).
    const front = createSharedPageFront<TStoredPage>({
      lookup: sharedPages.answerable,
      bodyOf: (page) => page.body,
      onAnswered: (request, response, startedAt) => {
        const pathname = (request.url ?? '/').split('?')[0];
        const seconds = (performance.now() - startedAt) / 1000;
        app.observeFrontAnswer('GET', pathname === '/' ? '/' : '/*', response.statusCode, seconds);
        // The request log's one line (lib/access-log.ts), from Node's request.
        writeAccessLine({
          url: request.url ?? '',
          ip: clientAddressOf(request),
          statusCode: response.statusCode,
          responseTime: seconds * 1000,
        });
      },
    });
    if (!vite) setFrontAnswer(app.server, front.answer);
    app.addHook('preClose', (done) => {
      front.close();
      done();
    });

    /**
     * Renders a page whole (`defaultRenderHandler` renders to a string anyway). Pages are rendered
     * without the visitor's cookies and with no token (`visitor` null): the render cannot read
     * anything of the visitor, so the same bytes suit everyone, and the browser asks
     * `GET /api/v4/csrf-token` before its first change. Only development renders for the visitor.
     * `isOrderLink`: a page of one order (isOrderLinkPage), never shared.
     */
    async function renderPage(
      request: Pick<FastifyRequest, 'url' | 'headers'>,
      module: TRenderModule,
      visitor: { csrfToken: string } | null,
      { isOrderLink = false } = {},
    ): Promise<TStoredPage> {
      const headers = toWebHeaders(request.headers, siteHost);
      if (!visitor) headers.delete('cookie');
      const response = await module.render({
        // Joined, not resolved: a path such as `//x/y` would otherwise name another host.
        request: new Request(new URL(`${origin}${request.url}`), { method: 'GET', headers }),
        fetchApi: createInProcessFetch(app, origin, visitor ? request.headers.cookie : undefined),
        csrfToken: visitor?.csrfToken ?? '',
        serverTime: app.clock.now().toISOString(),
        origin,
        ...(tracking ? { tracking } : {}),
      });
      const html = Buffer.from(await response.arrayBuffer());
      const pageHeaders = [...response.headers].filter(
        ([name]) => !HOP_BY_HOP.has(name) && name !== 'set-cookie' && name !== 'content-encoding',
      );
      for (const cookie of response.headers.getSetCookie()) pageHeaders.push(['set-cookie', cookie]);
      // Vite's client and React Refresh run inline code and a websocket: no policy in development.
      if (!vite && (response.headers.get('content-type') ?? '').startsWith('text/html'))
        pageHeaders.push([
          'content-security-policy',
          pageContentSecurityPolicy(inlineScriptHashes(html.toString('utf8'))),
        ]);
      const isShareable =
        visitor === null && !isOrderLink && response.status === 200 && !response.headers.has('set-cookie');
      return {
        status: response.status,
        headers: pageHeaders,
        body: prepareBytes(html, { isShared: isShareable }),
        isShareable,
      };
    }

    /** A page's type and caching: the render's own, else HTML kept by shared caches only if shareable. */
    function typeAndCachingOf(page: TStoredPage) {
      let contentType = 'text/html; charset=utf-8';
      let cacheControl = page.isShareable ? sharedPageCacheControl(app.clock.now()) : 'no-store';
      for (const [name, value] of page.headers) {
        if (name === 'content-type') contentType = value;
        else if (name === 'cache-control') cacheControl = value;
      }
      return { contentType, cacheControl };
    }

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: TStoredPage) {
      const { contentType, cacheControl } = typeAndCachingOf(page);
      for (const [name, value] of page.headers)
        if (name !== 'content-type' && name !== 'cache-control') reply.header(name, value);
      if (page.status !== 200)
        return reply
          .code(page.status)
          .type(contentType)
          .header('cache-control', cacheControl)
          .send(request.method === 'HEAD' ? undefined : page.body.bytes);
      return sendPrepared(request, reply, page.body, cacheControl, contentType);
    }

    /**
     * A page of one order (isOrderLinkPage): rendered without the visitor's cookies, by its address
     * (its token included), once for a moment, and answered `no-store` (typeAndCachingOf), never
     * by the front: its bytes belong to whoever holds the link.
     */
    const orderLinkPages = createSharedPageStore<TStoredPage>({
      cache: createShortLivedCache<TStoredPage>(),
      isKept: (page) => page.status === 200 && !page.headers.some(([name]) => name === 'set-cookie'),
      now: () => app.clock.now(),
      staleForMs: 2 * SHORT_LIVED_TTL_MS,
      onBackgroundError: (error) => app.log.error({ err: error }, 'server rendering failed'),
      onRender: () => app.countSharedComputation('flow'),
    });
    app.cacheInvalidation.onInvalidate(orderLinkPages.invalidate);
    // Each address rendered anew counts against its client's budget (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
    const countRender = createWorkBudget(app, 'render');

    /**
     * docs/decisions/0006-page-caching-shared-pages-answered-once.md: a page is the same bytes for
     * every visitor, the booking and gift-card steps included (the browser fetches the visitor's
     * hold, token and clock from the API), so it is rendered once per address for a moment (the
     * short-lived cache's expiry and invalidation) and answered from those bytes, or with 304, and
     * then by the front. A page of one order is answered to its link only (`orderLinkPages`);
     * every page in development is rendered for each visitor with the visitor's cookies and token.
     */
    async function sendRendered(
      request: FastifyRequest,
      reply: FastifyReply,
      module: TRenderModule,
      pathname: string,
      /** A console page's status (console-pages.ts): only to its user, never by the front or a cache. */
      consoleStatus?: 200 | 404,
    ) {
      if (vite)
        return sendPage(
          request,
          reply,
          await renderPage(request, module, { csrfToken: reply.generateCsrf() }),
        );
      const key = request.url;
      if (isOrderLinkPage(pathname)) {
        const page = await orderLinkPages.answer(
          key,
          () => renderPage(request, module, null, { isOrderLink: true }),
          () => countRender(request),
        );
        return sendPage(request, reply, page);
      }
      const page = await sharedPages.answer(
        key,
        () => renderPage(request, module, null),
        () => countRender(request),
      );
      const status = Math.max(page.status, consoleStatus ?? 0);
      if (consoleStatus) return sendPage(request, reply, { ...page, status, isShareable: false });
      if (page.isShareable && sharedPages.fresh(key) === page)
        front.remember(
          request.raw,
          { key, page, ...typeAndCachingOf(page) },
          reply.getHeaders(),
          page.headers,
        );
      return sendPage(request, reply, page);
    }

    /**
     * The page a client past its render budget gets (the web app's too-many-requests page, in the
     * site's frame and the address's language, without the app: withoutApp): rendered by the
     * server on its own account, so it counts against no one, without anything of the visitor's,
     * and kept per language for the short-lived cache's time.
     */
    const pastBudgetPages = new Map<TLocale, { renderedAt: number; page: Promise<TStoredPage> }>();
    function pastBudgetPage(module: TRenderModule, locale: TLocale): Promise<TStoredPage> {
      const now = app.clock.now().getTime();
      const kept = pastBudgetPages.get(locale);
      if (kept && now - kept.renderedAt < SHORT_LIVED_TTL_MS) return kept.page;
      const page = renderPage({ url: PAGE_PATHS.tooManyRequests[locale], headers: {} }, module, null).then(
        (rendered) => ({
          ...rendered,
          body: prepareBytes(Buffer.from(withoutApp(rendered.body.bytes.toString('utf8')), 'utf8'), {
            isShared: false,
          }),
        }),
      );
      page.catch(() => pastBudgetPages.delete(locale));
      pastBudgetPages.set(locale, { renderedAt: now, page });
      return page;
    }

    async function answerPastBudget(
      request: FastifyRequest,
      reply: FastifyReply,
      module: TRenderModule,
      error: unknown,
    ) {
      const framed = await pastBudgetPage(module, getPathLocale(request.url)).then(
        (page) => (page.status === 200 ? page : null),
        (renderError: unknown) => {
          request.log.error({ err: renderError }, 'rendering the too-many-requests page failed');
          return null;
        },
      );
      const headers = (framed?.headers ?? []).filter(
        ([name]) => name !== 'content-type' && name !== 'cache-control',
      );
      return answerPastRenderBudget(
        error,
        request,
        reply,
        framed ? { headers, bytes: framed.body.bytes } : undefined,
      );
    }

    async function onPage(request: FastifyRequest, reply: FastifyReply) {
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      // An unknown API path is a JSON 404, never a page.
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      const file = sendClientFile(reply, clientDir, pathname);
      if (file) return file;
      const module = loadRender();
      if (!module)
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT_HTML);
      try {
        const gate = await gateConsolePage(app.db, app.clock.now(), request);
        if (gate && 'signIn' in gate)
          return reply.header('cache-control', 'no-store').redirect(gate.signIn, 303);
        return await sendRendered(gate?.request ?? request, reply, await module, pathname, gate?.status);
      } catch (error) {
        if (isPastBudget(error)) {
          await answerPastBudget(request, reply, await module, error);
          return reply;
        }
        if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
        request.log.error({ err: error }, 'server rendering failed');
        return reply.code(500).type('text/html; charset=utf-8').send(ERROR_HTML);
      }
    }

    app.route({ method: ['GET', 'HEAD'], url: '/', handler: onPage });
    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: onPage });
  },
  { name: 'web-pages', dependencies: ['context', 'security', 'metrics'] },
);
