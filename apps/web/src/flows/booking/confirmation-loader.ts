import { msg } from '@lingui/core/macro';
import { orderQueryOptions } from '@tredjedel/api-client/orders/get-order';
import { buildBookingConfirmationPath, buildReservationJsonLd, type TLocale } from '@tredjedel/domain';

import { buildHead } from '../../lib/seo.ts';
import { orNotFound } from '../../pages/city-data.ts';
import type { TRouterContext } from '../../router.tsx';
import { readOrderLink } from '../shared/order-link.ts';

/** Reads the order with the token from the link; a wrong token is a 404 (it reveals nothing). */
export async function loadBookingConfirmation(
  context: TRouterContext,
  locale: TLocale,
  orderIdParam: string,
  token: string | undefined,
) {
  const args = readOrderLink(orderIdParam, token, locale);
  const order = await orNotFound(context.queryClient.ensureQueryData(orderQueryOptions(context.api, args)));
  return {
    args,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Bekræftelse af din booking`),
      description: context.i18n._(msg`Din booking hos Tredjedel.`),
      path: buildBookingConfirmationPath(locale, args.orderId),
      isNoIndex: true,
      // The same reservation data as the confirmation e-mail, for the browser and its assistants.
      jsonLd:
        order.status === 'confirmed'
          ? [
              buildReservationJsonLd({
                reference: order.order_id,
                productType: order.product.product_type,
                placeName: order.product.name,
                address: order.product.city_address,
                telephone: order.product.phone ?? null,
                date: order.date,
                time: order.time,
                partySize: order.num_person,
                guestName: order.guest.name,
              }),
            ]
          : [],
    }),
  };
}
