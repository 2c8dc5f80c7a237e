import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useLocation,
} from '@tanstack/react-router';
import { navigationQueryOptions, pageBoxesQueryOptions } from '@tredjedel/api-client/web/get-content';
import { LinkProvider, ShellHydrationMark } from '@tredjedel/ui';
import { getPathLocale } from '@tredjedel/domain';

import { CONSENT_MARK_SCRIPT } from '../tracking/consent.ts';
import { activateLocale } from '../lib/i18n.ts';
import { renderRouterLink } from '../lib/link.tsx';
import { PAGE_META } from '../lib/page-data.ts';
import { PageScriptLoader } from '../lib/page-scripts.tsx';
import { SiteFrame } from '../pages/site-frame.tsx';
import type { TRouterContext } from '../router.tsx';

export const rootRoute = createRootRouteWithContext<TRouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const locale = getPathLocale(location.pathname);
    // A switch of language waits here for the other catalog, so nothing renders untranslated;
    // a navigation in the same language is asked too, so it wins over a switch still loading.
    await activateLocale(context.i18n, locale);
  },
  loader: async ({ context, location }) => {
    const locale = getPathLocale(location.pathname);
    // The frame's menus and boxes; a failure leaves them out rather than failing the page.
    await Promise.allSettled([
      context.queryClient.ensureQueryData(navigationQueryOptions(context.api, locale)),
      context.queryClient.ensureQueryData(pageBoxesQueryOptions(context.api, locale, 'bottom')),
      ...(location.pathname === '/' || (location.pathname.startsWith('/en') && location.pathname.length <= 4)
        ? [context.queryClient.ensureQueryData(pageBoxesQueryOptions(context.api, locale, 'top'))]
        : []),
    ]);
  },
  head: ({ match, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      // Pages set their own title; this one is left for the not-found page, which the router
      // renders for an unknown address or a loader's notFound() (its match is marked so).
      {
        title: matches.some((each) => each._notFound === true || each.status === 'notFound')
          ? match.context.i18n._(msg`Siden findes ikke – Tredjedel`)
          : 'Tredjedel',
      },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f5c4d' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
});

function RootDocument() {
  const { i18n, page, scripts } = rootRoute.useRouteContext();
  const locale = useLocation({ select: (location) => getPathLocale(location.pathname) });
  return (
    // The head's consent script marks <html> before hydration (tracking/consent.ts): not a mismatch.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <HeadContent />
        {/* Shared pages carry none: the api-client asks for one (docs/design.md "Rendering speed"). */}
        {page.csrfToken ? <meta name={PAGE_META.csrfToken} content={page.csrfToken} /> : null}
        <meta name={PAGE_META.serverTime} content={page.serverTime} />
        <meta name={PAGE_META.origin} content={page.origin} />
        {/* Before the body: a visitor who has chosen never sees the banner the page carries. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_MARK_SCRIPT }} />
        {page.tracking?.isDataLayerEnabled ? <meta name={PAGE_META.dataLayer} content="1" /> : null}
        {page.tracking?.adPixelId ? (
          <meta name={PAGE_META.adPixelId} content={page.tracking.adPixelId} />
        ) : null}
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <LinkProvider value={renderRouterLink}>
            <SiteFrame locale={locale}>
              <Outlet />
            </SiteFrame>
          </LinkProvider>
        </I18nProvider>
        <Scripts />
        <PageScriptLoader scripts={scripts} />
        {/* After the shell's regions: the browser marks the page hydrated once they all are. */}
        <ShellHydrationMark />
      </body>
    </html>
  );
}
