import { Trans } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';

import { localeOfPath } from '../lib/i18n.ts';
import { homePath } from '../lib/routes.ts';

export function NotFoundPage() {
  const locale = useLocation({ select: (location) => localeOfPath(location.pathname) });
  return (
    <section>
      <h1 className="td-page-title">
        <Trans>Siden findes ikke</Trans>
      </h1>
      <p className="td-lead">
        <Trans>Adressen er forkert, eller stedet er ikke længere på Tredjedel.</Trans>
      </p>
      <a href={homePath(locale)}>
        <Trans>Til forsiden</Trans>
      </a>
    </section>
  );
}
