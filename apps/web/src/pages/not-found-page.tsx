import { Trans } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { UiLink } from '@tredjedel/ui';
import { getPathLocale } from '@tredjedel/domain';

import { homePath, listingPath } from '../lib/routes.ts';

export function NotFoundPage() {
  const locale = useLocation({ select: (location) => getPathLocale(location.pathname) });
  return (
    <section className="td-empty" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="td-page-title">
        <Trans>Siden findes ikke</Trans>
      </h1>
      <p className="td-lead" style={{ marginInline: 'auto' }}>
        <Trans>Adressen er forkert, eller stedet er ikke længere på Tredjedel.</Trans>
      </p>
      <p>
        <UiLink className="td-button" href={homePath(locale)}>
          <Trans>Til forsiden</Trans>
        </UiLink>{' '}
        <UiLink
          className="td-button td-button--secondary"
          href={listingPath(locale, 'kobenhavn', 'restaurant')}
        >
          <Trans>Se dagens restauranter</Trans>
        </UiLink>
      </p>
    </section>
  );
}
