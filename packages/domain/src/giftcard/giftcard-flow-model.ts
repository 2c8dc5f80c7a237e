import type { TGiftcardPaymentResponse } from '../contract/giftcard.ts';
import type { TGiftcardData } from '../entities/giftcard.ts';
import { deriveFlowModel } from '../machines/derive-model.ts';
import { validateGiftcardStep1, validateGiftcardStep2 } from '../validation/giftcard.ts';
import type { TGiftcardContext, TGiftcardEvent } from './giftcard-machine.ts';
import { giftcardMachine } from './giftcard-machine.ts';

/** Effect actions of the gift-card machine; in the model they do nothing. */
const GIFTCARD_EFFECT_ACTIONS = ['followPaymentLink', 'warnBusy'] as const;

/**
 * The gift-card flow without side effects, derived from {@link giftcardMachine} for
 * `createTestModel`; the payment answer arrives as `startGiftcardPayment.done` / `.error`.
 */
export const giftcardFlowModel = deriveFlowModel(giftcardMachine, {
  effectActions: GIFTCARD_EFFECT_ACTIONS,
  delayEvents: {},
});

export type TGiftcardModelEvent =
  | TGiftcardEvent
  | { type: 'restoreDraft.done'; output: TGiftcardData }
  | { type: 'restoreDraft.error'; error: unknown }
  | { type: 'startGiftcardPayment.done'; output: TGiftcardPaymentResponse }
  | { type: 'startGiftcardPayment.error'; error: unknown };

export const GIFTCARD_MODEL_SAMPLES = {
  amount: 50000,
  quantity: 2,
  greeting: { recipient_name: 'Mor', message: 'Tillykke med dagen!' },
  details: {
    name: 'Anna Jensen',
    email: 'anna@example.dk',
    email_confirm: 'anna@example.dk',
    is_accept_terms: true,
  },
  paymentResponse: {
    order_id: 'TD-7KQ4-M2ZA',
    payment_url: '/pay/giftcard/7',
    line_items: [
      { type: 'giftcard_total', title: 'Gavekort i alt', amount: 100000, weight: 1 },
      { type: 'tax', title: 'Heraf moms (25 %)', amount: 25000, weight: 2 },
      { type: 'payment_total', title: 'At betale', amount: 100000, weight: 3 },
    ],
    total: 100000,
  } satisfies TGiftcardPaymentResponse,
};

/** Transitions of the gift-card machine no sequence of events can take, and why: none. */
export const GIFTCARD_UNTAKEABLE_TRANSITIONS: Readonly<Record<string, string>> = {};

/** One or two samples of every event type the gift-card model handles (valid and invalid data). */
export const getGiftcardModelEvents = (samples = GIFTCARD_MODEL_SAMPLES): TGiftcardModelEvent[] => [
  { type: 'amount.set', amount: samples.amount },
  { type: 'amount.set', amount: 0 },
  { type: 'quantity.set', quantity: samples.quantity },
  { type: 'quantity.set', quantity: 0 },
  { type: 'greeting.update', values: samples.greeting },
  { type: 'greeting.update', values: { message: 'x'.repeat(301) } },
  { type: 'amount.submit' },
  { type: 'details.update', values: samples.details },
  { type: 'details.update', values: { email_confirm: 'other@example.dk' } },
  { type: 'details.submit' },
  { type: 'payment.submit' },
  {
    type: 'restoreDraft.done',
    output: {
      amount: samples.amount,
      quantity: samples.quantity,
      ...samples.greeting,
      is_subscribe: false,
      ...samples.details,
    },
  },
  { type: 'restoreDraft.error', error: new Error('no draft') },
  { type: 'startGiftcardPayment.done', output: samples.paymentResponse },
  { type: 'startGiftcardPayment.error', error: new Error('declined') },
  { type: 'step.goto', step: 'step1' },
  { type: 'step.goto', step: 'step2' },
  { type: 'alert.dismiss' },
];

/** Samples tried only as a path's last event by the transition-covering traversal (see the booking model's). */
export const getGiftcardModelRefusals = (samples = GIFTCARD_MODEL_SAMPLES): TGiftcardModelEvent[] => [
  // A draft that no longer makes a valid first step: the flow starts over at the amount.
  {
    type: 'restoreDraft.done',
    output: {
      amount: 0,
      quantity: 0,
      recipient_name: '',
      message: '',
      is_subscribe: false,
      ...samples.details,
    },
  },
];

/** The state value and the facts the guards read: which steps are complete and valid. */
export const serializeGiftcardModelState = (snapshot: {
  value: unknown;
  context: TGiftcardContext;
}): string =>
  JSON.stringify({
    value: snapshot.value,
    complete: snapshot.context.steps.map((step) => step.complete),
    isAmountValid: validateGiftcardStep1(snapshot.context.data).isValid,
    isDetailsValid: validateGiftcardStep2(snapshot.context.data).isValid,
  });
