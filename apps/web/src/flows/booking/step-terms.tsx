import { useLingui } from '@lingui/react/macro';
import {
  CANCELLATION_CUTOFF_HOURS,
  formatTimeOfDay,
  getCancellationPolicy,
  getServiceDate,
  type TBookingContext,
  type TBookingEvent,
  type TLocale,
} from '@tredjedel/domain';
import { Alert, CheckboxField } from '@tredjedel/ui/forms/fields';
import { UiLink } from '@tredjedel/ui';
import { useRef, useState, type FormEvent } from 'react';

import { LEGAL_PATHS } from '../../lib/routes.ts';
import { translateError } from '../error-messages.ts';
import { useServerNowOnShow } from '../shared/server-clock.ts';
import { StepActions } from '../shared/step-actions.tsx';
import { useFocusFirstError } from '../shared/use-focus-first-error.ts';
import { SpecialRequests } from './booking-facts.tsx';
import { OrderSummary } from './order-summary.tsx';

/** TERMS (step3): the order summary, the terms and the newsletter opt-in. */
export function StepTerms({
  locale,
  context,
  offset,
  isBusy,
  send,
  onBack,
}: {
  locale: TLocale;
  context: TBookingContext;
  /** The server's clock minus the browser's (useServerOffset): the deadline is the server's. */
  offset: number;
  isBusy: boolean;
  send: (event: TBookingEvent) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const errors = context.steps[1].errors;
  useFocusFirstError(formRef, attempt, Object.keys(errors).length);
  const now = useServerNowOnShow(offset);
  // Step 3 follows a hold, so a time is chosen; before it is restored nothing is promised.
  const policy = /^\d\d:\d\d/.test(context.time)
    ? getCancellationPolicy(getServiceDate(now), context.time, now)
    : null;
  const deadline = policy ? formatTimeOfDay(policy.deadlineTime, locale) : '';
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
      {context.order ? <OrderSummary lines={context.order.line_items} locale={locale} isToPay /> : null}
      {context.guest.special_requests.trim() ? (
        <SpecialRequests text={context.guest.special_requests.trim()} />
      ) : null}
      {otherErrors.length > 0 ? (
        <ul className="td-form__error" role="alert">
          {otherErrors.map(([field, key]) => (
            <li key={field}>{translateError(i18n, key)}</li>
          ))}
        </ul>
      ) : null}
      {/* The cut-off is shown before payment, and so is a deadline already passed
          (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md). */}
      {policy?.isCancellable ? (
        <p className="td-flow__meta" data-testid="cancel-policy">
          {t`Du kan afbestille gratis og få pengene tilbage indtil kl. ${deadline} i dag (${CANCELLATION_CUTOFF_HOURS} timer før ankomst), via linket i bekræftelsesmailen.`}
        </p>
      ) : policy ? (
        <Alert tone="warning">
          <span data-testid="cancel-policy">
            {t`Denne booking kan ikke afbestilles: der er mindre end ${CANCELLATION_CUTOFF_HOURS} timer til ankomst (afbestilling var mulig indtil kl. ${deadline}), så købet refunderes ikke.`}
          </span>
        </Alert>
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
      <CheckboxField
        name="is_subscribe"
        label={t`Ja tak, send mig nyhedsbrevet med dagens bedste borde`}
        checked={context.guest.is_subscribe}
        onChange={(event) => send({ type: 'guest.update', values: { is_subscribe: event.target.checked } })}
      />
      <StepActions
        onBack={onBack}
        submitLabel={
          context.order && context.order.total === 0 ? t`Fortsæt til bekræftelse` : t`Fortsæt til betaling`
        }
      />
    </form>
  );
}
