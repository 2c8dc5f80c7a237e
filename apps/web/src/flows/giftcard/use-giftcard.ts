import { useMachine } from '@xstate/react';
import type { TApiClient } from '@tredjedel/api-client';
import { startGiftcardPayment } from '@tredjedel/api-client/giftcard/start-giftcard-payment';
import { giftcardMachine, type TGiftcardInput } from '@tredjedel/domain';
import { useState } from 'react';
import { fromPromise } from 'xstate';

import { giftcardCart } from '../../tracking/checkout-events.ts';
import { trackAddToCart, trackBeginCheckout } from '../../tracking/checkout-tracking.ts';
import { readGiftcardDraft } from './draft.ts';

/** The domain's gift-card machine bound to the api-client and the browser (STYLE 8). */
function createGiftcardMachine(api: TApiClient, goTo?: (url: string) => void) {
  return giftcardMachine.provide({
    actors: {
      restoreDraft: fromPromise(() => {
        const draft = readGiftcardDraft();
        return draft
          ? Promise.resolve(draft)
          : Promise.reject(new Error('no gift-card order kept in this tab'));
      }),
      startGiftcardPayment: fromPromise(({ input }) => startGiftcardPayment(api, input)),
    },
    actions: {
      followPaymentLink: ({ context }, params) => {
        // The gift-card order now exists on the server (the flow's counterpart of a table hold).
        const cart = giftcardCart(context.data);
        trackAddToCart(cart);
        trackBeginCheckout('giftcard', cart);
        (goTo ?? ((url: string) => window.location.assign(url)))(params.url);
      },
      warnBusy: () => console.warn('gift card: a submit arrived while the payment is being created; ignored'),
    },
  });
}

export function useGiftcardMachine(api: TApiClient, input: TGiftcardInput) {
  const [machine] = useState(() => createGiftcardMachine(api));
  return useMachine(machine, { input });
}
