import type { I18n, Messages } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TApiClient } from '@tredjedel/api-client';
import type { TLocale } from '@tredjedel/domain';

import { createI18n } from './lib/i18n.ts';
import type { TPageScripts } from './lib/page-scripts.tsx';
import type { TPageData } from './render-contract.ts';
import { parsePlainSearch, stringifyPlainSearch } from './lib/search.ts';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { routeTree } from './route-table.tsx';

export type TRouterContext = {
  queryClient: QueryClient;
  api: TApiClient;
  i18n: I18n;
  page: TPageData;
  /** The site's origin (scheme and host), for canonical and sharing links. */
  origin: string;
  /** On the server, in the production build: the scripts the page loads (lib/page-scripts.tsx). */
  scripts?: TPageScripts;
};

type TCreateRouterOptions = {
  api: TApiClient;
  locale: TLocale;
  /** The catalog of `locale`, loaded before the router is made (`loadCatalog`). */
  messages: Messages;
  page: TPageData;
  origin: string;
  scripts?: TPageScripts;
};

/** The same factory builds the router on the server (per request) and once in the browser. */
export function createRouter({ api, locale, messages, page, origin, scripts }: TCreateRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
  });
  const router = createTanStackRouter({
    routeTree,
    context: {
      queryClient,
      api,
      i18n: createI18n(locale, messages),
      page,
      origin,
      ...(scripts ? { scripts } : {}),
    },
    // Listing filters travel as plain repeated keys (docs/product/spec.md §2), not as JSON.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPreload: 'intent',
    // TanStack Query owns freshness: the router hands every preload to Query instead of caching it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
  // Carries the Query cache from the server's render to the browser, so nothing is fetched twice.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
