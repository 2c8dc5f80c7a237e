import { lazyRouteComponent } from '@tanstack/react-router';
import { LOCALES, PAGE_PATHS, type TLocale, type TPageName, type TPagePathOf } from '@tredjedel/domain';
import type { ReactNode } from 'react';

/**
 * A page component loaded on first use, in its own chunk. `chunk` is the module's path from the
 * web app's folder, as Vite's manifest names it: the server adds modulepreload links for the chunk
 * of every route it renders (entry-server.tsx, ADR 0003). A unit test checks that `chunk` and
 * `load` name the same module.
 */
export function lazyPage<TModule extends Record<string, unknown>, TKey extends keyof TModule & string>(
  chunk: string,
  load: () => Promise<TModule>,
  exportName: TKey,
) {
  return Object.assign(lazyRouteComponent(load, exportName), { chunk, load });
}

type TLazyPage = { preload?: () => Promise<void> | undefined; chunk: string };

/** A route's component: `Page` renders the lazy page, which the router loads before rendering. */
export function renders(page: TLazyPage, Page: () => ReactNode) {
  return Object.assign(Page, { preload: page.preload, chunk: page.chunk });
}

/** The lazy page chunk a route's component declares (see renders). */
export const chunkOfComponent = (component: unknown): string | undefined =>
  typeof component === 'function' && 'chunk' in component && typeof component.chunk === 'string'
    ? component.chunk
    : undefined;

/**
 * Mounts one page in each language it has in the domain's PAGE_PATHS: `mount` builds the route for
 * a language and its path pattern (ADR 0015).
 */
export function inEachLanguage<TName extends TPageName, TRoute>(
  name: TName,
  mount: (locale: TLocale, path: TPagePathOf<TName>) => TRoute,
): TRoute[] {
  // Generic code cannot see that every value of PAGE_PATHS[name] is one of its patterns.
  const paths = PAGE_PATHS[name] as Partial<Record<TLocale, TPagePathOf<TName>>>;
  return LOCALES.flatMap((locale) => {
    const path = paths[locale];
    return path === undefined ? [] : [mount(locale, path)];
  });
}
