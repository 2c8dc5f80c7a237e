import { createRoute } from '@tanstack/react-router';
import type { TLocale, TPagePathOf, TProductType } from '@tredjedel/domain';
import type { ReactNode } from 'react';

import { validateRawSearch } from '../lib/search.ts';
import { validateDetailSearch } from '../pages/detail/detail-search.ts';
import { lazyPage, renders } from './page-route.ts';
import { rootRoute } from './root.tsx';

// The pages a visitor finds places on: home, listings, map views, area links and place details.
// Loaders are imported when they run: the browser hydrates a server-rendered page from the data
// the server sent and needs a page's loader only for a later navigation (ADR 0003).

const HomePage = lazyPage('src/pages/home-page.tsx', () => import('../pages/home-page.tsx'), 'HomePage');
const CityPage = lazyPage('src/pages/city-page.tsx', () => import('../pages/city-page.tsx'), 'CityPage');
const DetailPage = lazyPage(
  'src/pages/detail/detail-page.tsx',
  () => import('../pages/detail/detail-page.tsx'),
  'DetailPage',
);

export function homeRoute(locale: TLocale, path: TPagePathOf<'home'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context }) =>
      (await import('../pages/content/content-loaders.ts')).loadHome(context, locale),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(HomePage, Page),
  });
  function Page(): ReactNode {
    return <HomePage locale={locale} data={route.useLoaderData()} />;
  }
  return route;
}

/** A listing, a map view or an area link: the domain's parsePath tells which from the path. */
export function cityRoute(
  locale: TLocale,
  path: TPagePathOf<'listing'> | TPagePathOf<'mapListing'> | TPagePathOf<'areaTag'>,
) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateRawSearch,
    loaderDeps: ({ search }) => ({ search }),
    loader: async ({ context, location, deps }) =>
      (await import('../pages/city-loader.ts')).loadCityPage(context, location.pathname, deps.search),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(CityPage, Page),
  });
  function Page(): ReactNode {
    const { api } = route.useRouteContext();
    return <CityPage api={api} locale={locale} data={route.useLoaderData()} />;
  }
  return route;
}

/** A place's page, under its product type's segment. */
export const detailRoute =
  (productType: TProductType) =>
  (locale: TLocale, path: TPagePathOf<'restaurant'> | TPagePathOf<'bar'> | TPagePathOf<'takeaway'>) => {
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path,
      validateSearch: validateDetailSearch,
      loader: async ({ context, params }) =>
        (await import('../pages/detail/detail-loader.ts')).loadDetail(
          context,
          locale,
          productType,
          params.slug,
        ),
      head: ({ loaderData }) => loaderData?.head ?? {},
      component: renders(DetailPage, Page),
    });
    function Page(): ReactNode {
      const { api, page } = route.useRouteContext();
      return (
        <DetailPage
          api={api}
          locale={locale}
          data={route.useLoaderData()}
          search={route.useSearch()}
          serverTime={page.serverTime}
        />
      );
    }
    return route;
  };
