import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import type { TLocale } from '@tredjedel/domain';

import { subscribeNewsletter } from '@tredjedel/api-client';
import { NewsletterForm, type TNewsletterStatus } from '@tredjedel/ui';
import { useState } from 'react';

import { trackSubscription } from '../../tracking/tracking.ts';

/**
 * The domain's e-mail rule shares its module with the phone rule and libphonenumber's metadata
 * (about 30 KB gzip), which no page needs before a form is sent: it is fetched on the first submit
 * (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
const loadEmailRule = () =>
  import('@tredjedel/domain/validation/contact').then((rules) => rules.isValidEmail);

/** Newsletter sign-up bound to POST /api/v4/newsletter; a failure (or no endpoint) says so calmly. */
export function NewsletterSignup({ locale }: { locale: TLocale }) {
  const { t } = useLingui();
  const { api } = useRouteContext({ from: '__root__' });
  const [status, setStatus] = useState<TNewsletterStatus>('idle');
  const onSubmit = (email: string) => {
    setStatus('submitting');
    loadEmailRule()
      .then(async (isValidEmail) => {
        if (!isValidEmail(email)) {
          setStatus('invalid');
          return;
        }
        await subscribeNewsletter(api, { email, lang: locale });
        setStatus('success');
        void trackSubscription(email);
      })
      .catch(() => setStatus('error'));
  };
  return (
    <NewsletterForm
      status={status}
      onSubmit={onSubmit}
      labels={{
        title: t`Få nye steder og tilbud`,
        body: t`Cirka to gange om måneden. Afmeld når som helst.`,
        email: t`Din e-mail`,
        submit: t`Tilmeld`,
        submitting: t`Tilmelder…`,
        success: t`Tak! Du er tilmeldt nyhedsbrevet.`,
        error: t`Tilmeldingen lykkedes ikke. Prøv igen om lidt.`,
        invalid: t`Skriv en gyldig e-mailadresse.`,
      }}
    />
  );
}
