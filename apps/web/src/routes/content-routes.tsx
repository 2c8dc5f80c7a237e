import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { PAGE_PATHS, type TLocale, type TPagePathOf } from '@tredjedel/domain';
import type { ReactNode } from 'react';

import type { TLegalPage } from '../lib/routes.ts';
import { buildHead } from '../lib/seo.ts';
import { legalHead } from '../pages/content/legal-head.ts';
import { parsePartnerFormSearch } from '../pages/content/partner-form-state.ts';
import { lazyPage, renders } from './page-route.ts';
import { rootRoute } from './root.tsx';

// The editorial pages: guide, blog, partner lists and the legal pages. Loaders are imported when
// they run, as in discovery-routes.tsx (ADR 0003).

const contentLoaders = () => import('../pages/content/content-loaders.ts');

const GuidePage = lazyPage(
  'src/pages/content/guide-page.tsx',
  () => import('../pages/content/guide-page.tsx'),
  'GuidePage',
);
const BlogListPage = lazyPage(
  'src/pages/content/blog-page.tsx',
  () => import('../pages/content/blog-page.tsx'),
  'BlogListPage',
);
const BlogPostPage = lazyPage(
  'src/pages/content/blog-page.tsx',
  () => import('../pages/content/blog-page.tsx'),
  'BlogPostPage',
);
const PartnersPage = lazyPage(
  'src/pages/content/partners-page.tsx',
  () => import('../pages/content/partners-page.tsx'),
  'PartnersPage',
);
const TooManyRequestsPage = lazyPage(
  'src/pages/too-many-requests-page.tsx',
  () => import('../pages/too-many-requests-page.tsx'),
  'TooManyRequestsPage',
);
const LegalPage = lazyPage(
  'src/pages/content/legal-page.tsx',
  () => import('../pages/content/legal-page.tsx'),
  'LegalPage',
);

export function guideRoute(locale: TLocale, path: TPagePathOf<'guide'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context }) => (await contentLoaders()).loadGuide(context, locale, undefined),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(GuidePage, Page),
  });
  function Page(): ReactNode {
    return <GuidePage data={route.useLoaderData()} locale={locale} />;
  }
  return route;
}

export function guideSectionRoute(locale: TLocale, path: TPagePathOf<'guideSection'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context, params }) =>
      (await contentLoaders()).loadGuide(context, locale, params.section),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(GuidePage, Page),
  });
  function Page(): ReactNode {
    return <GuidePage data={route.useLoaderData()} locale={locale} />;
  }
  return route;
}

export function blogRoute(locale: TLocale, path: TPagePathOf<'blog'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context }) => (await contentLoaders()).loadBlogList(context, locale),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(BlogListPage, Page),
  });
  function Page(): ReactNode {
    const { api } = route.useRouteContext();
    return <BlogListPage api={api} data={route.useLoaderData()} locale={locale} />;
  }
  return route;
}

export function blogPostRoute(locale: TLocale, path: TPagePathOf<'blogPost'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context, params }) =>
      (await contentLoaders()).loadBlogPost(context, locale, params.slug),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(BlogPostPage, Page),
  });
  function Page(): ReactNode {
    return <BlogPostPage data={route.useLoaderData()} locale={locale} />;
  }
  return route;
}

export function partnersRoute(locale: TLocale, path: TPagePathOf<'partnere'> | TPagePathOf<'partners'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    // The application form's state after a post without script (partner-form-state.ts).
    validateSearch: parsePartnerFormSearch,
    loader: async ({ context, params }) =>
      (await contentLoaders()).loadPartners(context, locale, params.city, params.productType),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(PartnersPage, Page),
  });
  function Page(): ReactNode {
    return <PartnersPage data={route.useLoaderData()} locale={locale} form={route.useSearch()} />;
  }
  return route;
}

/** The terms, privacy and cookie pages: text in the catalogs, no data to load. */
export const legalRoute =
  (kind: TLegalPage) =>
  (locale: TLocale, path: TPagePathOf<'terms'> | TPagePathOf<'privacy'> | TPagePathOf<'cookies'>) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      head: ({ match }) => legalHead(match.context, locale, kind),
      component: renders(LegalPage, () => <LegalPage locale={locale} kind={kind} />),
    });

/** The page a client past its render budget gets, with status 429 (see too-many-requests-page.tsx). */
export function tooManyRequestsRoute(locale: TLocale, path: TPagePathOf<'tooManyRequests'>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    head: ({ match }) =>
      buildHead({
        origin: match.context.origin,
        locale,
        title: match.context.i18n._(msg`For mange sider på kort tid`),
        description: match.context.i18n._(msg`Vent et minut, og prøv igen.`),
        path: PAGE_PATHS.tooManyRequests[locale],
        alternates: PAGE_PATHS.tooManyRequests,
        isNoIndex: true,
      }),
    component: renders(TooManyRequestsPage, () => <TooManyRequestsPage locale={locale} />),
  });
}
