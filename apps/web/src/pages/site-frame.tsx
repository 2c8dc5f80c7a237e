import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '@tredjedel/domain';
import { SiteShell } from '@tredjedel/ui';
import type { ReactNode } from 'react';

import { homePath, listingPath } from '../lib/routes.ts';

const DEFAULT_CITY = 'kobenhavn';

export function SiteFrame({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const { t } = useLingui();
  const other: TLocale = locale === 'da' ? 'en' : 'da';
  return (
    <SiteShell
      homeHref={homePath(locale)}
      homeLabel={t`Tredjedel, til forsiden`}
      skipLinkLabel={t`Gå til indholdet`}
      navLabel={t`Hovedmenu`}
      links={[
        { href: listingPath(locale, DEFAULT_CITY, 'restaurant'), label: t`Restauranter` },
        { href: listingPath(locale, DEFAULT_CITY, 'bar'), label: t`Barer` },
        { href: listingPath(locale, DEFAULT_CITY, 'takeaway'), label: t`Takeaway` },
        { href: homePath(other), label: other === 'en' ? 'English' : 'Dansk', hrefLang: other, lang: other },
      ]}
      footer={<p>{t`Tredjedel: bord i aften til en tredjedel af prisen.`}</p>}
    >
      {children}
    </SiteShell>
  );
}
