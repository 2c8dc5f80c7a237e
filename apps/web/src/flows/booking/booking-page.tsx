import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import { productStocksQueryOptions } from '@tredjedel/api-client/catalogue/get-product-stocks';
import {
  BOOKING_ROUTE_STEPS,
  buildPath,
  getBookingRouteStep,
  isBookingLoading,
  type TBookingRouteStep,
  type TLocale,
  type TProduct,
} from '@tredjedel/domain';
import { Alert, Modal, StepIndicator, type TStepItem } from '@tredjedel/ui/forms/fields';
import { useRef } from 'react';

import { bookingCart } from '../../tracking/checkout-events.ts';
import { useCheckoutStepTracking } from '../../tracking/checkout-tracking.ts';
import { formatTime } from '../../lib/format.ts';
import { useIsClient } from '../../lib/use-is-client.ts';
import { translateError } from '../error-messages.ts';
import { HoldCountdown } from '../shared/countdown.tsx';
import { hasHoldHint } from '../shared/hold-hint.ts';
import { toStepItems } from '../shared/step-items.ts';
import { useServerOffset } from '../shared/server-clock.ts';
import { useRouteMachine, type TFlowAddress } from '../shared/use-route-machine.ts';
import { StepBook } from './step-book.tsx';
import { StepGuest } from './step-guest.tsx';
import { StepPayment } from './step-payment.tsx';
import { StepTerms } from './step-terms.tsx';
import { useBookingMachine } from './use-booking.ts';
import { usePreselectFromAddress } from './use-preselect.ts';
import { WaitlistOffer } from './waitlist-form.tsx';

export type TBookingPageProps = {
  api: TApiClient;
  locale: TLocale;
  product: TProduct;
  step: TBookingRouteStep;
  isPaymentFailed: boolean;
  serverTime: string;
  /** The router's address and history, for the steps (use-route-machine.ts). */
  address: TFlowAddress;
};

function useStepItems(
  current: TBookingRouteStep | null,
  pathOf?: (step: TBookingRouteStep) => string,
): TStepItem[] {
  const { t } = useLingui();
  const labels = [t`Bord`, t`Oplysninger`, t`Betingelser`, t`Betaling`];
  return toStepItems(labels, BOOKING_ROUTE_STEPS, current, pathOf);
}

function BookingHeader({ product }: { product: TProduct }) {
  const { t } = useLingui();
  return (
    <div className="td-flow__head">
      <h1 className="td-flow__title">{t`Book bord hos ${product.name}`}</h1>
      <p className="td-flow__meta">
        {product.city_address} · {t`I dag`}
      </p>
    </div>
  );
}

/** The booking flow: server-rendered shell, the machine-driven steps in the browser. */
export function BookingPage(props: TBookingPageProps) {
  const isClient = useIsClient();
  const { t } = useLingui();
  const steps = useStepItems(props.step);
  if (!isClient) {
    return (
      <div className="td-flow">
        <BookingHeader product={props.product} />
        <StepIndicator label={t`Bookingtrin`} steps={steps} />
        <div className="td-flow__panel">
          <p className="td-flow__loading">{t`Henter bookingen…`}</p>
        </div>
      </div>
    );
  }
  return <BookingFlow {...props} />;
}

function BookingFlow({
  api,
  locale,
  product,
  step,
  isPaymentFailed,
  serverTime,
  address,
}: TBookingPageProps) {
  const { t, i18n } = useLingui();
  const offset = useServerOffset(serverTime);
  const [snapshot, send, actorRef] = useBookingMachine(
    { api, offset, place: product },
    // The hold cookie is HttpOnly (ADR 0205): where its hint says there is a hold, the machine asks
    // the server for it; the server render never restores one.
    { productId: product.id, locale, isRestoring: hasHoldHint(), isPaymentFailed },
  );
  const stocks = useQuery(productStocksQueryOptions(api, { productId: product.id, local: locale }));
  const context = snapshot.context;
  const machineStep = getBookingRouteStep(snapshot);
  const isBusy = isBookingLoading(snapshot);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pathOf = (routeStep: TBookingRouteStep) =>
    buildPath(
      { name: 'booking', step: routeStep, productType: product.product_type, slug: product.slug },
      locale,
    );
  const steps = useStepItems(machineStep ?? step, pathOf);
  useCheckoutStepTracking('booking', machineStep, bookingCart(context.order, product));
  // The waitlist e-mail's link chooses the party and the time (ADR 0415).
  usePreselectFromAddress({
    context,
    isOnStep1: machineStep === 'step1',
    isLoadingTimes: snapshot.matches({ flow: { book: 'loadingTimes' } }),
    send,
  });

  useRouteMachine({
    routeStep: step,
    machineStep,
    actor: actorRef,
    stepOf: getBookingRouteStep,
    ...address,
    order: BOOKING_ROUTE_STEPS,
    pathOf,
    goToStep: (routeStep) => send({ type: 'step.goto', step: routeStep }),
    onStepShown: () => headingRef.current?.focus(),
  });

  const alert = context.alert;
  const isSuccess = alert?.key === 'gc_success_msg';
  const isRedirecting = snapshot.matches({ flow: { payment: 'redirecting' } });
  const stepTitle: Record<TBookingRouteStep, string> = {
    step1: t`Vælg bord`,
    step2: t`Dine oplysninger`,
    step3: t`Betingelser`,
    step4: t`Betaling`,
  };

  return (
    <div className="td-flow">
      <BookingHeader product={product} />
      <StepIndicator label={t`Bookingtrin`} steps={steps} />
      <div className="td-flow__head">
        <h2 ref={headingRef} tabIndex={-1} className="td-flow__section-title">
          {machineStep ? stepTitle[machineStep] : t`Henter din booking…`}
        </h2>
        {context.hold && machineStep !== 'step1' ? (
          <HoldCountdown expireAt={context.hold.expire_at} offset={offset} />
        ) : null}
      </div>
      {context.time !== '0' && machineStep !== 'step1' && machineStep !== null ? (
        <p className="td-flow__meta">
          {t`${context.num_person} personer kl. ${formatTime(context.time, locale)} i dag`}
        </p>
      ) : null}
      {alert && !isSuccess ? (
        <Alert
          tone={
            alert.key === 'message.all_hold_warning' || alert.key === 'errors.no_table_available'
              ? 'warning'
              : 'error'
          }
          title={translateError(i18n, 'errors.modal-title')}
          onDismiss={
            alert.key === 'message.all_hold_warning' && context.isBlocked
              ? undefined
              : () => send({ type: 'alert.dismiss' })
          }
          dismissLabel={t`OK`}
        >
          {translateError(i18n, alert.key, alert.params)}
        </Alert>
      ) : null}
      {isSuccess ? (
        <Modal title={t`Gavekort`} actionLabel={t`OK`} onClose={() => send({ type: 'alert.dismiss' })}>
          {translateError(i18n, 'gc_success_msg')}
        </Modal>
      ) : null}
      {machineStep === null ? (
        <div className="td-flow__panel">
          <p className="td-flow__loading">{t`Henter bookingen…`}</p>
        </div>
      ) : null}
      {machineStep === 'step1' ? (
        <StepBook
          locale={locale}
          context={context}
          seats={stocks.data?.entities.seats ?? product.seats}
          isLoadingTimes={snapshot.matches({ flow: { book: 'loadingTimes' } })}
          isLoadingMenus={snapshot.matches({ flow: { book: 'loadingMenus' } })}
          isBusy={isBusy}
          send={send}
          offset={offset}
        />
      ) : null}
      {machineStep === 'step1' ? (
        <WaitlistOffer
          api={api}
          locale={locale}
          productId={product.id}
          numPerson={context.num_person}
          times={context.times}
          chosenTime={context.time}
          offset={offset}
        />
      ) : null}
      {machineStep === 'step2' ? (
        <StepGuest
          context={context}
          isBusy={isBusy}
          send={send}
          onBack={() => send({ type: 'step.goto', step: 'step1' })}
        />
      ) : null}
      {machineStep === 'step3' ? (
        <StepTerms
          locale={locale}
          context={context}
          offset={offset}
          isBusy={isBusy}
          send={send}
          onBack={() => address.navigate(pathOf('step2'), { replace: false })}
        />
      ) : null}
      {machineStep === 'step4' ? (
        <StepPayment
          locale={locale}
          context={context}
          isBusy={isBusy}
          isRedirecting={isRedirecting}
          send={send}
          onBack={() => send({ type: 'step.goto', step: 'step3' })}
        />
      ) : null}
    </div>
  );
}
