import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { isValidEmail, type TLocale } from '@tredjedel/domain';

import { subscribeNewsletter } from '@tredjedel/api-client';
import { NewsletterForm, type TNewsletterStatus } from '@tredjedel/ui';
import { useState } from 'react';

import { trackSubscription } from '../../lib/tracking.ts';

/** Newsletter sign-up bound to POST /api/v4/newsletter; a failure (or no endpoint) says so calmly. */
export function NewsletterSignup({ locale }: { locale: TLocale }) {
  const { t } = useLingui();
  const { api } = useRouteContext({ from: '__root__' });
  const [status, setStatus] = useState<TNewsletterStatus>('idle');
  const onSubmit = (email: string) => {
    if (!isValidEmail(email)) {
      setStatus('invalid');
      return;
    }
    setStatus('submitting');
    subscribeNewsletter(api, { email, lang: locale })
      .then(() => {
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
