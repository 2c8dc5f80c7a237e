import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { PAGE_ROUTES, routeTree } from '../route-table.tsx';
import type { TRouterContext } from '../router.tsx';
import { chunkOfComponent } from '../routes/page-route.ts';

/** Every URL pattern the site answered before the routes became one table (ADR 0015). */
const ROUTE_IDS = [
  '/',
  '/en/',
  '/$city/$listing',
  '/en/$city/$listing',
  '/kort/$city/$listing',
  '/en/map/$city/$listing',
  '/$parent/$area/$tag',
  '/restaurant/$slug',
  '/en/restaurant/$slug',
  '/bar/$slug',
  '/en/bar/$slug',
  '/takeaway/$slug',
  '/en/takeaway/$slug',
  '/book/$step/$productType/$slug',
  '/en/book/$step/$productType/$slug',
  '/book/confirmation/$reference',
  '/en/book/confirmation/$reference',
  '/book/manage/$reference',
  '/en/book/manage/$reference',
  '/gavekort/$step',
  '/en/gavekort/$step',
  '/gavekort/confirmation/$reference',
  '/en/gavekort/confirmation/$reference',
  '/gavekort/saldo',
  '/en/gavekort/balance',
  '/for-mange-sider',
  '/en/too-many-pages',
  '/partnere/$city/$productType',
  '/en/partnere/$city/$productType',
  '/partners/$city/$productType',
  '/en/partners/$city/$productType',
  '/guide/',
  '/en/guide/',
  '/guide/$section',
  '/en/guide/$section',
  '/blog/',
  '/en/blog/',
  '/blog/$slug',
  '/en/blog/$slug',
  '/vilkaar',
  '/en/terms',
  '/privatliv',
  '/en/privacy',
  '/cookies',
  '/en/cookies',
  '/konsol/$section',
  '/en/console/$section',
];

// Matching only: nothing loads, so the context the pages need is never read.
const router = createRouter({ routeTree, context: {} as TRouterContext });
const matchedRouteId = (pathname: string) => router.matchRoutes(pathname, {}).at(-1)?.routeId;

describe('the route table', () => {
  it('mounts every page at exactly the paths it had, in both languages', () => {
    const ids = Object.keys(router.routesById).filter((id) => id !== '__root__');
    expect(ids.toSorted()).toEqual(ROUTE_IDS.toSorted());
  });

  it('sends addresses to the same pages as before', () => {
    expect(matchedRouteId('/')).toBe('/');
    expect(matchedRouteId('/en')).toBe('/en/');
    expect(matchedRouteId('/kobenhavn/restauranter')).toBe('/$city/$listing');
    expect(matchedRouteId('/en/kobenhavn/restaurants')).toBe('/en/$city/$listing');
    expect(matchedRouteId('/kort/kobenhavn/barer')).toBe('/kort/$city/$listing');
    expect(matchedRouteId('/en/map/kobenhavn/bars')).toBe('/en/map/$city/$listing');
    expect(matchedRouteId('/kobenhavn/vesterbro/vin')).toBe('/$parent/$area/$tag');
    expect(matchedRouteId('/restaurant/noma')).toBe('/restaurant/$slug');
    expect(matchedRouteId('/en/book/step2/bar/lidkoeb')).toBe('/en/book/$step/$productType/$slug');
    expect(matchedRouteId('/book/confirmation/TD-7KQ4-M2ZA')).toBe('/book/confirmation/$reference');
    expect(matchedRouteId('/en/book/manage/TD-7KQ4-M2ZA')).toBe('/en/book/manage/$reference');
    expect(matchedRouteId('/gavekort/step1')).toBe('/gavekort/$step');
    expect(matchedRouteId('/gavekort/saldo')).toBe('/gavekort/saldo');
    expect(matchedRouteId('/en/gavekort/balance')).toBe('/en/gavekort/balance');
    expect(matchedRouteId('/for-mange-sider')).toBe('/for-mange-sider');
    expect(matchedRouteId('/konsol/i-dag')).toBe('/konsol/$section');
    expect(matchedRouteId('/en/console/today')).toBe('/en/console/$section');
    expect(matchedRouteId('/en/gavekort/confirmation/TD-7KQ4-M2ZA')).toBe(
      '/en/gavekort/confirmation/$reference',
    );
    expect(matchedRouteId('/guide')).toBe('/guide/');
    expect(matchedRouteId('/en/blog')).toBe('/en/blog/');
    expect(matchedRouteId('/privatliv')).toBe('/privatliv');
    expect(matchedRouteId('/en/terms')).toBe('/en/terms');
  });

  it('names, for the server preloads, the module each lazy page really loads', () => {
    const modules = import.meta.glob(['/src/pages/**/*.tsx', '/src/flows/**/*.tsx']);
    for (const route of PAGE_ROUTES) {
      const component = route.options.component as { chunk?: string; preload?: () => unknown };
      const chunk = chunkOfComponent(component);
      expect(chunk, route.id).toBeDefined();
      const load = modules[`/${chunk}`];
      expect(load, `${route.id}: ${chunk} is a module`).toBeDefined();
      expect(typeof component.preload, route.id).toBe('function');
    }
  });
});
