import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '@tredjedel/domain';

import { NewsletterSignup } from '../frame/newsletter-signup.tsx';
import { guidePath } from '../../lib/routes.ts';
import type { TGuideData } from './content-loaders.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';

export function GuidePage({ data, locale }: { data: TGuideData; locale: TLocale }) {
  const { t } = useLingui();
  if (data.isNewsletter) {
    return (
      <section className="td-prose" aria-labelledby="guide-title">
        <h1 id="guide-title" className="td-page-title">
          {t`Nyhedsbrev`}
        </h1>
        <p className="td-lead">{t`Nye steder og tilbud cirka to gange om måneden. Du kan altid framelde dig igen.`}</p>
        <NewsletterSignup locale={locale} />
      </section>
    );
  }
  return (
    <section aria-labelledby="guide-title">
      <Breadcrumbs locale={locale} trail={[{ label: t`Guide`, href: guidePath(locale) }]} />
      <h1 id="guide-title" className="td-page-title">
        {t`Sådan virker Tredjedel`}
      </h1>
      <p className="td-lead">{t`Borde til i dag med en tredjedel rabat på menuen. Her er det vigtigste at vide, før du booker.`}</p>
      <div className="td-guide">
        {data.pages.map((page) => (
          <section
            key={page.id}
            id={page.slug}
            className={data.section === page.slug ? 'td-panel td-panel--active' : 'td-panel'}
            aria-labelledby={`${page.slug}-title`}
          >
            <img src={page.image} alt="" width={96} height={64} loading="lazy" className="td-box__image" />
            <div>
              <h2 id={`${page.slug}-title`}>{page.title}</h2>
              <p>{page.body}</p>
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
