import { msg } from '@lingui/core/macro';
import { orderQueryOptions } from '@tredjedel/api-client/orders/get-order';
import { buildBookingConfirmationPath, buildReservationJsonLd } from '@tredjedel/domain';

import { defineOrderLinkPage } from '../shared/order-link.ts';

/** The booking confirmation reads the order with the token from the link; a wrong token is a 404. */
export const bookingConfirmationLinkPage = defineOrderLinkPage({
  read: ({ api, queryClient }, args) => queryClient.ensureQueryData(orderQueryOptions(api, args)),
  title: msg`Bekræftelse af din booking`,
  description: msg`Din booking hos Tredjedel.`,
  pathOf: buildBookingConfirmationPath,
  // The same reservation data as the confirmation e-mail, for the browser and its assistants.
  jsonLd: (order) =>
    order.status === 'confirmed'
      ? [
          buildReservationJsonLd({
            reference: order.reference,
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
});
