import { Trans, useLingui } from '@lingui/react/macro';
import type { TLocale } from '@tredjedel/domain';

import { listingPath } from '../lib/routes.ts';

const CITIES = [
  { slug: 'kobenhavn', name: 'København' },
  { slug: 'aarhus', name: 'Aarhus' },
  { slug: 'odense', name: 'Odense' },
  { slug: 'aalborg', name: 'Aalborg' },
] as const;

export function HomePage({ locale }: { locale: TLocale }) {
  const { t } = useLingui();
  return (
    <section>
      <h1 className="td-page-title">
        <Trans>Bord i aften til en tredjedel af prisen</Trans>
      </h1>
      <p className="td-lead">
        <Trans>Find en restaurant, en bar eller takeaway i din by, og book et bord til i aften.</Trans>
      </p>
      <ul>
        {CITIES.map((city) => (
          <li key={city.slug}>
            <a href={listingPath(locale, city.slug, 'restaurant')}>{t`Restauranter i ${city.name}`}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
