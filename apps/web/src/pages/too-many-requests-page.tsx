import { Trans } from '@lingui/react/macro';
import type { TLocale } from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';

import { homePath } from '../lib/routes.ts';

/**
 * What a visitor past the render budget sees, in the site's frame and language, with status 429
 * (apps/api/src/page-host/web-pages.ts serves this page's render; docs/decisions/0006-page-caching-shared-pages-answered-once.md).
 * The server renders it once per language and keeps it, so it says "a minute" rather than the
 * seconds left, which the answer's Retry-After header carries.
 */
export function TooManyRequestsPage({ locale }: { locale: TLocale }) {
  return (
    <section className="td-empty" aria-labelledby="too-many-title">
      <h1 id="too-many-title" className="td-page-title">
        <Trans>For mange sider på kort tid</Trans>
      </h1>
      <p className="td-lead" style={{ marginInline: 'auto' }}>
        <Trans>
          Du har åbnet mange sider på kort tid, så vi holder en lille pause. Vent et minut, og prøv igen.
        </Trans>
      </p>
      <p>
        <UiLink className="td-button" href={homePath(locale)}>
          <Trans>Til forsiden</Trans>
        </UiLink>
      </p>
    </section>
  );
}
