import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import { giftcardOrderQueryOptions } from '@tredjedel/api-client/orders/get-giftcard-order';
import type { TOrderArgs } from '@tredjedel/api-client/orders/get-order';
import { buildPath, formatMoney, type TLocale } from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';
import { Alert } from '@tredjedel/ui/forms/fields';

import { giftcardCart } from '../../lib/checkout-events.ts';
import { usePurchaseTracking } from '../../lib/checkout-tracking.ts';

/**
 * After a gift-card purchase: the buyer's own page, opened by the token of the payment's return
 * link (as the booking confirmation is), repeating what was bought, the total and the e-mail the
 * codes went to.
 */
export function GiftcardConfirmationPage({
  api,
  args,
  locale,
}: {
  api: TApiClient;
  args: TOrderArgs;
  locale: TLocale;
}) {
  const { t } = useLingui();
  const { data: order, isError } = useQuery(giftcardOrderQueryOptions(api, args));
  // Sent once the server says the order is paid, from what it says was bought (not the tab's draft).
  usePurchaseTracking(
    'giftcard',
    order?.status === 'confirmed' ? { orderId: order.order_id, cart: giftcardCart(order) } : null,
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
  const isPaid = order.status === 'confirmed';
  const amount = formatMoney(order.amount, locale);
  return (
    <div className="td-flow">
      <div className="td-flow__head">
        <h1 className="td-flow__title">{isPaid ? t`Tak for dit køb!` : t`Din ordre er ikke betalt`}</h1>
      </div>
      <div className="td-flow__panel">
        {isPaid ? (
          <Alert tone="success">{t`Ordre ${order.order_id} er betalt. Gavekortkoderne er sendt til ${order.email}.`}</Alert>
        ) : (
          <Alert tone="warning">{t`Ordre ${order.order_id} er ikke betalt endnu.`}</Alert>
        )}
        <dl className="td-info">
          <div className="td-info__row">
            <dt>{t`Gavekort`}</dt>
            <dd>{t`${order.quantity} × ${amount}`}</dd>
          </div>
          <div className="td-info__row">
            <dt>{t`I alt`}</dt>
            <dd>{formatMoney(order.total, locale)}</dd>
          </div>
          <div className="td-info__row">
            <dt>{t`Koderne er sendt til`}</dt>
            <dd>{order.email}</dd>
          </div>
        </dl>
        {isPaid ? <p>{t`Skriv koden i gavekortfeltet, når du booker et bord.`}</p> : null}
        <div className="td-flow__actions">
          <UiLink className="td-button" href={buildPath({ name: 'home' }, locale)}>
            {t`Find et bord i dag`}
          </UiLink>
        </div>
      </div>
    </div>
  );
}
