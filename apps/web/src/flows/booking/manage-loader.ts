import { msg } from '@lingui/core/macro';
import { managedBookingQueryOptions } from '@tredjedel/api-client/orders/get-managed-booking';
import { buildBookingManagePath } from '@tredjedel/domain';

import { defineOrderLinkPage } from '../shared/order-link.ts';

/**
 * The manage page reads the booking with the token from the confirmation e-mail's link; a wrong
 * token is a 404 (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export const managedBookingLinkPage = defineOrderLinkPage({
  read: ({ api, queryClient }, args) => queryClient.ensureQueryData(managedBookingQueryOptions(api, args)),
  title: msg`Din booking`,
  description: msg`Se eller afbestil din booking hos Tredjedel.`,
  pathOf: buildBookingManagePath,
});
