// The booking machine's setup: its types, the actors and actions the app provides, the shared
// actions, the guards and the hold delay. The states are in booking-machine.ts and the step files.

import { assign, fromPromise, setup } from 'xstate';

import { HOLD_TTL_MS } from '../constants.ts';
import type {
  TBookingGiftcodeRequest,
  TBookingGuestRequest,
  TBookingHoldRequest,
  TBookingHoldState,
  TBookingPaymentRequest,
  TBookingPaymentResponse,
} from '../contract/booking.ts';
import type { TBookingOrder } from '../entities/booking.ts';
import type { TMenu, TTimeSlot } from '../entities/product.ts';
import type { TBookingRouteStep } from '../routes/routes.ts';
import { validateBookingStep0 } from '../validation/booking.ts';
import { validateGiftcodeEntry, validateGuestInfo, validateGuestStep } from '../validation/guest.ts';
import { getBookingStepIndex } from './steps.ts';
import { EMPTY_STEP, setStep } from '../machines/step-state.ts';
import { NO_TABLE_CHOICE } from './booking-context.ts';
import { getFailureAlert, getFailureFieldErrors } from './booking-failures.ts';
import type {
  TBookingContext,
  TBookingEvent,
  TBookingInput,
  TLoadMenusInput,
  TLoadTimesInput,
  TProductRequest,
  TRemoveGiftcodeInput,
  TRestoreHoldInput,
} from './booking-machine-types.ts';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** Submitting while something loads only warns (docs/product/spec.md §4). */
export const WARN_WHILE_LOADING = {
  'book.submit': { actions: 'warnBusy' },
  'info.submit': { actions: 'warnBusy' },
  'terms.submit': { actions: 'warnBusy' },
  'payment.submit': { actions: 'warnBusy' },
  'giftcode.add': { actions: 'warnBusy' },
} as const;

export const bookingMachineSetup = setup({
  types: {
    context: {} as TBookingContext,
    events: {} as TBookingEvent,
    input: {} as TBookingInput,
    tags: {} as 'loading',
  },
  actors: {
    loadTimes: fromPromise<TTimeSlot[], TLoadTimesInput>(notProvided('loadTimes')),
    loadMenus: fromPromise<TMenu[], TLoadMenusInput>(notProvided('loadMenus')),
    holdTable: fromPromise<TBookingOrder, TProductRequest<TBookingHoldRequest>>(notProvided('holdTable')),
    attachGiftcode: fromPromise<TBookingOrder, TProductRequest<TBookingGiftcodeRequest>>(
      notProvided('attachGiftcode'),
    ),
    removeGiftcode: fromPromise<TBookingOrder, TRemoveGiftcodeInput>(notProvided('removeGiftcode')),
    updateGuest: fromPromise<TBookingOrder, TProductRequest<TBookingGuestRequest>>(
      notProvided('updateGuest'),
    ),
    startBookingPayment: fromPromise<TBookingPaymentResponse, TProductRequest<TBookingPaymentRequest>>(
      notProvided('startBookingPayment'),
    ),
    restoreHold: fromPromise<TBookingHoldState, TRestoreHoldInput>(notProvided('restoreHold')),
  },
  actions: {
    /** Sends the browser to the payment gateway (or the confirmation when nothing is left to pay). */
    followPaymentLink: (_, _params: { url: string }) => {
      throw new Error('followPaymentLink not provided');
    },
    /** Logs that a submit arrived while loading. */
    warnBusy: () => {
      throw new Error('warnBusy not provided');
    },
    resetBooking: assign(({ context }) => ({
      step: getBookingStepIndex('step1'),
      steps: [EMPTY_STEP, context.steps[1], context.steps[2]] as TBookingContext['steps'],
      ...NO_TABLE_CHOICE,
      isBlocked: false,
    })),
    clearAlert: assign({ alert: null }),
    showHoldFailure: assign(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return {
        // A hold failure shows the all-hold warning unless the answer says more (docs/product/spec.md §8).
        alert: getFailureAlert(error, 'message.all_hold_warning'),
        steps: setStep(context.steps, 0, { complete: false, errors: getFailureFieldErrors(error) }),
      };
    }),
  },
  guards: {
    hasStoredHold: ({ context }) => context.restore.isPending,
    isStep0Valid: ({ context }) =>
      !context.isBlocked &&
      validateBookingStep0(
        { num_person: context.num_person, time: context.time, menus: context.menus },
        context.menuList,
      ).isValid,
    isGuestInfoValid: ({ context }) => validateGuestInfo(context.guest).isValid,
    isGuestStepValid: ({ context }) => validateGuestStep(context.guest).isValid,
    isPaymentRetryPossible: ({ context }) =>
      context.payment_failed && context.hold !== null && validateGuestStep(context.guest).isValid,
    isGiftcodeEntryValid: ({ context }) => validateGiftcodeEntry(context.guest) === null,
    areGuestStepsComplete: ({ context }) => context.steps[0].complete && context.steps[1].complete,
    isStep0Complete: ({ context }) => context.steps[0].complete,
    isGoingTo: ({ event }, params: { step: TBookingRouteStep }) =>
      event.type === 'step.goto' && event.step === params.step,
  },
  delays: {
    holdTtl: HOLD_TTL_MS,
  },
});
