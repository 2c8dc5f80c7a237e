// The booking machine's guest step (INFO and TERMS): guest details, gift codes and terms.

import { assertEvent, assign } from 'xstate';

import { resolveCoopCard } from '../validation/coop.ts';
import {
  normalizeGiftcode,
  validateGiftcodeEntry,
  validateGuestInfo,
  validateGuestStep,
} from '../validation/guest.ts';
import { getBookingStepIndex } from './steps.ts';
import { COMPLETE_STEP, EMPTY_STEP, setStep, withoutKeys } from '../machines/step-state.ts';
import { getGuestRequest } from './booking-context.ts';
import { getFailureAlert, getFailureFieldErrors } from './booking-failures.ts';
import { bookingMachineSetup, WARN_WHILE_LOADING } from './booking-machine-setup.ts';

/** Steps INFO and TERMS (docs/product/spec.md §5): the guest's details, gift codes and the terms. */
export const guestState = bookingMachineSetup.createStateConfig({
  entry: assign({ step: getBookingStepIndex('step2') }),
  initial: 'info',
  on: {
    'step.goto': { guard: { type: 'isGoingTo', params: { step: 'step1' } }, target: 'book' },
  },
  states: {
    info: {
      on: {
        'info.submit': [
          {
            guard: 'isGuestInfoValid',
            target: 'terms',
            actions: assign(({ context }) => ({ steps: setStep(context.steps, 1, EMPTY_STEP) })),
          },
          {
            actions: assign(({ context }) => ({
              steps: setStep(context.steps, 1, {
                complete: false,
                errors: validateGuestInfo(context.guest).errors,
              }),
            })),
          },
        ],
        'giftcode.add': [
          { guard: 'isGiftcodeEntryValid', target: 'addingGiftcode' },
          {
            actions: assign(({ context }) => ({
              steps: setStep(context.steps, 1, {
                complete: false,
                errors: {
                  ...context.steps[1].errors,
                  last_giftcode: validateGiftcodeEntry(context.guest)?.key ?? 'errors.gc-mail-phone',
                },
              }),
            })),
          },
        ],
        'giftcode.remove': { target: 'removingGiftcode' },
        // After a declined payment the details and the accepted terms are kept: the guest pays
        // again from here, without stepping through the terms again.
        'payment.retry': {
          guard: 'isPaymentRetryPossible',
          target: 'updatingHold',
          actions: assign(({ context }) => resolveCoopCard(context.guest.coop_code, context.guest.coop_zip)),
        },
      },
    },
    addingGiftcode: {
      tags: 'loading',
      on: WARN_WHILE_LOADING,
      invoke: {
        src: 'attachGiftcode',
        input: ({ context }) => ({
          productId: context.productId,
          request: {
            hold_id: context.hold?.hold_id ?? '',
            code: normalizeGiftcode(context.guest.last_giftcode),
            email: context.guest.email.trim(),
            phone: context.guest.phone.trim(),
            lang: context.locale,
          },
        }),
        onDone: {
          target: 'info',
          actions: assign(({ context, event }) => ({
            order: event.output,
            guest: {
              ...context.guest,
              giftcodes: [...context.guest.giftcodes, normalizeGiftcode(context.guest.last_giftcode)],
              last_giftcode: '',
            },
            // The field is empty again: an earlier refusal no longer stands beside it.
            steps: setStep(context.steps, 1, {
              ...context.steps[1],
              errors: withoutKeys(context.steps[1].errors, ['last_giftcode']),
            }),
            giftcodeError: null,
            alert: { key: 'gc_success_msg' as const },
          })),
        },
        onError: {
          target: 'info',
          actions: assign(({ context, event }) => {
            const refusal = getFailureAlert(event.error, 'errors.gc-invalid');
            return {
              steps: setStep(context.steps, 1, {
                complete: false,
                errors: { ...context.steps[1].errors, last_giftcode: refusal.key },
              }),
              // The field says what is wrong with the code; a banner as well would say it twice.
              giftcodeError: refusal,
            };
          }),
        },
      },
    },
    removingGiftcode: {
      tags: 'loading',
      on: WARN_WHILE_LOADING,
      invoke: {
        src: 'removeGiftcode',
        input: ({ context, event }) => {
          assertEvent(event, 'giftcode.remove');
          return {
            productId: context.productId,
            code: event.code,
            hold_id: context.hold?.hold_id ?? '',
          };
        },
        onDone: {
          target: 'info',
          actions: assign(({ context, event }) => ({
            order: event.output,
            // The order says which codes are left on it.
            guest: {
              ...context.guest,
              giftcodes: event.output.giftcards.map((giftcard) => giftcard.code),
            },
          })),
        },
        onError: {
          target: 'info',
          actions: assign({ alert: { key: 'message.giftcode_remove_failed' } }),
        },
      },
    },
    terms: {
      // Entering the terms step clears the gift-code input (docs/product/readings.md "Entering the terms step").
      entry: assign(({ context }) => ({ guest: { ...context.guest, last_giftcode: '' } })),
      on: {
        'step.goto': { guard: { type: 'isGoingTo', params: { step: 'step2' } }, target: 'info' },
        'terms.submit': [
          {
            guard: 'isGuestStepValid',
            target: 'updatingHold',
            actions: assign(({ context }) =>
              resolveCoopCard(context.guest.coop_code, context.guest.coop_zip),
            ),
          },
          {
            actions: assign(({ context }) => ({
              steps: setStep(context.steps, 1, {
                complete: false,
                errors: validateGuestStep(context.guest).errors,
              }),
            })),
          },
        ],
      },
    },
    updatingHold: {
      tags: 'loading',
      on: WARN_WHILE_LOADING,
      invoke: {
        src: 'updateGuest',
        input: ({ context }) => ({ productId: context.productId, request: getGuestRequest(context) }),
        onDone: {
          target: '#booking.flow.payment',
          actions: assign(({ context, event }) => ({
            order: event.output,
            steps: setStep(context.steps, 1, COMPLETE_STEP),
          })),
        },
        onError: {
          target: 'terms',
          actions: assign(({ context, event }) => ({
            alert: getFailureAlert(event.error, 'errors.unknown'),
            steps: setStep(context.steps, 1, {
              complete: false,
              errors: getFailureFieldErrors(event.error),
            }),
          })),
        },
      },
    },
  },
});
