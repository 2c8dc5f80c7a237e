import { readFileSync } from 'node:fs';

import type { Messages } from '@lingui/core';
import type { Manifest } from '@tanstack/react-router';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { createApiClient } from '@tredjedel/api-client';
import { API_ANSWERS } from '@tredjedel/api-client/answers';
import { getPathLocale, type TLocale } from '@tredjedel/domain';

import { CATALOG_MODULES, loadCatalog } from './lib/i18n.ts';
import { createRobotsTxt, createSitemapXml } from './lib/sitemap.ts';
import type { TRender } from './render-contract.ts';
import type { TPageScripts } from './lib/page-scripts.tsx';
import { chunkOfComponent } from './routes/page-route.ts';
import { createRouter } from './router.tsx';

type TViteManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
};
type TViteManifest = Record<string, TViteManifestChunk>;

type TRouter = ReturnType<typeof createRouter>;

/** A chunk's file and the files of every chunk it imports statically, in load order. */
function staticClosure(chunks: TViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = chunks[key];
  if (!chunk) return [];
  return [...(chunk.imports ?? []).flatMap((child) => staticClosure(chunks, child, seen)), `/${chunk.file}`];
}

type TPageAssets = { manifest: Manifest; scripts?: TPageScripts };

/**
 * The client build's hashed entry script and CSS, read once from Vite's manifest, with the list of
 * everything a page runs before it is interactive: the entry's imports, the catalog of the page's
 * language, and each matched route's component chunk. The page's loader (lib/page-scripts.tsx)
 * preloads them together once the page is painted; without the list the browser would find those
 * chunks one after the other while hydrating. The router's manifest keeps only the stylesheet.
 */
function readPageAssets(router: TRouter): Record<TLocale, TPageAssets> {
  const manifestUrl = new URL('../client/.vite/manifest.json', import.meta.url);
  const chunks = JSON.parse(readFileSync(manifestUrl, 'utf8')) as TViteManifest;
  const entryKey = 'src/entry-client.tsx';
  const entry = chunks[entryKey];
  if (!entry) throw new Error('The client build has no entry-client chunk: run the web build again.');
  const entryFiles = new Set(staticClosure(chunks, entryKey));
  const rootPreloads = [...entryFiles].filter((file) => file !== `/${entry.file}`);
  const routePreloads: Record<string, string[]> = {};
  // Each page route names its lazy page's module (routes/page-route.ts), as the manifest keys it.
  for (const route of Object.values(router.routesById)) {
    const key = chunkOfComponent(route.options.component);
    // A module the entry also imports statically has no chunk of its own: nothing to preload.
    if (!key || !chunks[key]) continue;
    routePreloads[route.id] = staticClosure(chunks, key).filter((file) => !entryFiles.has(file));
  }
  const manifest: Manifest = {
    routes: { __root__: { css: (entry.css ?? []).map((file) => `/${file}`) } },
  };
  const forLocale = (locale: TLocale): TPageAssets => {
    const catalog = chunks[CATALOG_MODULES[locale]];
    return {
      manifest,
      scripts: {
        entry: `/${entry.file}`,
        preloads: [...rootPreloads, ...(catalog ? [`/${catalog.file}`] : [])],
        routePreloads,
      },
    };
  };
  return { da: forLocale('da'), en: forLocale('en') };
}

/**
 * In development (Vite in middleware mode inside the API server) scripts come from Vite itself,
 * with React Refresh's preamble first. The stylesheet is a link in the page, as in production, so
 * the first paint is styled before Vite's client runs; Vite serves the file's CSS to a stylesheet
 * request and updates the link on edits.
 */
function devPageAssets(stylesheet: string): TPageAssets {
  const reactRefreshPreamble = [
    'import RefreshRuntime from "/@react-refresh";',
    'RefreshRuntime.injectIntoGlobalHook(window);',
    'window.$RefreshReg$ = () => {};',
    'window.$RefreshSig$ = () => (type) => type;',
    'window.__vite_plugin_react_preamble_installed__ = true;',
  ].join('\n');
  const manifest: Manifest = {
    routes: {
      __root__: {
        css: [stylesheet],
        scripts: [
          { attrs: { type: 'module' }, children: reactRefreshPreamble },
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
        ],
      },
    },
  };
  return { manifest };
}

let pageAssets: Record<TLocale, TPageAssets> | undefined;

/**
 * Each language's catalog, loaded once per process: a dynamic import per page asks the module
 * loader again every time (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 */
const catalogs = new Map<TLocale, Promise<Messages>>();
function catalogOf(locale: TLocale): Promise<Messages> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = loadCatalog(locale);
    catalog.catch(() => catalogs.delete(locale));
    catalogs.set(locale, catalog);
  }
  return catalog;
}

export const render: TRender = async ({ request, fetchApi, csrfToken, serverTime, origin, tracking }) => {
  const url = new URL(request.url);
  // Every answer a page is rendered from is checked against its schema here, on the server; the
  // browser then trusts the same answers (hydrated from this render or fetched later).
  const api = createApiClient({ baseUrl: `${url.origin}/api/v4`, fetch: fetchApi, schemas: API_ANSWERS });
  // Two plain-text answers for search engines, built from the same API as the pages.
  if (url.pathname === '/robots.txt') {
    return new Response(createRobotsTxt(origin), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }
  if (url.pathname === '/sitemap.xml') {
    return new Response(await createSitemapXml(api, origin), {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }
  const locale = getPathLocale(url.pathname);
  const messages = await catalogOf(locale);
  const routerOptions = {
    api,
    locale,
    messages,
    page: { csrfToken, serverTime, origin, ...(tracking ? { tracking } : {}) },
    origin,
  };
  // Read once, with a first router: route ids exist once a router has built its tree.
  if (!pageAssets) {
    if (import.meta.env.DEV) {
      const { default: stylesheet } = await import('@tredjedel/ui/styles.css?url');
      pageAssets = { da: devPageAssets(stylesheet), en: devPageAssets(stylesheet) };
    } else {
      pageAssets = readPageAssets(createRouter(routerOptions));
    }
  }
  const { manifest, scripts } = pageAssets[locale];
  const router = createRouter({ ...routerOptions, ...(scripts ? { scripts } : {}) });
  const handler = createRequestHandler({
    request,
    createRouter: () => router,
    getRouterManifest: () => manifest,
  });
  return handler(({ router: rendered, responseHeaders, request: req }) =>
    defaultRenderHandler({ router: rendered, responseHeaders, request: req }),
  );
};
