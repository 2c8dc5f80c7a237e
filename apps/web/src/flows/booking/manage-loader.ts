import { msg } from '@lingui/core/macro';
import { managedBookingQueryOptions } from '@tredjedel/api-client/orders/get-managed-booking';
import { buildBookingManagePath, type TLocale } from '@tredjedel/domain';

import { buildHead } from '../../lib/seo.ts';
import { orNotFound } from '../../pages/city-data.ts';
import type { TRouterContext } from '../../router.tsx';
import { readOrderLink } from '../shared/order-link.ts';

/**
 * Reads the booking with the token from the confirmation e-mail's link; a wrong token is a 404
 * (docs/decisions/0410-cancellation-cut-off-two-hours-before-arrival.md).
 */
export async function loadManagedBooking(
  context: TRouterContext,
  locale: TLocale,
  orderIdParam: string,
  token: string | undefined,
) {
  const args = readOrderLink(orderIdParam, token, locale);
  await orNotFound(context.queryClient.ensureQueryData(managedBookingQueryOptions(context.api, args)));
  return {
    args,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Din booking`),
      description: context.i18n._(msg`Se eller afbestil din booking hos Tredjedel.`),
      path: buildBookingManagePath(locale, args.orderId),
      isNoIndex: true,
    }),
  };
}
