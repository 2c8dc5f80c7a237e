import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tredjedel/domain';
import type { TBookingContext, TBookingEvent, TLocale } from '@tredjedel/domain';
import type { FormEvent } from 'react';

import { StepActions } from '../shared/step-actions.tsx';
import { OrderSummary } from './order-summary.tsx';

/** PAYMENT (step4): creates the order and sends the visitor to the payment page. */
export function StepPayment({
  locale,
  context,
  isBusy,
  isRedirecting,
  send,
  onBack,
}: {
  locale: TLocale;
  context: TBookingContext;
  isBusy: boolean;
  isRedirecting: boolean;
  send: (event: TBookingEvent) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const total = context.order?.total ?? 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'payment.submit' });
  };
  return (
    <form className="td-flow__panel" onSubmit={onSubmit} aria-busy={isBusy}>
      {context.order ? <OrderSummary lines={context.order.line_items} locale={locale} isToPay /> : null}
      <p>{t`Din ordre sendes til ${context.guest.email}.`}</p>
      <p className="td-flow__loading" aria-live="polite">
        {isRedirecting ? t`Sender dig videre til betaling…` : isBusy ? t`Opretter ordren…` : ''}
      </p>
      <StepActions
        onBack={onBack}
        submitLabel={total > 0 ? t`Betal ${formatMoney(total, locale)}` : t`Bekræft booking`}
      />
    </form>
  );
}
