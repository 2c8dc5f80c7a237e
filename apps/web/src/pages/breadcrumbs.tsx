import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';
import type { ReactNode } from 'react';

import { homePath } from '../lib/routes.ts';

export type TCrumb = { label: ReactNode; href?: string; isCurrent?: boolean };

/** The trail from the home page ("Forside") to the page; a crumb without href is plain text. */
export function Breadcrumbs({ locale, trail }: { locale: TLocale; trail: readonly TCrumb[] }) {
  const { t } = useLingui();
  return (
    <nav className="td-breadcrumbs" aria-label={t`Brødkrummer`}>
      <ol>
        <li>
          <UiLink href={homePath(locale)}>{t`Forside`}</UiLink>
        </li>
        {trail.map((crumb, index) => (
          <li key={index} {...(crumb.isCurrent ? { 'aria-current': 'page' as const } : {})}>
            {crumb.href ? <UiLink href={crumb.href}>{crumb.label}</UiLink> : crumb.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
