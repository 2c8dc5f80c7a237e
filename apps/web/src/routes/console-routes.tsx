import { createRoute, notFound } from '@tanstack/react-router';
import { parseConsoleSection, type TLocale, type TPagePathOf } from '@tredjedel/domain';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';

import { buildHead } from '../lib/seo.ts';
import { lazyPage, renders } from './page-route.ts';
import { rootRoute } from './root.tsx';

const ConsolePage = lazyPage(
  'src/pages/console/console-page.tsx',
  () => import('../pages/console/console-page.tsx'),
  'ConsolePage',
);

const NOTICES = ['sent', 'refused', 'limited'] as const;

/**
 * `?token=` (the e-mailed link), `?place=` (which of the user's places), `?application=` (a new
 * place from a partner application) and `?status=` (the sign-in
 * form posted without its script); anything else is dropped.
 */
function validateConsoleSearch(search: Record<string, unknown>): {
  token?: string;
  place?: number;
  application?: number;
  status?: (typeof NOTICES)[number];
} {
  const token =
    typeof search.token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(search.token)
      ? search.token
      : undefined;
  const place = Number(search.place);
  const application = Number(search.application);
  const status = NOTICES.find((notice) => notice === search.status);
  return {
    ...(token ? { token } : {}),
    ...(Number.isInteger(place) && place > 0 ? { place } : {}),
    ...(Number.isInteger(application) && application > 0 ? { application } : {}),
    ...(status ? { status } : {}),
  };
}

/** The restaurants' console, one route per language; `$section` names the page in that language. */
export function consoleRoute(locale: TLocale, path: TPagePathOf<'console'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateConsoleSearch,
    // A section no page has is the not-found page (404), as the server answers a refused page.
    beforeLoad: ({ params }) => {
      if (parseConsoleSection(locale, params.section) === null) throw notFound();
    },
    head: ({ match, params }) =>
      buildHead({
        origin: match.context.origin,
        locale,
        title: match.context.i18n._(msg`Konsol for steder`),
        description: match.context.i18n._(msg`Stedets egne borde, tider og bookinger på Tredjedel.`),
        path: `${locale === 'en' ? '/en/console' : '/konsol'}/${params.section}`,
        isNoIndex: true,
      }),
    component: renders(ConsolePage, Page),
  });
  function Page(): ReactNode {
    const { api } = route.useRouteContext();
    const { section } = route.useParams();
    const search = route.useSearch();
    const parsed = parseConsoleSection(locale, section) ?? 'signIn'; // beforeLoad refused unknown ones
    return (
      <ConsolePage
        api={api}
        locale={locale}
        section={parsed}
        token={search.token}
        placeId={search.place}
        applicationId={search.application}
        notice={search.status}
      />
    );
  }
  return route;
}
