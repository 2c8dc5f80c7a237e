import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '@tredjedel/api-client/orders/get-order';
import {
  buildBookingManagePath,
  CANCELLATION_CUTOFF_HOURS,
  formatTimeOfDay,
  getCancellationPolicy,
} from '@tredjedel/domain';
import { InfoList, UiLink } from '@tredjedel/ui';
import { Alert } from '@tredjedel/ui/forms/fields';

import { bookingCart } from '../../tracking/checkout-events.ts';
import { usePurchaseTracking } from '../../tracking/checkout-tracking.ts';
import { useServerNowOnShow, useServerOffset } from '../shared/server-clock.ts';
import { HomeButton, OrderPage, OrderPageFallback, type TOrderLinkPageProps } from '../shared/order-page.tsx';
import { bookedTableFacts, CalendarFileButton, SpecialRequests } from './booking-facts.tsx';
import { OrderSummary } from './order-summary.tsx';

/** The booking confirmation: what was booked, for whom, the receipt lines and the calendar file. */
export function BookingConfirmationPage({ api, args, locale, serverTime }: TOrderLinkPageProps) {
  const { t, i18n } = useLingui();
  const { data: order, isError } = useQuery(orderQueryOptions(api, args));
  // The deadline is counted on the server's clock, not the visitor's.
  const offset = useServerOffset(serverTime);
  usePurchaseTracking(
    'booking',
    order?.status === 'confirmed'
      ? { reference: order.reference, cart: bookingCart(order, order.product) }
      : null,
  );
  if (isError || !order) return <OrderPageFallback of="order" isError={isError} />;
  const isConfirmed = order.status === 'confirmed';
  const isCancelled = order.status === 'cancelled';
  return (
    <OrderPage
      title={
        isConfirmed
          ? t`Tak for din booking!`
          : isCancelled
            ? t`Din booking er afbestilt`
            : t`Din ordre er ikke betalt`
      }
    >
      {isConfirmed ? (
        <Alert tone="success">{t`Ordre ${order.reference} er bekræftet. Vi har sendt en bekræftelse til ${order.guest.email}.`}</Alert>
      ) : isCancelled ? (
        <Alert tone="info">{t`Ordre ${order.reference} er afbestilt. Vi har sendt en bekræftelse til ${order.guest.email}.`}</Alert>
      ) : (
        <Alert tone="warning">{t`Ordre ${order.reference} er ikke bekræftet.`}</Alert>
      )}
      <InfoList
        items={[
          ...bookedTableFacts(order, locale, i18n),
          { term: t`Navn`, detail: order.guest.name },
          ...order.cards.map((card) => ({
            id: card.card_number,
            term: t`Coop-medlemsnummer`,
            detail: `${card.card_number}${order.billing_zipcode ? `, ${order.billing_zipcode}` : ''}`,
          })),
        ]}
      />
      {order.special_requests ? <SpecialRequests text={order.special_requests} /> : null}
      <OrderSummary lines={order.line_items} locale={locale} />
      {isConfirmed ? <CancelPolicy order={order} args={args} locale={locale} offset={offset} /> : null}
      <div className="td-flow__actions">
        {isConfirmed ? <CalendarFileButton args={args} /> : null}
        <HomeButton locale={locale} />
      </div>
    </OrderPage>
  );
}

/**
 * Until when the booking can be cancelled, and the page to do it (the e-mail's manage link), as
 * step 3 said before payment (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
function CancelPolicy({
  order,
  args,
  locale,
  offset,
}: {
  order: { reference: string; date: string; time: string };
  args: TOrderLinkPageProps['args'];
  locale: TOrderLinkPageProps['locale'];
  offset: number;
}) {
  const { t } = useLingui();
  const policy = getCancellationPolicy(order.date, order.time, useServerNowOnShow(offset));
  const deadline = formatTimeOfDay(policy.deadlineTime, locale);
  const managePath = buildBookingManagePath(locale, order.reference, args.token);
  return (
    <p className="td-flow__meta" data-testid="cancel-policy">
      {policy.isCancellable
        ? t`Du kan afbestille gratis og få pengene tilbage indtil kl. ${deadline} i dag (${CANCELLATION_CUTOFF_HOURS} timer før ankomst).`
        : t`Bookingen kan ikke afbestilles: afbestilling var mulig indtil kl. ${deadline} (${CANCELLATION_CUTOFF_HOURS} timer før ankomst).`}{' '}
      <UiLink href={managePath}>{t`Se eller afbestil din booking`}</UiLink>
    </p>
  );
}
