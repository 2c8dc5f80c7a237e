import { createRoute } from '@tanstack/react-router';
import type { TLocale, TPagePathOf, TProductType } from '@tredjedel/domain';
import type { ReactNode } from 'react';

import { validateRawSearch } from '../lib/search.ts';
import { loadCityPage } from '../pages/city-loader.ts';
import { loadHome } from '../pages/content/content-loaders.ts';
import { loadDetail, validateDetailSearch } from '../pages/detail/detail-loader.ts';
import { lazyPage, renders } from './page-route.ts';
import { rootRoute } from './root.tsx';

// The pages a visitor finds places on: home, listings, map views, area links and place details.

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
    loader: ({ context }) => loadHome(context, locale),
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
    loader: ({ context, location, deps }) => loadCityPage(context, location.pathname, deps.search),
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
      loader: ({ context, params }) => loadDetail(context, locale, productType, params.slug),
      head: ({ loaderData }) => loaderData?.head ?? {},
      component: renders(DetailPage, Page),
    });
    function Page(): ReactNode {
      const { api } = route.useRouteContext();
      return <DetailPage api={api} locale={locale} data={route.useLoaderData()} search={route.useSearch()} />;
    }
    return route;
  };
