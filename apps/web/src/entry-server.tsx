import { readFileSync } from 'node:fs';

import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { createApiClient } from '@tredjedel/api-client';
import { getPathLocale } from '@tredjedel/domain';

import { createRobotsTxt, createSitemapXml } from './lib/sitemap.ts';
import type { TPageData } from './lib/page-data.ts';
import { createRouter } from './router.tsx';

export type TRenderInput = TPageData & {
  request: Request;
  /** Answers /api/v4 calls in-process, so rendering a page never goes over the network. */
  fetchApi: typeof fetch;
  /** The response's CSP nonce, put on every inline script the router writes. */
  nonce?: string;
};

type TViteManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** The client build's hashed entry script and CSS, read once from Vite's manifest. */
function readRouterManifest(): Manifest {
  const manifestUrl = new URL('../client/.vite/manifest.json', import.meta.url);
  const chunks = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Record<string, TViteManifestChunk>;
  const entry = chunks['src/entry-client.tsx'];
  if (!entry) throw new Error('The client build has no entry-client chunk: run the web build again.');
  const preloads = (entry.imports ?? []).flatMap((key) => {
    const chunk = chunks[key];
    return chunk ? [`/${chunk.file}`] : [];
  });
  return {
    routes: {
      __root__: {
        css: (entry.css ?? []).map((file) => `/${file}`),
        preloads,
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
  };
}

/**
 * In development (Vite in middleware mode inside the API server) scripts come from Vite itself,
 * with React Refresh's preamble first, and CSS is injected by Vite's client.
 */
function devRouterManifest(): Manifest {
  const reactRefreshPreamble = [
    'import RefreshRuntime from "/@react-refresh";',
    'RefreshRuntime.injectIntoGlobalHook(window);',
    'window.$RefreshReg$ = () => {};',
    'window.$RefreshSig$ = () => (type) => type;',
    'window.__vite_plugin_react_preamble_installed__ = true;',
  ].join('\n');
  return {
    routes: {
      __root__: {
        scripts: [
          { attrs: { type: 'module' }, children: reactRefreshPreamble },
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
        ],
      },
    },
  };
}

let routerManifest: Manifest | undefined;

export async function render({
  request,
  fetchApi,
  csrfToken,
  serverTime,
  nonce,
}: TRenderInput): Promise<Response> {
  routerManifest ??= import.meta.env.DEV ? devRouterManifest() : readRouterManifest();
  const url = new URL(request.url);
  const api = createApiClient({ baseUrl: `${url.origin}/api/v4`, fetch: fetchApi });
  // Two plain-text answers for search engines, built from the same API as the pages.
  if (url.pathname === '/robots.txt') {
    return new Response(createRobotsTxt(url.origin), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }
  if (url.pathname === '/sitemap.xml') {
    return new Response(await createSitemapXml(api, url.origin), {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createRouter({
        api,
        locale: getPathLocale(url.pathname),
        page: { csrfToken, serverTime },
        origin: url.origin,
        nonce,
      }),
    getRouterManifest: () => routerManifest as Manifest,
  });
  return handler(({ router, responseHeaders, request: req }) =>
    defaultRenderHandler({ router, responseHeaders, request: req }),
  );
}
