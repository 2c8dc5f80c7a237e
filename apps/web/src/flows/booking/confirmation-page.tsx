import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import { orderQueryOptions, type TOrderArgs } from '@tredjedel/api-client/orders/get-order';
import { getOrderCalendarHref } from '@tredjedel/api-client/orders/get-order-calendar';
import type { TLocale } from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';
import { Alert } from '@tredjedel/ui/forms/fields';

import { bookingCart } from '../../lib/checkout-events.ts';
import { usePurchaseTracking } from '../../lib/checkout-tracking.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { homePath, productPath } from '../../lib/routes.ts';
import { OrderSummary } from './order-summary.tsx';

/** The booking confirmation: what was booked, for whom, the receipt lines and the calendar file. */
export function BookingConfirmationPage({
  api,
  args,
  locale,
}: {
  api: TApiClient;
  args: TOrderArgs;
  locale: TLocale;
}) {
  const { t } = useLingui();
  const { data: order, isError } = useQuery(orderQueryOptions(api, args));
  usePurchaseTracking(
    'booking',
    order?.status === 'confirmed'
      ? { orderId: order.order_id, cart: bookingCart(order, order.product) }
      : null,
  );
  if (isError || !order) {
    return (
      <div className="td-flow">
        <h1 className="td-flow__title">{t`Bekræftelse`}</h1>
        {isError ? (
          <Alert tone="error">{t`Vi kunne ikke finde ordren. Tjek linket i din e-mail.`}</Alert>
        ) : (
          <p className="td-flow__loading">{t`Henter ordren…`}</p>
        )}
      </div>
    );
  }
  const isConfirmed = order.status === 'confirmed';
  const isCancelled = order.status === 'cancelled';
  return (
    <div className="td-flow">
      <div className="td-flow__head">
        <h1 className="td-flow__title">
          {isConfirmed
            ? t`Tak for din booking!`
            : isCancelled
              ? t`Din booking er afbestilt`
              : t`Din ordre er ikke betalt`}
        </h1>
      </div>
      <div className="td-flow__panel">
        {isConfirmed ? (
          <Alert tone="success">{t`Ordre ${order.order_id} er bekræftet. Vi har sendt en bekræftelse til ${order.guest.email}.`}</Alert>
        ) : isCancelled ? (
          <Alert tone="info">{t`Ordre ${order.order_id} er afbestilt. Vi har sendt en bekræftelse til ${order.guest.email}.`}</Alert>
        ) : (
          <Alert tone="warning">{t`Ordre ${order.order_id} er ikke bekræftet.`}</Alert>
        )}
        <dl className="td-info">
          <div className="td-info__row">
            <dt>{t`Sted`}</dt>
            <dd>
              <UiLink href={productPath(locale, order.product.product_type, order.product.slug)}>
                {order.product.name}
              </UiLink>
              , {order.product.city_address}
            </dd>
          </div>
          <div className="td-info__row">
            <dt>{t`Dato`}</dt>
            <dd>{formatDate(`${order.date}T12:00:00Z`, locale)}</dd>
          </div>
          <div className="td-info__row">
            <dt>{t`Tid`}</dt>
            <dd>
              {formatTime(order.time, locale)}–{formatTime(order.time_end, locale)}
            </dd>
          </div>
          <div className="td-info__row">
            <dt>{t`Antal personer`}</dt>
            <dd>{order.num_person}</dd>
          </div>
          <div className="td-info__row">
            <dt>{t`Navn`}</dt>
            <dd>{order.guest.name}</dd>
          </div>
          {order.cards.map((card) => (
            <div key={card.card_number} className="td-info__row">
              <dt>{t`Coop-medlemsnummer`}</dt>
              <dd>
                {card.card_number}
                {order.billing_zipcode ? `, ${order.billing_zipcode}` : ''}
              </dd>
            </div>
          ))}
        </dl>
        <OrderSummary lines={order.line_items} locale={locale} />
        <div className="td-flow__actions">
          {isConfirmed ? (
            <a className="td-button" href={getOrderCalendarHref(args)} download>
              {t`Føj til kalender (.ics)`}
            </a>
          ) : null}
          <UiLink className="td-button td-button--ghost" href={homePath(locale)}>
            {t`Til forsiden`}
          </UiLink>
        </div>
      </div>
    </div>
  );
}
