import { useLingui } from '@lingui/react/macro';
import type { TApiClient } from '@tredjedel/api-client';
import {
  buildPath,
  calculateGiftcardPrice,
  formatMoney,
  getGiftcardRouteStep,
  GIFTCARD_MESSAGE_MAX_LENGTH,
  GIFTCARD_MESSAGE_MAX_LINES,
  GIFTCARD_QUANTITY_OPTIONS,
  GIFTCARD_RECIPIENT_MAX_LENGTH,
  GIFTCARD_ROUTE_STEPS,
  type TGiftcardRouteStep,
  type TLocale,
} from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';
import {
  Alert,
  CheckboxField,
  ChoiceGroup,
  SelectField,
  StepIndicator,
  SummaryTable,
  TextAreaField,
  TextField,
  type TStepItem,
} from '@tredjedel/ui/forms/fields';
import { useRef, useState, type FormEvent } from 'react';

import { giftcardCart } from '../../tracking/checkout-events.ts';
import { useCheckoutStepTracking } from '../../tracking/checkout-tracking.ts';
import { giftcardBalancePath, LEGAL_PATHS } from '../../lib/routes.ts';
import { useIsClient } from '../../lib/use-is-client.ts';
import { translateError } from '../error-messages.ts';
import { EmailTwiceFields } from '../shared/email-twice-fields.tsx';
import { StepActions } from '../shared/step-actions.tsx';
import { toStepItems } from '../shared/step-items.ts';
import { useFocusFirstError } from '../shared/use-focus-first-error.ts';
import { useRouteMachine, type TFlowAddress } from '../shared/use-route-machine.ts';
import { saveGiftcardDraft } from './draft.ts';
import { useGiftcardMachine } from './use-giftcard.ts';

/** Gift-card values on offer, in øre. */
export const GIFTCARD_AMOUNTS = [20000, 30000, 50000, 100000] as const;

export type TGiftcardPageProps = {
  api: TApiClient;
  locale: TLocale;
  step: TGiftcardRouteStep;
  isPaymentFailed: boolean;
  /** The router's address and history, for the steps (use-route-machine.ts). */
  address: TFlowAddress;
};

function useSteps(current: TGiftcardRouteStep, locale: TLocale): TStepItem[] {
  const { t } = useLingui();
  return toStepItems([t`Gavekort`, t`Oplysninger`, t`Betaling`], GIFTCARD_ROUTE_STEPS, current, (routeStep) =>
    buildPath({ name: 'giftcard', step: routeStep }, locale),
  );
}

export function GiftcardPage(props: TGiftcardPageProps) {
  const isClient = useIsClient();
  const { t } = useLingui();
  const steps = useSteps(props.step, props.locale);
  if (!isClient) {
    return (
      <div className="td-flow">
        <div className="td-flow__head">
          <h1 className="td-flow__title">{t`Køb gavekort`}</h1>
        </div>
        <StepIndicator label={t`Gavekorttrin`} steps={steps} />
        <div className="td-flow__panel">
          <p className="td-flow__loading">{t`Henter…`}</p>
        </div>
      </div>
    );
  }
  return <GiftcardFlow {...props} />;
}

function GiftcardFlow({ api, locale, step, isPaymentFailed, address }: TGiftcardPageProps) {
  const { t, i18n } = useLingui();
  // A declined payment comes back to the details step with what was entered: the machine asks for
  // the order this tab kept before paying (draft.ts), as the booking flow asks for its hold.
  const [snapshot, send, actorRef] = useGiftcardMachine(api, {
    locale,
    isPaymentFailed,
    isRestoring: isPaymentFailed,
  });
  const context = snapshot.context;
  const machineStep = getGiftcardRouteStep(snapshot);
  const steps = useSteps(machineStep ?? step, locale);
  useCheckoutStepTracking('giftcard', machineStep, giftcardCart(context.data));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const errors = context.steps[context.step].errors;
  useFocusFirstError(formRef, attempt, Object.keys(errors).length);
  const pathOf = (routeStep: TGiftcardRouteStep) => buildPath({ name: 'giftcard', step: routeStep }, locale);

  useRouteMachine({
    routeStep: step,
    machineStep,
    actor: actorRef,
    stepOf: getGiftcardRouteStep,
    ...address,
    order: GIFTCARD_ROUTE_STEPS,
    pathOf,
    goToStep: (routeStep) => send({ type: 'step.goto', step: routeStep }),
    onStepShown: () => headingRef.current?.focus(),
  });

  const errorOf = (field: string) => {
    const key = errors[field];
    return key ? translateError(i18n, key) : null;
  };
  const submit = (event: FormEvent, type: 'amount.submit' | 'details.submit' | 'payment.submit') => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (type === 'payment.submit') saveGiftcardDraft(context.data);
    send({ type });
  };
  /** The form of the amount and details steps: submitting it sends `type` to the machine. */
  const stepFormProps = (type: 'amount.submit' | 'details.submit') => ({
    className: 'td-flow__panel',
    noValidate: true,
    onSubmit: (event: FormEvent) => submit(event, type),
  });
  const price = calculateGiftcardPrice({
    amount: context.data.amount,
    quantity: context.data.quantity,
    locale,
  });
  const isBusy = snapshot.hasTag('loading');
  const stepTitle: Record<TGiftcardRouteStep, string> = {
    step1: t`Vælg beløb og antal`,
    step2: t`Dine oplysninger`,
    step3: t`Betaling`,
  };
  const summary = (
    <SummaryTable
      caption={t`Din ordre`}
      lines={[
        {
          key: 'cards',
          label: t`${context.data.quantity} × gavekort à ${formatMoney(context.data.amount, locale)}`,
          amount: formatMoney(price.total, locale),
        },
        ...price.line_items
          .filter((line) => line.type === 'tax')
          .map((line) => ({
            key: 'tax',
            label: t`Heraf moms (25 %)`,
            amount: formatMoney(line.amount, locale),
            tone: 'muted' as const,
          })),
        {
          key: 'total',
          label: t`At betale`,
          amount: formatMoney(price.total, locale),
          tone: 'total' as const,
        },
      ]}
    />
  );

  return (
    <div className="td-flow">
      <div className="td-flow__head">
        <h1 className="td-flow__title">{t`Køb gavekort`}</h1>
        <p className="td-flow__meta">{t`Gavekortet kan bruges til bordbookinger hos alle vores steder.`}</p>
        <p className="td-flow__meta">
          <UiLink
            href={giftcardBalancePath(locale)}
          >{t`Har du et gavekort? Se hvad der er tilbage på det`}</UiLink>
        </p>
      </div>
      <StepIndicator label={t`Gavekorttrin`} steps={steps} />
      <h2 ref={headingRef} tabIndex={-1} className="td-flow__section-title">
        {stepTitle[machineStep ?? step]}
      </h2>
      {context.alert ? (
        <Alert
          tone="error"
          title={translateError(i18n, 'errors.modal-title')}
          onDismiss={() => send({ type: 'alert.dismiss' })}
          dismissLabel={t`OK`}
        >
          {translateError(i18n, context.alert.key, context.alert.params)}
        </Alert>
      ) : null}
      {machineStep === 'step1' ? (
        <form ref={formRef} {...stepFormProps('amount.submit')}>
          <ChoiceGroup
            legend={t`Beløb pr. gavekort`}
            name="amount"
            options={GIFTCARD_AMOUNTS.map((amount) => ({
              value: String(amount),
              label: formatMoney(amount, locale),
            }))}
            value={context.data.amount > 0 ? String(context.data.amount) : ''}
            onChange={(value) => send({ type: 'amount.set', amount: Number(value) })}
            error={errorOf('amount')}
          />
          <SelectField
            label={t`Antal gavekort`}
            name="quantity"
            value={String(context.data.quantity)}
            onChange={(event) => send({ type: 'quantity.set', quantity: Number(event.target.value) })}
            error={errorOf('quantity')}
          >
            {GIFTCARD_QUANTITY_OPTIONS.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </SelectField>
          <fieldset className="td-form__group">
            <legend className="td-form__label">{t`Til hvem? (valgfrit)`}</legend>
            <p className="td-form__hint">{t`Navn og hilsen står på hvert gavekort, når du udskriver dem, og i e-mailen.`}</p>
            <TextField
              label={t`Modtagerens navn`}
              name="recipient_name"
              autoComplete="off"
              maxLength={GIFTCARD_RECIPIENT_MAX_LENGTH}
              value={context.data.recipient_name}
              onChange={(event) =>
                send({ type: 'greeting.update', values: { recipient_name: event.target.value } })
              }
              error={errorOf('recipient_name')}
            />
            <TextAreaField
              label={t`Personlig hilsen`}
              name="message"
              rows={4}
              maxLength={GIFTCARD_MESSAGE_MAX_LENGTH}
              hint={t`Højst ${GIFTCARD_MESSAGE_MAX_LENGTH} tegn på ${GIFTCARD_MESSAGE_MAX_LINES} linjer. ${GIFTCARD_MESSAGE_MAX_LENGTH - [...context.data.message].length} tegn tilbage.`}
              value={context.data.message}
              onChange={(event) => send({ type: 'greeting.update', values: { message: event.target.value } })}
              error={errorOf('message')}
            />
          </fieldset>
          {summary}
          <StepActions />
        </form>
      ) : null}
      {machineStep === 'step2' ? (
        <form ref={formRef} {...stepFormProps('details.submit')}>
          <TextField
            label={t`Navn`}
            name="name"
            autoComplete="name"
            maxLength={50}
            value={context.data.name}
            onChange={(event) => send({ type: 'details.update', values: { name: event.target.value } })}
            error={errorOf('name')}
          />
          <EmailTwiceFields
            values={context.data}
            onChange={(values) => send({ type: 'details.update', values })}
            errorOf={errorOf}
            emailHint={t`Gavekortene sendes hertil.`}
          />
          <CheckboxField
            name="is_accept_terms"
            label={
              <>
                {t`Jeg accepterer`}{' '}
                <UiLink href={LEGAL_PATHS.terms[locale]}>{t`handelsbetingelserne`}</UiLink>
              </>
            }
            checked={context.data.is_accept_terms}
            onChange={(event) =>
              send({ type: 'details.update', values: { is_accept_terms: event.target.checked } })
            }
            error={errorOf('is_accept_terms')}
          />
          <CheckboxField
            name="is_subscribe"
            label={t`Ja tak, send mig nyhedsbrevet med dagens bedste borde`}
            checked={context.data.is_subscribe}
            onChange={(event) =>
              send({ type: 'details.update', values: { is_subscribe: event.target.checked } })
            }
          />
          <StepActions onBack={() => send({ type: 'step.goto', step: 'step1' })} />
        </form>
      ) : null}
      {machineStep === 'step3' ? (
        <form
          ref={formRef}
          className="td-flow__panel"
          onSubmit={(event) => submit(event, 'payment.submit')}
          aria-busy={isBusy}
        >
          {summary}
          {context.data.recipient_name.trim() || context.data.message.trim() ? (
            <div className="td-giftcard-greeting">
              {context.data.recipient_name.trim() ? (
                <p>{t`Til ${context.data.recipient_name.trim()}`}</p>
              ) : null}
              {context.data.message.trim() ? (
                <p className="td-giftcard-greeting__message">{context.data.message.trim()}</p>
              ) : null}
            </div>
          ) : null}
          <p>{t`Gavekortene sendes til ${context.data.email}.`}</p>
          <p className="td-flow__loading" aria-live="polite">
            {isBusy || snapshot.matches({ payment: 'redirecting' }) ? t`Sender dig videre til betaling…` : ''}
          </p>
          <StepActions
            onBack={() => send({ type: 'step.goto', step: 'step2' })}
            submitLabel={t`Betal ${formatMoney(price.total, locale)}`}
          />
        </form>
      ) : null}
    </div>
  );
}
