import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import type { TGiftcardModelEvent } from '../src/giftcard/giftcard-flow-model.ts';
import { giftcardMachine } from '../src/giftcard/giftcard-machine.ts';
import { flush } from './booking-driver.ts';

const INPUT = { locale: 'da' as const };

type TPending = {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** The real gift-card machine with fake restore and payment actors the test answers. */
export const createGiftcardDriver = (
  input: {
    locale: 'da' | 'en';
    amount?: number;
    isPaymentFailed?: boolean;
    isRestoring?: boolean;
  } = INPUT,
) => {
  let pending: TPending | null = null;
  let restoring: TPending | null = null;
  const calls: { action: string; params?: unknown }[] = [];
  const machine = giftcardMachine.provide({
    actors: {
      restoreDraft: fromPromise(
        () => new Promise((resolve, reject) => (restoring = { input: undefined, resolve, reject })),
      ) as never,
      startGiftcardPayment: fromPromise(
        ({ input: request }) =>
          new Promise((resolve, reject) => (pending = { input: request, resolve, reject })),
      ) as never,
    },
    actions: {
      followPaymentLink: (_, params) => calls.push({ action: 'followPaymentLink', params }),
      warnBusy: () => calls.push({ action: 'warnBusy' }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const send = async (event: TGiftcardModelEvent) => {
    if (event.type === 'restoreDraft.done' || event.type === 'restoreDraft.error') {
      const call = restoring;
      expect(call, 'restoreDraft should be running').not.toBeNull();
      restoring = null;
      if (event.type === 'restoreDraft.done') call?.resolve(event.output);
      else call?.reject(event.error);
      await flush();
    } else if (event.type === 'startGiftcardPayment.done' || event.type === 'startGiftcardPayment.error') {
      const call = pending;
      expect(call, 'startGiftcardPayment should be running').not.toBeNull();
      pending = null;
      if (event.type === 'startGiftcardPayment.done') call?.resolve(event.output);
      else call?.reject(event.error);
      await flush();
    } else {
      actor.send(event);
    }
  };
  return {
    actor,
    calls,
    send,
    pendingInput: () => (pending as { input: unknown } | null)?.input,
    snapshot: () => actor.getSnapshot(),
  };
};
