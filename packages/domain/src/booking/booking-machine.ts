import { assign, raise, type SnapshotFrom } from 'xstate';

import { DEFAULT_ADMINISTRATION_FEE_ORE } from '../constants.ts';
import { EMPTY_GUEST_DATA } from '../entities/booking.ts';
import type { TBookingRouteStep } from '../routes/routes.ts';
import { getMenuSeatOptions } from '../validation/booking.ts';
import { getBookingStepIndex } from './steps.ts';
import { COMPLETE_STEP, EMPTY_STEP, setStep, withoutKeys } from '../machines/step-state.ts';
import { NO_TABLE_CHOICE } from './booking-context.ts';
import { getFailureAlert } from './booking-failures.ts';
import { bookingMachineSetup, WARN_WHILE_LOADING } from './booking-machine-setup.ts';
import { bookState } from './booking-book-state.ts';
import { guestState } from './booking-guest-state.ts';
import type { TBookingContext } from './booking-machine-types.ts';

// The machine's public surface stays in this module: its types, how it reads failures and the
// preview price.
export * from './booking-machine-types.ts';
export * from './booking-failures.ts';
export { getBookingPreviewPrice } from './booking-context.ts';

/**
 * The booking flow (docs/product/spec.md §4, docs/product/readings.md "Steps"). A parallel machine: region `flow` walks
 * the steps (book → guest.info → guest.terms → payment), region `hold` times the 15-minute hold.
 *
 * Actors to provide: loadTimes, loadMenus, holdTable, attachGiftcode, removeGiftcode, updateGuest,
 * startBookingPayment, restoreHold. Actions to provide: followPaymentLink, warnBusy. The server alone
 * keeps the hold cookie (HttpOnly, ADR 0205). Optional delay: holdTtl (default 15 minutes).
 */
export const bookingMachine = bookingMachineSetup.createMachine({
  id: 'booking',
  type: 'parallel',
  context: ({ input }) => ({
    productId: input.productId,
    locale: input.locale,
    administrationFee: input.administrationFee ?? DEFAULT_ADMINISTRATION_FEE_ORE,
    step: getBookingStepIndex('step1'),
    steps: [EMPTY_STEP, EMPTY_STEP, EMPTY_STEP],
    ...NO_TABLE_CHOICE,
    hold: null,
    order: null,
    guest: EMPTY_GUEST_DATA,
    cards: [],
    billing_zipcode: null,
    payment_url: null,
    payment_failed: false,
    isBlocked: false,
    alert: null,
    giftcodeError: null,
    restore: { isPending: input.isRestoring ?? false, isPaymentFailed: input.isPaymentFailed ?? false },
  }),
  on: {
    'alert.dismiss': { actions: 'clearAlert' },
    'guest.update': {
      actions: assign(({ context, event }) => {
        const changed = Object.keys(event.values);
        return {
          guest: { ...context.guest, ...event.values },
          // Filling a field clears its error (docs/product/spec.md §5).
          steps: setStep(context.steps, 1, {
            ...context.steps[1],
            errors: withoutKeys(context.steps[1].errors, changed),
          }),
        };
      }),
    },
  },
  states: {
    flow: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'hasStoredHold', target: 'restoring' }, { target: 'book' }],
        },
        restoring: {
          tags: 'loading',
          on: WARN_WHILE_LOADING,
          invoke: {
            src: 'restoreHold',
            input: ({ context }) => ({ productId: context.productId }),
            onDone: {
              target: 'guest',
              actions: [
                assign(({ context, event }) => {
                  const hold = event.output;
                  const isPaymentFailed = context.restore.isPaymentFailed;
                  return {
                    num_person: hold.num_person,
                    time: hold.time,
                    time_end: hold.time_end,
                    menus: hold.menus,
                    seatOptions: getMenuSeatOptions(hold.num_person),
                    hold: { hold_id: hold.hold_id, expire_at: hold.expire_at },
                    order: hold.order,
                    guest: {
                      ...context.guest,
                      name: hold.guest.name,
                      email: hold.guest.email,
                      email_confirm: hold.guest.email,
                      phone: hold.guest.phone,
                      is_subscribe: hold.guest.is_newsletter,
                      coop_code: hold.guest.coop_code ?? '',
                      coop_zip: hold.guest.billing_zipcode ?? '',
                      giftcodes: hold.giftcodes,
                      special_requests: hold.guest.special_requests,
                      // An order is made only once the terms are accepted: a guest back from a
                      // declined payment has accepted them and is not asked again.
                      is_accept_terms: isPaymentFailed || context.guest.is_accept_terms,
                    },
                    steps: [COMPLETE_STEP, EMPTY_STEP, EMPTY_STEP] as TBookingContext['steps'],
                    payment_failed: isPaymentFailed,
                    alert: isPaymentFailed ? { key: 'message.payment_failed' as const } : null,
                    restore: { isPending: false, isPaymentFailed: false },
                  };
                }),
                raise({ type: 'hold.started' }),
              ],
            },
            onError: {
              target: 'book',
              actions: assign({ restore: { isPending: false, isPaymentFailed: false } }),
            },
          },
        },
        book: bookState,
        guest: guestState,
        payment: {
          entry: assign({ step: getBookingStepIndex('step4') }),
          initial: 'idle',
          on: {
            'step.goto': [
              { guard: { type: 'isGoingTo', params: { step: 'step1' } }, target: 'book' },
              { guard: { type: 'isGoingTo', params: { step: 'step2' } }, target: 'guest.info' },
              { guard: { type: 'isGoingTo', params: { step: 'step3' } }, target: 'guest.terms' },
            ],
          },
          states: {
            idle: {
              on: {
                'payment.submit': [
                  { guard: 'areGuestStepsComplete', target: 'creatingOrder' },
                  { guard: 'isStep0Complete', target: '#booking.flow.guest' },
                  { target: '#booking.flow.book' },
                ],
              },
            },
            creatingOrder: {
              tags: 'loading',
              on: WARN_WHILE_LOADING,
              invoke: {
                src: 'startBookingPayment',
                input: ({ context }) => ({
                  productId: context.productId,
                  request: {
                    hold_id: context.hold?.hold_id ?? '',
                    lang: context.locale,
                    name: context.guest.name.trim(),
                    email: context.guest.email.trim(),
                    phone: context.guest.phone.trim(),
                  },
                }),
                onDone: {
                  target: 'redirecting',
                  actions: [
                    assign(({ context, event }) => ({
                      order: event.output.order,
                      payment_url: event.output.payment_link,
                      payment_failed: false,
                      steps: setStep(context.steps, 2, COMPLETE_STEP),
                    })),
                    {
                      type: 'followPaymentLink',
                      params: ({ event }) => ({ url: event.output.payment_link }),
                    },
                  ],
                },
                onError: {
                  // Failure returns to the guest step with everything kept (docs/product/readings.md "Steps").
                  target: '#booking.flow.guest.info',
                  actions: assign(({ event }) => {
                    const mapped = getFailureAlert(event.error, 'message.payment_failed');
                    return { payment_failed: true, alert: mapped };
                  }),
                },
              },
            },
            /** The browser is on its way to the payment gateway. */
            redirecting: {},
          },
        },
      },
    },
    hold: {
      initial: 'none',
      states: {
        none: {
          on: { 'hold.started': 'active' },
        },
        active: {
          // A moved hold counts its 15 minutes afresh; the transition stays inside this region.
          on: { 'hold.started': { target: 'active', reenter: true } },
          after: {
            holdTtl: {
              // The hold is gone: choose a table again (its covers are free for others now).
              target: ['#booking.flow.book', '#booking.hold.none'],
              actions: [
                assign(({ context }) => ({
                  hold: null,
                  order: null,
                  steps: setStep(context.steps, 0, EMPTY_STEP),
                  alert: { key: 'message.hold_expired' as const },
                })),
              ],
            },
          },
        },
      },
    },
  },
});

export type TBookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The route of the active step: step1 BOOK, step2 INFO, step3 TERMS, step4 PAYMENT (null while restoring). */
export const getBookingRouteStep = (
  snapshot: Pick<TBookingSnapshot, 'matches'>,
): TBookingRouteStep | null => {
  if (snapshot.matches({ flow: 'book' })) return 'step1';
  if (snapshot.matches({ flow: { guest: 'terms' } }) || snapshot.matches({ flow: { guest: 'updatingHold' } }))
    return 'step3';
  if (snapshot.matches({ flow: 'guest' })) return 'step2';
  if (snapshot.matches({ flow: 'payment' })) return 'step4';
  return null;
};

/** True while a call is under way (the page shows its loading state). */
export const isBookingLoading = (snapshot: Pick<TBookingSnapshot, 'hasTag'>): boolean =>
  snapshot.hasTag('loading');
