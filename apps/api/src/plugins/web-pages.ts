import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import fastifyMiddie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { createShortLivedCache, invalidateOnStateChange } from './app/listing-cache.ts';

/** The contract of apps/web's server build (`WEB_DIST/server/entry-server.js`). */
export type TRenderInput = {
  request: Request;
  fetchApi: typeof fetch;
  csrfToken: string;
  serverTime: string;
  /** Marks the page's own inline scripts as allowed by its Content-Security-Policy. */
  nonce: string;
};
type TRenderModule = { render: (input: TRenderInput) => Promise<Response> };

export type TWebPagesOptions = {
  webDist: string;
  /**
   * Development: apps/web's sources through Vite in middleware mode (hot reload, no build), from
   * this folder. Unset: the production build in `webDist`.
   */
  webDevRoot?: string | undefined;
};

/** Vite's dev server, as much of it as the pages need (vite is only loaded in development). */
type TViteDevServer = {
  middlewares: (request: unknown, response: unknown, next: (error?: unknown) => void) => void;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  ssrFixStacktrace(error: Error): void;
  close(): Promise<void>;
};

/**
 * Starts Vite in middleware mode on apps/web, so pages render from source and reload on save. Its
 * hot-reload websocket shares our HTTP server, so development needs one port only.
 */
async function startViteDevServer(
  root: string,
  httpServer: FastifyInstance['server'],
): Promise<TViteDevServer> {
  const vite = await import('vite');
  return (await vite.createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  })) as unknown as TViteDevServer;
}

/**
 * The pages' Content-Security-Policy: scripts only from our origin or carrying this response's
 * nonce (the router's hydration data); styles may be inline (style attributes of the map and
 * skeletons); maplibre needs blob: workers and images.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tredjedel: not built yet</title></head>
<body><h1>Tredjedel</h1><p>The web app is not built yet: run npm start (or node scripts/pnpm.mjs exec turbo run build --filter=@tredjedel/web).</p></body></html>
`;

const ERROR_HTML = `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><title>Tredjedel</title></head>
<body><h1>Noget gik galt</h1><p>Something went wrong. Please reload the page.</p></body></html>
`;

/** The booking and gift-card flows, which restore the visitor's hold: never shared. */
const PER_VISITOR_PAGE = /^\/(en\/)?(book|gavekort)(\/|$)/;

/** Response headers that describe the connection or the encoding of bytes we re-send ourselves. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function toWebHeaders(headers: FastifyRequest['headers']): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
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
  async function webPagesPlugin(app: FastifyInstance, { webDist, webDevRoot }) {
    const clientDir = path.join(webDist, 'client');
    const vite = webDevRoot ? await startViteDevServer(webDevRoot, app.server) : null;
    if (vite) {
      // Vite answers its own paths (/@vite/client, /src/…, public files) and passes the rest on.
      await app.register(fastifyMiddie);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
    }
    const assetsDir = path.join(clientDir, 'assets');
    const entryFile = path.join(webDist, 'server', 'entry-server.js');

    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      // Hashed file names change with their content, so the browser may keep them for good.
      maxAge: '365d',
      immutable: true,
      index: false,
      // The build writes .br and .gz copies; the one the browser accepts is sent as it is.
      preCompressed: true,
      // The folder appears when the web app is built, possibly after the server started.
      allowedPath: () => fs.existsSync(assetsDir),
    });

    let renderModule: Promise<TRenderModule> | null = null;
    function loadRender(): Promise<TRenderModule> | null {
      // Vite keeps its own module graph and reloads what changed.
      if (vite) return vite.ssrLoadModule('/src/entry-server.tsx') as Promise<TRenderModule>;
      if (renderModule) return renderModule;
      if (!fs.existsSync(entryFile)) return null;
      renderModule = import(pathToFileURL(entryFile).href) as Promise<TRenderModule>;
      renderModule.catch(() => {
        renderModule = null;
      });
      return renderModule;
    }

    /** A fetch whose requests never leave the process: server rendering calls our own API. */
    function createFetchApi(origin: string, visitorCookie: string | undefined): typeof fetch {
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
          ...(body === undefined ? {} : { payload: body }),
        });
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined) continue;
          for (const item of Array.isArray(value) ? value : [value])
            responseHeaders.append(name, String(item));
        }
        const hasBody = ![204, 304].includes(response.statusCode) && request.method !== 'HEAD';
        return new Response(hasBody ? response.rawPayload : null, {
          status: response.statusCode,
          headers: responseHeaders,
        });
      };
    }

    /** What a page holds of the visitor: spliced into a shared page, passed to a visitor's own. */
    type TVisitorBits = { csrfToken: string; nonce: string; serverTime: string };
    /** A rendered page; in a shared one the visitor bits are `${marker}c`, `${marker}n`, `${marker}t`. */
    type TRenderedPage = { status: number; headers: [string, string][]; html: string; marker: string | null };
    const pageCache = createShortLivedCache<TRenderedPage>();
    invalidateOnStateChange(app, pageCache);

    /**
     * Renders a page, whole (`defaultRenderHandler` renders to a string anyway). A shared page is
     * rendered without the visitor's cookies and with markers in place of the visitor bits.
     */
    async function renderPage(
      request: FastifyRequest,
      module: TRenderModule,
      visitor: TVisitorBits | null,
    ): Promise<{ page: TRenderedPage; isShareable: boolean }> {
      const origin = `${request.protocol}://${request.host}`;
      const marker = visitor ? null : `td${randomBytes(12).toString('hex')}`;
      const headers = toWebHeaders(request.headers);
      if (!visitor) headers.delete('cookie');
      const response = await module.render({
        request: new Request(new URL(request.url, origin), { method: request.method, headers }),
        fetchApi: createFetchApi(origin, visitor ? request.headers.cookie : undefined),
        ...(visitor ?? { csrfToken: `${marker}c`, nonce: `${marker}n`, serverTime: `${marker}t` }),
      });
      const pageHeaders = [...response.headers].filter(
        ([name]) => !HOP_BY_HOP.has(name) && name !== 'set-cookie',
      );
      for (const cookie of response.headers.getSetCookie()) pageHeaders.push(['set-cookie', cookie]);
      return {
        page: { status: response.status, headers: pageHeaders, html: await response.text(), marker },
        isShareable: response.status === 200 && !response.headers.has('set-cookie'),
      };
    }

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: TRenderedPage, bits: TVisitorBits) {
      reply.code(page.status);
      // Vite's client and React Refresh run inline code and a websocket: no policy in development.
      if (!vite) reply.header('content-security-policy', pageContentSecurityPolicy(bits.nonce));
      for (const [name, value] of page.headers) reply.header(name, value);
      if (request.method === 'HEAD') return reply.send();
      if (!page.marker) return reply.send(page.html);
      const visitorBit = new RegExp(`${page.marker}([cnt])`, 'g');
      return reply.send(
        page.html.replace(visitorBit, (_, kind: string) =>
          kind === 'c' ? bits.csrfToken : kind === 'n' ? bits.nonce : bits.serverTime,
        ),
      );
    }

    /**
     * DESIGN "Rendering speed": a page outside the flows is the same for every visitor but for the
     * visitor bits, so it is rendered once per address for a moment (the short-lived cache's expiry
     * and invalidation) and each answer gets its own bits. The booking and gift-card flows, and
     * every page in development, are rendered for each visitor.
     */
    async function sendRendered(
      request: FastifyRequest,
      reply: FastifyReply,
      module: TRenderModule,
      pathname: string,
    ) {
      const bits: TVisitorBits = {
        csrfToken: reply.generateCsrf(),
        nonce: randomBytes(16).toString('base64'),
        serverTime: app.clock.now().toISOString(),
      };
      if (vite || PER_VISITOR_PAGE.test(pathname))
        return sendPage(request, reply, (await renderPage(request, module, bits)).page, bits);
      const key = `${request.protocol}://${request.host}${request.url}`;
      let page = pageCache.get(key, app.clock.now());
      if (!page) {
        const rendered = await renderPage(request, module, null);
        page = rendered.page;
        if (rendered.isShareable) pageCache.set(key, page, app.clock.now());
      }
      return sendPage(request, reply, page, bits);
    }

    async function onPage(request: FastifyRequest, reply: FastifyReply) {
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      // An unknown API path is a JSON 404, never a page.
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      // Top-level files of the client build (favicon.ico, robots.txt …), never outside it.
      if (path.extname(pathname) !== '') {
        const file = path.resolve(clientDir, `.${pathname}`);
        if (file.startsWith(`${clientDir}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile()) {
          // Unhashed names (favicon.ico) may change with a deploy: an hour, not a year.
          return reply.sendFile(path.relative(clientDir, file), clientDir, {
            maxAge: '1h',
            immutable: false,
          });
        }
      }
      const module = loadRender();
      if (!module)
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT_HTML);
      try {
        return await sendRendered(request, reply, await module, pathname);
      } catch (error) {
        if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
        request.log.error({ err: error }, 'server rendering failed');
        return reply.code(500).type('text/html; charset=utf-8').send(ERROR_HTML);
      }
    }

    app.route({ method: ['GET', 'HEAD'], url: '/', handler: onPage });
    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: onPage });
  },
  { name: 'web-pages', dependencies: ['context', 'security'] },
);
