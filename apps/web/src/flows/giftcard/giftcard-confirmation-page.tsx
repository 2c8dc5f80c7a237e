import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { giftcardOrderQueryOptions } from '@tredjedel/api-client/orders/get-giftcard-order';
import { buildPath, formatMoney } from '@tredjedel/domain';
import { InfoList, UiLink } from '@tredjedel/ui';
import { Alert } from '@tredjedel/ui/forms/fields';

import { giftcardCart } from '../../tracking/checkout-events.ts';
import { usePurchaseTracking } from '../../tracking/checkout-tracking.ts';
import { giftcardBalancePath } from '../../lib/routes.ts';
import { OrderPage, OrderPageFallback, type TOrderLinkPageProps } from '../shared/order-page.tsx';
import { GiftcardCards } from './giftcard-cards.tsx';

/**
 * After a gift-card purchase: the buyer's own page, opened by the token of the payment's return
 * link (as the booking confirmation is), repeating what was bought, the total and the e-mail the
 * codes went to.
 */
export function GiftcardConfirmationPage({ api, args, locale }: TOrderLinkPageProps) {
  const { t } = useLingui();
  const { data: order, isError } = useQuery(giftcardOrderQueryOptions(api, args));
  // Sent once the server says the order is paid, from what it says was bought (not the tab's draft).
  usePurchaseTracking(
    'giftcard',
    order?.status === 'confirmed' ? { reference: order.reference, cart: giftcardCart(order) } : null,
  );
  if (isError || !order) return <OrderPageFallback of="order" isError={isError} />;
  const isPaid = order.status === 'confirmed';
  const amount = formatMoney(order.amount, locale);
  return (
    <OrderPage title={isPaid ? t`Tak for dit køb!` : t`Din ordre er ikke betalt`}>
      {isPaid ? (
        <Alert tone="success">{t`Ordre ${order.reference} er betalt. Gavekortkoderne er sendt til ${order.email}.`}</Alert>
      ) : (
        <Alert tone="warning">{t`Ordre ${order.reference} er ikke betalt endnu.`}</Alert>
      )}
      <InfoList
        items={[
          { term: t`Gavekort`, detail: t`${order.quantity} × ${amount}` },
          { term: t`I alt`, detail: formatMoney(order.total, locale) },
          { term: t`Koderne er sendt til`, detail: order.email },
          ...(order.recipient_name ? [{ term: t`Til`, detail: order.recipient_name }] : []),
          ...(order.message
            ? [
                {
                  term: t`Hilsen`,
                  detail: <span className="td-giftcard-greeting__message">{order.message}</span>,
                },
              ]
            : []),
        ]}
      />
      {isPaid ? <p>{t`Skriv koden i gavekortfeltet, når du booker et bord.`}</p> : null}
      <GiftcardCards order={order} locale={locale} />
      <div className="td-flow__actions">
        <UiLink className="td-button" href={buildPath({ name: 'home' }, locale)}>
          {t`Find et bord i dag`}
        </UiLink>
        <UiLink className="td-button td-button--ghost" href={giftcardBalancePath(locale)}>
          {t`Se saldoen på et gavekort`}
        </UiLink>
      </div>
    </OrderPage>
  );
}
