import { useLingui } from '@lingui/react/macro';
import {
  CANCELLATION_CUTOFF_HOURS,
  type TBookingContext,
  type TBookingEvent,
  type TLocale,
} from '@tredjedel/domain';
import { CheckboxField } from '@tredjedel/ui/forms/fields';
import { UiLink } from '@tredjedel/ui';
import { useRef, useState, type FormEvent } from 'react';

import { LEGAL_PATHS } from '../../lib/routes.ts';
import { translateError } from '../error-messages.ts';
import { StepActions } from '../shared/step-actions.tsx';
import { useFocusFirstError } from '../shared/use-focus-first-error.ts';
import { OrderSummary } from './order-summary.tsx';

/** TERMS (step3): the order summary, the terms and the newsletter opt-in. */
export function StepTerms({
  locale,
  context,
  isBusy,
  send,
  onBack,
}: {
  locale: TLocale;
  context: TBookingContext;
  isBusy: boolean;
  send: (event: TBookingEvent) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const errors = context.steps[1].errors;
  useFocusFirstError(formRef, attempt, Object.keys(errors).length);
  const termsError = errors.is_accept_terms ?? errors.accept_terms;
  // Fields of the INFO step that failed here: shown so the visitor knows to go back.
  const otherErrors = Object.entries(errors).filter(
    ([field]) => field !== 'is_accept_terms' && field !== 'accept_terms',
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    send({ type: 'terms.submit' });
  };
  return (
    <form ref={formRef} className="td-flow__panel" noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      {context.order ? <OrderSummary lines={context.order.line_items} locale={locale} /> : null}
      {otherErrors.length > 0 ? (
        <ul className="td-form__error" role="alert">
          {otherErrors.map(([field, key]) => (
            <li key={field}>{translateError(i18n, key)}</li>
          ))}
        </ul>
      ) : null}
      <CheckboxField
        name="is_accept_terms"
        label={
          <>
            {t`Jeg accepterer`} <UiLink href={LEGAL_PATHS.terms[locale]}>{t`handelsbetingelserne`}</UiLink>
            {t`, og jeg er fyldt 18 år.`}
          </>
        }
        checked={context.guest.is_accept_terms}
        onChange={(event) =>
          send({ type: 'guest.update', values: { is_accept_terms: event.target.checked } })
        }
        error={termsError ? translateError(i18n, termsError) : null}
      />
      {/* The cut-off is shown before payment (docs/decisions/0410-cancellation-cut-off-two-hours-before-arrival.md). */}
      <p className="td-flow__meta">
        {t`Du kan afbestille gratis og få pengene tilbage indtil ${CANCELLATION_CUTOFF_HOURS} timer før ankomst, via linket i bekræftelsesmailen.`}
      </p>
      <CheckboxField
        name="is_subscribe"
        label={t`Ja tak, send mig nyhedsbrevet med dagens bedste borde`}
        checked={context.guest.is_subscribe}
        onChange={(event) => send({ type: 'guest.update', values: { is_subscribe: event.target.checked } })}
      />
      <StepActions onBack={onBack} submitLabel={t`Fortsæt til betaling`} />
    </form>
  );
}
