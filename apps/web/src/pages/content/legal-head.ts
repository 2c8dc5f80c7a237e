import { msg } from '@lingui/core/macro';
import type { TLocale } from '@tredjedel/domain';

import { COMPANY } from '../../lib/company.ts';
import { LEGAL_PATHS, type TLegalPage } from '../../lib/routes.ts';
import { buildHead } from '../../lib/seo.ts';
import type { TRouterContext } from '../../router.tsx';

/** The legal pages' titles, shared by the page and its head. */
export const LEGAL_TITLES = {
  terms: msg`Handelsbetingelser`,
  privacy: msg`Privatlivspolitik`,
  cookies: msg`Cookiepolitik`,
} as const;

export function legalHead(context: TRouterContext, locale: TLocale, kind: TLegalPage) {
  return buildHead({
    origin: context.origin,
    locale,
    title: context.i18n._(LEGAL_TITLES[kind]),
    description: context.i18n._(
      msg`${COMPANY.name}, CVR ${COMPANY.cvr}: betingelser og oplysninger for køb af borde og gavekort.`,
    ),
    path: LEGAL_PATHS[kind][locale],
    alternates: LEGAL_PATHS[kind],
  });
}
