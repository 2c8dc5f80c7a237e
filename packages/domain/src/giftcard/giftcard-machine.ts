import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

import type { TGiftcardPaymentRequest, TGiftcardPaymentResponse } from '../contract/giftcard.ts';
import { GIFTCARD_DEFAULT_QUANTITY } from '../constants.ts';
import type { TStepState } from '../entities/booking.ts';
import type { TGiftcardData } from '../entities/giftcard.ts';
import type { TApiError } from '../contract/errors.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { mapApiFailure } from '../errors/map-api-error.ts';
import { COMPLETE_STEP, EMPTY_STEP, setStep, withoutKeys } from '../machines/step-state.ts';
import type { TLocale } from '../locale.ts';
import type { TGiftcardRouteStep } from '../routes/routes.ts';
import {
  normalizeGiftcardText,
  validateGiftcardStep1,
  validateGiftcardStep2,
} from '../validation/giftcard.ts';

/** What the gift-card machine starts from. */
export type TGiftcardInput = {
  locale: TLocale;
  /**
   * A preselected amount per card in øre (0: none).
   * @default 0
   */
  amount?: number;
  /** The address query carried `ispafa=1`: the last payment was declined or abandoned. */
  isPaymentFailed?: boolean;
  /**
   * Ask for the order this tab last sent to payment first (restoreDraft; the gift-card flow has no
   * server-side hold, the page keeps it), as the booking flow asks for its hold: when there is one,
   * the flow resumes at the details step with everything filled in.
   */
  isRestoring?: boolean;
};

export type TGiftcardContext = {
  locale: TLocale;
  /** Active step index: 0 amount and quantity, 1 details, 2 payment. */
  step: 0 | 1 | 2;
  steps: [TStepState, TStepState, TStepState];
  data: TGiftcardData;
  order: TGiftcardPaymentResponse | null;
  payment_url: string | null;
  payment_failed: boolean;
  alert: TFieldError | null;
  /** A restore asked for by the input and not yet tried. */
  isRestorePending: boolean;
};

/** Details the visitor edits on step 2. */
type TGiftcardDetails = Partial<
  Pick<TGiftcardData, 'name' | 'email' | 'email_confirm' | 'is_subscribe' | 'is_accept_terms'>
>;

/** The greeting on the cards, edited on step 1 with the amount. */
type TGiftcardGreeting = Partial<Pick<TGiftcardData, 'recipient_name' | 'message'>>;

export type TGiftcardEvent =
  | { type: 'amount.set'; amount: number }
  | { type: 'quantity.set'; quantity: number }
  | { type: 'greeting.update'; values: TGiftcardGreeting }
  | { type: 'amount.submit' }
  | { type: 'details.update'; values: TGiftcardDetails }
  | { type: 'details.submit' }
  | { type: 'payment.submit' }
  | { type: 'step.goto'; step: TGiftcardRouteStep }
  | { type: 'alert.dismiss' };

/**
 * The alert of a failed purchase start: a rate limit (429) says to wait a minute rather than
 * that the purchase failed (mapApiFailure); anything else is the spec's failure (docs/product/spec.md §8).
 */
const getPurchaseFailureAlert = (error: unknown): TFieldError => {
  const failure = error as { status?: unknown; body?: unknown } | null;
  if (failure && failure.status === 429) {
    const body = failure.body && typeof failure.body === 'object' ? (failure.body as TApiError) : undefined;
    return mapApiFailure(429, body) ?? { key: 'errors.too_many_requests' };
  }
  return { key: 'message.giftcard_purchase_failed' };
};

/** Changing step 1 or 2 makes that step incomplete again and clears the errors of the fields changed. */
const editStep = (context: TGiftcardContext, index: 0 | 1, fields: readonly string[]) =>
  setStep(context.steps, index, {
    complete: false,
    errors: withoutKeys(context.steps[index].errors, fields),
  });

/**
 * The gift-card flow (docs/product/spec.md §2 and §4): step1 amount and quantity, step2 details, step3 payment.
 * Payment needs the first two steps complete.
 *
 * Actors to provide: restoreDraft, startGiftcardPayment. Actions to provide: followPaymentLink, warnBusy.
 */
export const giftcardMachine = setup({
  types: {
    context: {} as TGiftcardContext,
    events: {} as TGiftcardEvent,
    input: {} as TGiftcardInput,
    tags: {} as 'loading',
  },
  actors: {
    /** The order this tab last sent to payment; rejects when there is none. */
    restoreDraft: fromPromise<TGiftcardData, void>(() =>
      Promise.reject(new Error('restoreDraft not provided')),
    ),
    startGiftcardPayment: fromPromise<TGiftcardPaymentResponse, TGiftcardPaymentRequest>(() =>
      Promise.reject(new Error('startGiftcardPayment not provided')),
    ),
  },
  actions: {
    /** Sends the browser to the payment gateway. */
    followPaymentLink: (_, _params: { url: string }) => {
      throw new Error('followPaymentLink not provided');
    },
    /** Logs that a submit arrived while loading. */
    warnBusy: () => {
      throw new Error('warnBusy not provided');
    },
  },
  guards: {
    hasDraftToRestore: ({ context }) => context.isRestorePending,
    isAmountStepValid: ({ context }) => validateGiftcardStep1(context.data).isValid,
    isDetailsStepValid: ({ context }) => validateGiftcardStep2(context.data).isValid,
    areFirstStepsComplete: ({ context }) => context.steps[0].complete && context.steps[1].complete,
    isGoingTo: ({ event }, params: { step: TGiftcardRouteStep }) =>
      event.type === 'step.goto' && event.step === params.step,
  },
}).createMachine({
  id: 'giftcard',
  initial: 'start',
  context: ({ input }) => ({
    locale: input.locale,
    step: 0,
    steps: [EMPTY_STEP, EMPTY_STEP, EMPTY_STEP],
    data: {
      amount: input.amount ?? 0,
      quantity: GIFTCARD_DEFAULT_QUANTITY,
      recipient_name: '',
      message: '',
      name: '',
      email: '',
      email_confirm: '',
      is_subscribe: false,
      is_accept_terms: true,
    },
    order: null,
    payment_url: null,
    payment_failed: input.isPaymentFailed ?? false,
    alert: input.isPaymentFailed ? { key: 'message.payment_failed' } : null,
    isRestorePending: input.isRestoring ?? false,
  }),
  on: {
    'alert.dismiss': { actions: assign({ alert: null }) },
    'amount.set': {
      actions: assign(({ context, event }) => ({
        data: { ...context.data, amount: event.amount },
        steps: editStep(context, 0, ['amount']),
      })),
    },
    'quantity.set': {
      actions: assign(({ context, event }) => ({
        data: { ...context.data, quantity: event.quantity },
        steps: editStep(context, 0, ['quantity']),
      })),
    },
    'greeting.update': {
      actions: assign(({ context, event }) => ({
        data: { ...context.data, ...event.values },
        steps: editStep(context, 0, Object.keys(event.values)),
      })),
    },
    'details.update': {
      actions: assign(({ context, event }) => ({
        data: { ...context.data, ...event.values },
        steps: editStep(context, 1, Object.keys(event.values)),
      })),
    },
  },
  states: {
    start: {
      always: [{ guard: 'hasDraftToRestore', target: 'restoring' }, { target: 'amount' }],
    },
    /** Like the booking flow's restore of its hold: back from a declined payment, nothing to retype. */
    restoring: {
      tags: 'loading',
      invoke: {
        src: 'restoreDraft',
        onDone: [
          {
            guard: ({ event }) => validateGiftcardStep1(event.output).isValid,
            target: 'details',
            actions: assign(({ event }) => ({
              data: event.output,
              steps: [COMPLETE_STEP, EMPTY_STEP, EMPTY_STEP] as TGiftcardContext['steps'],
              isRestorePending: false,
            })),
          },
          { target: 'amount', actions: assign({ isRestorePending: false }) },
        ],
        onError: { target: 'amount', actions: assign({ isRestorePending: false }) },
      },
    },
    amount: {
      entry: assign({ step: 0 }),
      on: {
        'amount.submit': [
          {
            guard: 'isAmountStepValid',
            target: 'details',
            actions: assign(({ context }) => ({ steps: setStep(context.steps, 0, COMPLETE_STEP) })),
          },
          {
            actions: assign(({ context }) => ({
              steps: setStep(context.steps, 0, {
                complete: false,
                errors: validateGiftcardStep1(context.data).errors,
              }),
            })),
          },
        ],
      },
    },
    details: {
      entry: assign({ step: 1 }),
      on: {
        'step.goto': { guard: { type: 'isGoingTo', params: { step: 'step1' } }, target: 'amount' },
        'details.submit': [
          {
            guard: 'isDetailsStepValid',
            target: 'payment',
            actions: assign(({ context }) => ({ steps: setStep(context.steps, 1, COMPLETE_STEP) })),
          },
          {
            actions: assign(({ context }) => ({
              steps: setStep(context.steps, 1, {
                complete: false,
                errors: validateGiftcardStep2(context.data).errors,
              }),
            })),
          },
        ],
      },
    },
    payment: {
      entry: assign({ step: 2 }),
      initial: 'idle',
      on: {
        'step.goto': [
          { guard: { type: 'isGoingTo', params: { step: 'step1' } }, target: 'amount' },
          { guard: { type: 'isGoingTo', params: { step: 'step2' } }, target: 'details' },
        ],
      },
      states: {
        idle: {
          on: {
            'payment.submit': [
              { guard: 'areFirstStepsComplete', target: 'paying' },
              { guard: ({ context }) => context.steps[0].complete, target: '#giftcard.details' },
              { target: '#giftcard.amount' },
            ],
          },
        },
        paying: {
          tags: 'loading',
          on: { 'payment.submit': { actions: 'warnBusy' } },
          invoke: {
            src: 'startGiftcardPayment',
            input: ({ context }) => ({
              is_accept_terms: true as const,
              is_subscribe: context.data.is_subscribe,
              name: context.data.name.trim(),
              email: context.data.email.trim(),
              amount: context.data.amount,
              quantity: context.data.quantity,
              recipient_name: normalizeGiftcardText(context.data.recipient_name),
              message: normalizeGiftcardText(context.data.message),
              lang: context.locale,
            }),
            onDone: {
              target: 'redirecting',
              actions: [
                assign(({ context, event }) => ({
                  order: event.output,
                  payment_url: event.output.payment_url,
                  payment_failed: false,
                  steps: setStep(context.steps, 2, COMPLETE_STEP),
                })),
                { type: 'followPaymentLink', params: ({ event }) => ({ url: event.output.payment_url }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ alert: getPurchaseFailureAlert(event.error) })),
            },
          },
        },
        /** The browser is on its way to the payment gateway. */
        redirecting: {},
      },
    },
  },
});

export type TGiftcardSnapshot = SnapshotFrom<typeof giftcardMachine>;

/** The route of the active step (step1–step3); null while a restore is under way. */
export const getGiftcardRouteStep = (
  snapshot: Pick<TGiftcardSnapshot, 'matches'>,
): TGiftcardRouteStep | null =>
  snapshot.matches('start') || snapshot.matches('restoring')
    ? null
    : snapshot.matches('amount')
      ? 'step1'
      : snapshot.matches('details')
        ? 'step2'
        : 'step3';
