import type { TBookingHoldState, TBookingPaymentResponse } from '../contract/booking.ts';
import type { TBookingOrder } from '../entities/booking.ts';
import type { TMenu, TTimeSlot } from '../entities/product.ts';
import { deriveFlowModel } from '../machines/derive-model.ts';
import { NO_TIME } from '../time.ts';
import { validateBookingStep0 } from '../validation/booking.ts';
import { validateGiftcodeEntry, validateGuestInfo, validateGuestStep } from '../validation/guest.ts';
import type { TBookingActorFailure, TBookingContext, TBookingEvent } from './booking-machine.ts';
import { bookingMachine } from './booking-machine.ts';

/** Effect actions of the booking machine; in the model they do nothing. */
const BOOKING_EFFECT_ACTIONS = ['followPaymentLink', 'warnBusy'] as const;

/**
 * The booking flow without side effects, derived from {@link bookingMachine} for `createTestModel`.
 * Besides the visitor's events it takes `{actor}.done` / `{actor}.error` for each answer of the
 * server (loadTimes, loadMenus, holdTable, attachGiftcode, removeGiftcode, updateGuest, startBookingPayment,
 * restoreHold) and `hold.expire` for the 15 minutes passing.
 */
export const bookingFlowModel = deriveFlowModel(bookingMachine, {
  effectActions: BOOKING_EFFECT_ACTIONS,
  delayEvents: { holdTtl: 'hold.expire' },
});

/** Events of the booking model: the machine's own plus the answers and the hold expiry. */
export type TBookingModelEvent =
  | TBookingEvent
  | { type: 'loadTimes.done'; output: TTimeSlot[] }
  | { type: 'loadTimes.error'; error: unknown }
  | { type: 'loadMenus.done'; output: TMenu[] }
  | { type: 'loadMenus.error'; error: unknown }
  | { type: 'holdTable.done'; output: TBookingOrder }
  | { type: 'holdTable.error'; error: unknown }
  | { type: 'attachGiftcode.done'; output: TBookingOrder }
  | { type: 'attachGiftcode.error'; error: unknown }
  | { type: 'removeGiftcode.done'; output: TBookingOrder }
  | { type: 'removeGiftcode.error'; error: unknown }
  | { type: 'updateGuest.done'; output: TBookingOrder }
  | { type: 'updateGuest.error'; error: unknown }
  | { type: 'startBookingPayment.done'; output: TBookingPaymentResponse }
  | { type: 'startBookingPayment.error'; error: unknown }
  | { type: 'restoreHold.done'; output: TBookingHoldState }
  | { type: 'restoreHold.error'; error: unknown }
  | { type: 'hold.expire' };

/** Sample data of the model's events: one restaurant, one evening slot, two menus. */
export const BOOKING_MODEL_SAMPLES = (() => {
  const slot: TTimeSlot = {
    time: '18:00:00',
    time_end: '20:00:00',
    cover: 8,
    status: 'in-stock',
    seats: [1, 2, 3, 4, 5, 6, 7, 8],
    valid_until: '2099-01-01T17:00:00.000Z',
  };
  const menu = (id: number, name: string): TMenu => ({
    id,
    restaurant_id: 1,
    restaurant_menu_id: null,
    name,
    menu_type: 'DINNER',
    price_regular: 30000,
    price_sale: 20000,
    status: 'in-stock',
    menu_status: 'active',
    weight: id,
    time_start: '00:00:00',
    time_end: '23:59:59',
    limit_table_size: 0,
    table_sizes: '',
    courses: [],
  });
  const order = (giftcodes: string[]): TBookingOrder => ({
    hold_id: 'hold-1',
    order_id: null,
    booking_id: null,
    guest_id: null,
    expire_at: '2099-01-01T17:15:00.000Z',
    payment_url: null,
    line_items: [],
    total: 42500,
    giftcards: giftcodes.map((code) => ({ code, amount: 10000 })),
    cards: [],
    billing_zipcode: null,
  });
  const guest = {
    name: 'Anna Jensen',
    email: 'anna@example.dk',
    email_confirm: 'anna@example.dk',
    phone: '20123456',
    is_accept_terms: true,
    last_giftcode: 'GAVE1',
  };
  return {
    productId: 1,
    partySize: 2,
    slot,
    menus: [menu(1, 'Aftenmenu'), menu(2, 'Grøn menu')] as [TMenu, TMenu],
    orderWithoutCodes: order([]),
    orderWithCode: order(['GAVE1']),
    guest,
    paymentResponse: {
      order: { ...order([]), order_id: 'TD-7KQ4-M2ZA', booking_id: 20, guest_id: 30, payment_url: '/pay/10' },
      hold_id: 'hold-1',
      booking: { id: 20, guest_id: 30 },
      payment_link: '/pay/10',
    } satisfies TBookingPaymentResponse,
    giftcode: 'GAVE1',
    holdState: {
      hold_id: 'hold-1',
      product_id: 1,
      expire_at: '2099-01-01T17:15:00.000Z',
      num_person: 2,
      time: slot.time,
      time_end: slot.time_end,
      menus: { 1: { menu_id: 1, num_person: 2 } },
      guest: {
        name: guest.name,
        email: guest.email,
        phone: guest.phone,
        is_newsletter: false,
        coop_code: null,
        billing_zipcode: null,
        special_requests: '',
      },
      giftcodes: [],
      order: order([]),
    } satisfies TBookingHoldState,
    invalidGiftcodeFailure: {
      status: 422,
      body: { error: 'unprocessable', message: 'GAVE1 is invalid', msg: 'GAVE1 is invalid' },
    } satisfies TBookingActorFailure,
    noTableFailure: {
      status: 409,
      body: { error: 'conflict', message: 'no available tables', msg: 'no available tables' },
    } satisfies TBookingActorFailure,
  };
})();

/**
 * Transitions of the booking machine no sequence of events can take, and why. The model tests take
 * every other one (test/model/coverage.test.ts checks both ways) and the report shows these reasons.
 */
export const BOOKING_UNTAKEABLE_TRANSITIONS: Readonly<Record<string, string>> = {
  'flow.payment.idle|payment.submit|1':
    'A safety net: the payment step is entered only once both earlier steps are complete, and nothing on it makes them incomplete again (guest.update keeps them complete).',
  'flow.payment.idle|payment.submit|2':
    'A safety net: the payment step is entered only once both earlier steps are complete, and nothing on it makes them incomplete again (guest.update keeps them complete).',
};

/** Events the machine raises for itself; a model traversal must not send them. */
const BOOKING_INTERNAL_EVENTS = ['hold.started'] as const;

/** Keeps the visitor's and the server's events, leaving out the machine's internal ones (`filterEvents`). */
export const isBookingModelEvent = (_snapshot: unknown, event: { type: string }): boolean =>
  !(BOOKING_INTERNAL_EVENTS as readonly string[]).includes(event.type);

/**
 * The events `createTestModel` explores for the booking flow, built from samples: one sample for every
 * event type the model handles (a type without a sample would be tried without its data). Keep the
 * list small: every event is tried in every state.
 */
export const getBookingModelEvents = (samples = BOOKING_MODEL_SAMPLES): TBookingModelEvent[] => [
  { type: 'person.set', num_person: samples.partySize },
  { type: 'loadTimes.done', output: [samples.slot] },
  { type: 'loadTimes.error', error: new Error('offline') },
  { type: 'time.set', time: samples.slot.time },
  { type: 'loadMenus.done', output: samples.menus },
  { type: 'loadMenus.done', output: samples.menus.slice(0, 1) },
  { type: 'loadMenus.error', error: new Error('offline') },
  { type: 'menu.set', menu_id: samples.menus[0].id, num_person: samples.partySize },
  { type: 'book.submit' },
  { type: 'holdTable.done', output: samples.orderWithoutCodes },
  { type: 'holdTable.error', error: samples.noTableFailure },
  { type: 'guest.update', values: samples.guest },
  // The visitor unticks the terms box on step 3.
  { type: 'guest.update', values: { ...samples.guest, is_accept_terms: false } },
  { type: 'giftcode.add' },
  { type: 'attachGiftcode.done', output: samples.orderWithCode },
  { type: 'attachGiftcode.error', error: samples.invalidGiftcodeFailure },
  { type: 'giftcode.remove', code: samples.giftcode },
  { type: 'removeGiftcode.done', output: samples.orderWithoutCodes },
  { type: 'removeGiftcode.error', error: new Error('offline') },
  { type: 'info.submit' },
  { type: 'terms.submit' },
  { type: 'payment.retry' },
  { type: 'updateGuest.done', output: samples.orderWithCode },
  { type: 'updateGuest.error', error: samples.noTableFailure },
  { type: 'payment.submit' },
  { type: 'startBookingPayment.done', output: samples.paymentResponse },
  { type: 'startBookingPayment.error', error: new Error('declined') },
  { type: 'restoreHold.done', output: samples.holdState },
  { type: 'restoreHold.error', error: new Error('gone') },
  { type: 'step.goto', step: 'step1' },
  { type: 'step.goto', step: 'step2' },
  { type: 'step.goto', step: 'step3' },
  { type: 'alert.dismiss' },
  { type: 'hold.expire' },
];

/**
 * Samples the machine refuses or answers with a message, tried only as a path's last event by the
 * transition-covering traversal (getTransitionCoveringPaths): they take transitions no other sample
 * takes, and trying them in every state would multiply the shortest paths for nothing new.
 */
export const getBookingModelRefusals = (): TBookingModelEvent[] => [
  { type: 'person.set', num_person: 0 },
  { type: 'time.set', time: '25:00:00' },
  // Not the table going to someone else (that asks for the times again): the network failing.
  { type: 'holdTable.error', error: new Error('offline') },
];

/**
 * What tells two states of the booking model apart: the state value and the facts its guards read
 * (party chosen, time chosen, step 0 valid, steps complete, hold, guest details valid, terms accepted, gift codes). Alerts
 * and field errors are left out on purpose: they are shown, not branched on, and counting them
 * would multiply the paths. Pass it as `serializeState`.
 */
export const serializeBookingModelState = (snapshot: {
  value: unknown;
  context: TBookingContext;
}): string => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    complete: context.steps.map((step) => step.complete),
    hasParty: context.num_person > 0,
    hasTime: context.time !== NO_TIME,
    isStep0Valid: validateBookingStep0(context, context.menuList).isValid,
    hasHold: context.hold !== null,
    isGuestInfoValid: validateGuestInfo(context.guest).isValid,
    isGuestValid: validateGuestStep(context.guest).isValid,
    giftcodes: context.guest.giftcodes.length,
    canAddGiftcode: validateGiftcodeEntry(context.guest) === null,
    isBlocked: context.isBlocked,
    isPaymentFailed: context.payment_failed,
  });
};
