import type { QueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { TApiClient } from '@tredjedel/api-client';
import { attachBookingGiftcode } from '@tredjedel/api-client/booking/attach-booking-giftcode';
import { holdTable } from '@tredjedel/api-client/booking/hold-table';
import { startBookingPayment } from '@tredjedel/api-client/booking/start-booking-payment';
import { deleteBookingGiftcode } from '@tredjedel/api-client/booking/delete-booking-giftcode';
import { getCurrentBookingHold } from '@tredjedel/api-client/booking/get-booking-hold';
import { updateBookingGuest } from '@tredjedel/api-client/booking/update-booking-guest';
import { getProductStockMenus } from '@tredjedel/api-client/catalogue/get-product-stock-menus';
import { getProductStockTimes } from '@tredjedel/api-client/catalogue/get-product-stock-times';
import { bookingMachine, HOLD_TTL_MS, type TBookingInput } from '@tredjedel/domain';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';

import { bookingCart, type TCheckoutPlace } from '../../tracking/checkout-events.ts';
import { trackAddToCart, trackBeginCheckout } from '../../tracking/checkout-tracking.ts';

export type TBookingDeps = {
  api: TApiClient;
  queryClient?: QueryClient;
  /**
   * Server time minus browser time, in ms; a function when it may change while the flow runs
   * (useServerOffset takes the first API answer's `Date` over the page's time).
   */
  offset: number | (() => number);
  /** Where the browser goes to pay; replaced in tests. */
  goTo?: (url: string) => void;
  /** The place booked, which the tracked items name (checkout-events.ts). */
  place: TCheckoutPlace;
};

/**
 * The domain's booking machine bound to the api-client calls and the browser (STYLE 8).
 *
 * @internal Exported for the tests that use it directly (src/flows/booking/__tests__/begin-checkout-tracking.test.ts).
 */
export function createBookingMachine({ api, offset, goTo, place }: TBookingDeps) {
  return bookingMachine.provide({
    actors: {
      loadTimes: fromPromise(async ({ input, signal }) => {
        const answer = await getProductStockTimes(
          api,
          {
            productId: input.productId,
            local: input.locale,
            seat: input.seat,
            ...(input.hold_id ? { hold_id: input.hold_id } : {}),
          },
          signal,
        );
        return answer.entities.times;
      }),
      loadMenus: fromPromise(async ({ input, signal }) => {
        const answer = await getProductStockMenus(
          api,
          {
            productId: input.productId,
            local: input.locale,
            seat: input.seat,
            time: input.time,
            time_end: input.time_end,
            ...(input.hold_id ? { hold_id: input.hold_id } : {}),
          },
          signal,
        );
        return answer.entities.menus;
      }),
      holdTable: fromPromise(async ({ input }) => {
        const order = await holdTable(api, input.productId, input.request);
        trackAddToCart(bookingCart(order, place));
        return order;
      }),
      attachGiftcode: fromPromise(({ input }) => attachBookingGiftcode(api, input.productId, input.request)),
      removeGiftcode: fromPromise(({ input }) =>
        deleteBookingGiftcode(api, input.productId, input.code, input.hold_id),
      ),
      updateGuest: fromPromise(({ input }) => updateBookingGuest(api, input.productId, input.request)),
      startBookingPayment: fromPromise(({ input }) =>
        startBookingPayment(api, input.productId, input.request),
      ),
      restoreHold: fromPromise(({ input, signal }) => getCurrentBookingHold(api, input.productId, signal)),
    },
    actions: {
      followPaymentLink: ({ context }, params) => {
        trackBeginCheckout('booking', bookingCart(context.order, place));
        (goTo ?? ((url: string) => window.location.assign(url)))(params.url);
      },
      warnBusy: () => console.warn('booking: a submit arrived while a call is under way; ignored'),
    },
    delays: {
      // The hold ends when the server says, counted on the server's clock.
      holdTtl: ({ context }) => {
        const end = context.hold ? Date.parse(context.hold.expire_at) : Number.NaN;
        // Never longer than a hold lives (a far-off or wrong expiry must not overflow the timer).
        return Number.isNaN(end)
          ? HOLD_TTL_MS
          : Math.min(
              HOLD_TTL_MS,
              Math.max(0, end - (Date.now() + (typeof offset === 'function' ? offset() : offset))),
            );
      },
    },
  });
}

export function useBookingMachine(deps: TBookingDeps, input: TBookingInput) {
  // The machine is made once; its timer reads the offset the page shows now.
  const offset = useRef(deps.offset);
  offset.current = deps.offset;
  const [machine] = useState(() =>
    createBookingMachine({
      ...deps,
      offset: () => (typeof offset.current === 'function' ? offset.current() : offset.current),
    }),
  );
  return useMachine(machine, { input });
}
