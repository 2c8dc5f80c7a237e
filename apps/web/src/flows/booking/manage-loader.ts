import { msg } from '@lingui/core/macro';
import { managedBookingQueryOptions } from '@tredjedel/api-client/orders/get-managed-booking';
import { buildBookingManagePath, type TLocale } from '@tredjedel/domain';

import type { TRouterContext } from '../../router.tsx';
import { loadOrderLinkPage } from '../shared/order-link.ts';

/**
 * Reads the booking with the token from the confirmation e-mail's link; a wrong token is a 404
 * (docs/decisions/0410-cancellation-cut-off-two-hours-before-arrival.md).
 */
export function loadManagedBooking(
  context: TRouterContext,
  locale: TLocale,
  orderIdParam: string,
  token: string | undefined,
) {
  return loadOrderLinkPage(context, locale, orderIdParam, token, {
    read: ({ api, queryClient }, args) => queryClient.ensureQueryData(managedBookingQueryOptions(api, args)),
    title: msg`Din booking`,
    description: msg`Se eller afbestil din booking hos Tredjedel.`,
    pathOf: buildBookingManagePath,
  });
}
