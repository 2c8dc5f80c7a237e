import { assertEvent, assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';

import { isEverythingOnHold } from '../availability/availability.ts';
import { DEFAULT_ADMINISTRATION_FEE_ORE, HOLD_TTL_MS, TABLE_DURATION_SECONDS } from '../constants.ts';
import type { TApiError } from '../contract/errors.ts';
import type {
  TBookingGiftcodeRequest,
  TBookingGuestRequest,
  TBookingHoldRequest,
  TBookingHoldState,
  TBookingPaymentRequest,
  TBookingPaymentResponse,
  THoldMenu,
} from '../contract/booking.ts';
import type {
  TBookingGuestData,
  TBookingOrder,
  TCard,
  TMenuSelections,
  TStepState,
} from '../entities/booking.ts';
import { EMPTY_GUEST_DATA } from '../entities/booking.ts';
import type { TMenu, TTimeSlot } from '../entities/product.ts';
import type { TErrorKey, TFieldError } from '../errors/catalogue.ts';
import { mapApiFailure } from '../errors/map-api-error.ts';
import type { TLocale } from '../locale.ts';
import type { TBookingRouteStep } from '../routes/routes.ts';
import { formatSecondsOfDay, getSecondsOfDay, isValidTimeOfDay, NO_TIME } from '../time.ts';
import {
  getMenuSeatOptions,
  getMenusForTime,
  isMenuAllowedForParty,
  validateBookingStep0,
  validateNumPerson,
  validateTime,
} from '../validation/booking.ts';
import { resolveCoopCard } from '../validation/coop.ts';
import {
  normalizeGiftcode,
  validateGiftcodeEntry,
  validateGuestInfo,
  validateGuestStep,
} from '../validation/guest.ts';
import { calculateBookingPrice } from '../pricing/pricing.ts';
import { getBookingStepIndex, type TBookingStepIndex } from './steps.ts';

/** What the booking machine starts from. */
export type TBookingInput = {
  productId: number;
  locale: TLocale;
  /**
   * Ask the server for the visitor's current hold first (it lives in the HttpOnly `hold_id`
   * cookie the page cannot read, ADR 0206); when there is one the flow resumes at the guest step.
   */
  isRestoring?: boolean;
  /** The address query carried `ispafa=1`: the payment was declined or abandoned. */
  isPaymentFailed?: boolean;
  /**
   * Administration fee in øre, for showing prices before the server's order arrives.
   * @default DEFAULT_ADMINISTRATION_FEE_ORE
   */
  administrationFee?: number;
};

/** The alert the page shows, as an error key with its parameters (null: none). */
export type TBookingAlert = TFieldError | null;

export type TBookingContext = {
  productId: number;
  locale: TLocale;
  administrationFee: number;
  /** The active step index (0 BOOK, 1 INFO/TERMS, 2 PAYMENT). */
  step: TBookingStepIndex;
  /** complete and errors of each step index. */
  steps: [TStepState, TStepState, TStepState];
  num_person: number;
  time: string;
  time_end: string;
  menus: TMenuSelections;
  /** Choices of how many people take each menu: 0 to the party size. */
  seatOptions: number[];
  times: TTimeSlot[];
  /** The menus that can be chosen for the chosen time, in display order. */
  menuList: TMenu[];
  hold: { hold_id: string; expire_at: string } | null;
  order: TBookingOrder | null;
  guest: TBookingGuestData;
  cards: TCard[];
  billing_zipcode: string | null;
  payment_url: string | null;
  payment_failed: boolean;
  /** Someone else holds the last seats: booking cannot continue (docs/product/spec.md §4). */
  isBlocked: boolean;
  alert: TBookingAlert;
  /** The gift-code field's last refusal with its parameters ("only valid for N people"). */
  giftcodeError: TFieldError | null;
  /** Input kept for restoring: hold id and the payment-failed flag. */
  restore: { isPending: boolean; isPaymentFailed: boolean };
};

/** Guest fields the visitor edits; gift codes change only through giftcode.add / giftcode.remove. */
export type TGuestValues = Partial<Omit<TBookingGuestData, 'giftcodes'>>;

export type TBookingEvent =
  | { type: 'person.set'; num_person: number }
  | { type: 'time.set'; time: string }
  | { type: 'menu.set'; menu_id: number; num_person: number }
  | { type: 'book.submit' }
  | { type: 'guest.update'; values: TGuestValues }
  | { type: 'giftcode.add' }
  | { type: 'giftcode.remove'; code: string }
  | { type: 'info.submit' }
  | { type: 'terms.submit' }
  | { type: 'payment.submit' }
  | { type: 'step.goto'; step: TBookingRouteStep }
  | { type: 'alert.dismiss' }
  | { type: 'hold.started' };

/**
 * How an actor of the booking machine fails so the machine can show the right alert: the HTTP
 * status and the error answer. Anything else counts as a failure without details.
 */
export type TBookingActorFailure = { status: number; body: TApiError };

export type TLoadTimesInput = { productId: number; seat: number; hold_id: string | null; locale: TLocale };
export type TLoadMenusInput = {
  productId: number;
  seat: number;
  time: string;
  time_end: string;
  hold_id: string | null;
  locale: TLocale;
};
export type TProductRequest<TRequest> = { productId: number; request: TRequest };
export type TRemoveGiftcodeInput = { productId: number; code: string; hold_id: string };
export type TRestoreHoldInput = { productId: number };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/**
 * Reads the failure of an actor as an alert; `fallback` when the answer carries nothing known. A
 * 429 without our error answer (a proxy's) still asks the visitor to wait (mapApiFailure).
 */
export const getFailureAlert = (error: unknown, fallback: TErrorKey): TFieldError => {
  const failure = error as Partial<TBookingActorFailure> | null;
  if (failure && typeof failure.status === 'number') {
    const body = failure.body && typeof failure.body === 'object' ? failure.body : undefined;
    return mapApiFailure(failure.status, body) ?? { key: fallback };
  }
  return { key: fallback };
};

/** True when a hold failed because the table is gone (409 "no available tables"), held or sold. */
export const isTableGoneFailure = (error: unknown): boolean => {
  const key = getFailureAlert(error, 'errors.unknown').key;
  return key === 'errors.no_table_available' || key === 'errors.table_on_hold';
};

/** The field errors (field → error key) a 422 answer carries, or none. */
export const getFailureFieldErrors = (error: unknown): Record<string, string> => {
  const failure = error as Partial<TBookingActorFailure> | null;
  return failure?.status === 422 && failure.body?.errors ? failure.body.errors : {};
};

/**
 * The price of the chosen menus before the server's order arrives (summary on BOOK): the same
 * pricing function the server uses, with the configured fee.
 */
export const getBookingPreviewPrice = (
  context: Pick<TBookingContext, 'menus' | 'menuList' | 'administrationFee' | 'locale'>,
) =>
  calculateBookingPrice({
    menus: context.menuList.flatMap((menu) => {
      const numPerson = context.menus[String(menu.id)]?.num_person ?? 0;
      return numPerson > 0 ? [{ menu, num_person: numPerson }] : [];
    }),
    administrationFee: context.administrationFee,
    locale: context.locale,
  });

const EMPTY_STEP: TStepState = { complete: false, errors: {} };
const COMPLETE_STEP: TStepState = { complete: true, errors: {} };

const toHoldMenus = (menus: TMenuSelections): THoldMenu[] =>
  Object.values(menus)
    .filter((selection) => selection.num_person > 0)
    .map((selection) => ({ id: selection.menu_id, count: selection.num_person }));

const getTimeEnd = (times: readonly TTimeSlot[], time: string): string =>
  times.find((slot) => slot.time === time)?.time_end ??
  (isValidTimeOfDay(time) ? formatSecondsOfDay(getSecondsOfDay(time) + TABLE_DURATION_SECONDS) : NO_TIME);

const withoutKeys = (errors: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => !keys.includes(key) && !keys.some((prefix) => key.startsWith(`${prefix}.`)),
    ),
  );

const setStep = (
  steps: TBookingContext['steps'],
  index: TBookingStepIndex,
  state: TStepState,
): TBookingContext['steps'] =>
  steps.map((step, position) => (position === index ? state : step)) as TBookingContext['steps'];

const getGuestRequest = (context: TBookingContext): TBookingGuestRequest => {
  const coop = resolveCoopCard(context.guest.coop_code, context.guest.coop_zip);
  return {
    hold_id: context.hold?.hold_id ?? '',
    lang: context.locale,
    name: context.guest.name.trim(),
    email: context.guest.email.trim(),
    phone: context.guest.phone.trim(),
    is_newsletter: context.guest.is_subscribe,
    seat: context.num_person,
    time: context.time,
    time_end: context.time_end,
    coop_code: coop.cards[0]?.card_number ?? null,
    billing_zipcode: coop.billing_zipcode,
    menus: toHoldMenus(context.menus),
    giftcodes: context.guest.giftcodes,
  };
};

/** Submitting while something loads only warns (docs/product/spec.md §4). */
const WARN_WHILE_LOADING = {
  'book.submit': { actions: 'warnBusy' },
  'info.submit': { actions: 'warnBusy' },
  'terms.submit': { actions: 'warnBusy' },
  'payment.submit': { actions: 'warnBusy' },
  'giftcode.add': { actions: 'warnBusy' },
} as const;

/**
 * The booking flow (docs/product/spec.md §4, docs/product/readings.md "Steps"). A parallel machine: region `flow` walks
 * the steps (book → guest.info → guest.terms → payment), region `hold` times the 15-minute hold.
 *
 * Actors to provide: loadTimes, loadMenus, holdTable, attachGiftcode, removeGiftcode, updateGuest,
 * createOrder, restoreHold. Actions to provide: followPaymentLink, warnBusy. The server alone
 * keeps the hold cookie (HttpOnly, ADR 0206). Optional delay: holdTtl (default 15 minutes).
 */
export const bookingMachine = setup({
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
    createOrder: fromPromise<TBookingPaymentResponse, TProductRequest<TBookingPaymentRequest>>(
      notProvided('createOrder'),
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
      num_person: 0,
      time: NO_TIME,
      time_end: NO_TIME,
      menus: {},
      seatOptions: [0],
      times: [],
      menuList: [],
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
    isGiftcodeEntryValid: ({ context }) => validateGiftcodeEntry(context.guest) === null,
    areGuestStepsComplete: ({ context }) => context.steps[0].complete && context.steps[1].complete,
    isStep0Complete: ({ context }) => context.steps[0].complete,
    isGoingTo: ({ event }, params: { step: TBookingRouteStep }) =>
      event.type === 'step.goto' && event.step === params.step,
  },
  delays: {
    holdTtl: HOLD_TTL_MS,
  },
}).createMachine({
  id: 'booking',
  type: 'parallel',
  context: ({ input }) => ({
    productId: input.productId,
    locale: input.locale,
    administrationFee: input.administrationFee ?? DEFAULT_ADMINISTRATION_FEE_ORE,
    step: getBookingStepIndex('step1'),
    steps: [EMPTY_STEP, EMPTY_STEP, EMPTY_STEP],
    num_person: 0,
    time: NO_TIME,
    time_end: NO_TIME,
    menus: {},
    seatOptions: [0],
    times: [],
    menuList: [],
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
        book: {
          entry: 'resetBooking',
          initial: 'idle',
          on: {
            'person.set': [
              {
                guard: ({ event }) => validateNumPerson(event.num_person) === null,
                target: '.loadingTimes',
                actions: assign(({ context, event }) => ({
                  num_person: event.num_person,
                  time: NO_TIME,
                  time_end: NO_TIME,
                  menus: {},
                  menuList: [],
                  seatOptions: getMenuSeatOptions(event.num_person),
                  steps: setStep(context.steps, 0, {
                    complete: false,
                    errors: withoutKeys(context.steps[0].errors, ['num_person', 'time', 'menus']),
                  }),
                })),
              },
              {
                actions: assign(({ context }) => ({
                  steps: setStep(context.steps, 0, {
                    complete: false,
                    errors: { ...context.steps[0].errors, num_person: 'errors.num_person' },
                  }),
                })),
              },
            ],
            'time.set': [
              {
                guard: ({ event }) => validateTime(event.time) === null,
                target: '.loadingMenus',
                actions: assign(({ context, event }) => ({
                  time: event.time,
                  time_end: getTimeEnd(context.times, event.time),
                  menus: {},
                  menuList: [],
                  steps: setStep(context.steps, 0, {
                    complete: false,
                    errors: withoutKeys(context.steps[0].errors, ['time', 'menus']),
                  }),
                })),
              },
              {
                actions: assign(({ context }) => ({
                  time: NO_TIME,
                  time_end: NO_TIME,
                  menus: {},
                  menuList: [],
                  steps: setStep(context.steps, 0, {
                    complete: false,
                    errors: { ...context.steps[0].errors, time: 'errors.time' },
                  }),
                })),
              },
            ],
            'menu.set': {
              actions: assign(({ context, event }) => ({
                menus: {
                  ...context.menus,
                  [String(event.menu_id)]: { menu_id: event.menu_id, num_person: event.num_person },
                },
                steps: setStep(context.steps, 0, {
                  complete: false,
                  errors: withoutKeys(context.steps[0].errors, ['menus']),
                }),
              })),
            },
            'book.submit': [
              { guard: 'isStep0Valid', target: '.holding' },
              {
                actions: assign(({ context }) => ({
                  steps: setStep(context.steps, 0, {
                    complete: false,
                    errors: validateBookingStep0(
                      { num_person: context.num_person, time: context.time, menus: context.menus },
                      context.menuList,
                    ).errors as Record<string, string>,
                  }),
                  alert: context.isBlocked ? { key: 'message.all_hold_warning' as const } : context.alert,
                })),
              },
            ],
          },
          states: {
            idle: {},
            loadingTimes: {
              tags: 'loading',
              on: WARN_WHILE_LOADING,
              invoke: {
                src: 'loadTimes',
                input: ({ context }) => ({
                  productId: context.productId,
                  seat: context.num_person,
                  hold_id: context.hold?.hold_id ?? null,
                  locale: context.locale,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const times = event.output;
                    const isChosenInStock = times.some(
                      (slot) => slot.time === context.time && slot.status === 'in-stock',
                    );
                    const isBlocked = isEverythingOnHold(times);
                    return {
                      times,
                      isBlocked,
                      alert: isBlocked ? { key: 'message.all_hold_warning' as const } : context.alert,
                      // The chosen time resets to "0" when it is no longer in stock (docs/product/spec.md §4).
                      ...(isChosenInStock
                        ? {}
                        : { time: NO_TIME, time_end: NO_TIME, menus: {}, menuList: [] }),
                    };
                  }),
                },
                onError: { target: 'idle', actions: assign({ alert: { key: 'message.times_load_failed' } }) },
              },
            },
            loadingMenus: {
              tags: 'loading',
              on: WARN_WHILE_LOADING,
              invoke: {
                src: 'loadMenus',
                input: ({ context }) => ({
                  productId: context.productId,
                  seat: context.num_person,
                  time: context.time,
                  time_end: context.time_end,
                  hold_id: context.hold?.hold_id ?? null,
                  locale: context.locale,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const menuList = getMenusForTime(event.output, context.time);
                    const inStock = menuList.filter(
                      (menu) => menu.status === 'in-stock' && isMenuAllowedForParty(menu, context.num_person),
                    );
                    const only = inStock.length === 1 ? inStock[0] : undefined;
                    return {
                      menuList,
                      // Exactly one menu in stock the party may order is chosen for all of it (docs/product/spec.md §4).
                      menus: only
                        ? { [String(only.id)]: { menu_id: only.id, num_person: context.num_person } }
                        : context.menus,
                    };
                  }),
                },
                onError: { target: 'idle', actions: assign({ alert: { key: 'message.menus_load_failed' } }) },
              },
            },
            holding: {
              tags: 'loading',
              on: WARN_WHILE_LOADING,
              invoke: {
                src: 'holdTable',
                input: ({ context }) => ({
                  productId: context.productId,
                  request: {
                    seat: context.num_person,
                    time: context.time,
                    time_end: context.time_end,
                    menus: toHoldMenus(context.menus),
                    lang: context.locale,
                    hold_id: context.hold?.hold_id ?? null,
                  },
                }),
                onDone: {
                  target: '#booking.flow.guest',
                  actions: [
                    assign(({ context, event }) => ({
                      hold: { hold_id: event.output.hold_id, expire_at: event.output.expire_at },
                      order: event.output,
                      steps: setStep(context.steps, 0, COMPLETE_STEP),
                      alert: null,
                    })),
                    raise({ type: 'hold.started' }),
                  ],
                },
                onError: [
                  {
                    // The table went to someone else: the times are asked again so the chosen one
                    // shows as held or sold at once, not only after a reload.
                    guard: ({ event }) => isTableGoneFailure(event.error),
                    target: 'loadingTimes',
                    actions: 'showHoldFailure',
                  },
                  { target: 'idle', actions: 'showHoldFailure' },
                ],
              },
            },
          },
        },
        guest: {
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
        },
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
                src: 'createOrder',
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
