// The journeys of the booking model tests (docs/qa-model-tests.md): model paths the shortest paths
// leave out, each from the start it needs, with what brings the server there.

import type { APIRequestContext, Page } from '@playwright/test';
import { BOOKING_MODEL_SAMPLES as S, bookingFlowModel, type TBookingModelEvent } from '@tredjedel/domain';
import { recordTransitionsTaken } from '@tredjedel/domain/machines/model-coverage';
import { createActor } from 'xstate';

import { acceptTerms, chooseTable, fillGuest, pay, type TBookable } from './booking-helpers.ts';
import { buyGiftcode, INVALID_GIFTCODE, journeyState } from './booking-model-page.ts';

/** The start of the declined-payment journeys: a table held, details and terms given, declined at the gateway. */
async function declineAPayment(page: Page, _request: APIRequestContext, place: TBookable) {
  await chooseTable(page, 'da', place);
  await fillGuest(page, 'da', { name: S.guest.name, email: S.guest.email, phone: S.guest.phone });
  await acceptTerms(page, 'da');
  await pay(page, 'da', 'decline');
}

/**
 * Journeys the shortest paths leave out, as model paths from the start they need: each is checked
 * on the model first (every event must take a transition), then driven through the page. A
 * journey's `setup` brings the server to its start (a hold declined at the gateway).
 */
export const JOURNEYS: {
  title: string;
  start: string;
  input: { productId: number; locale: 'da'; isRestoring?: boolean; isPaymentFailed?: boolean };
  setup?: (page: Page, request: APIRequestContext, place: TBookable) => Promise<void>;
  events: TBookingModelEvent[];
  /** By event index: the call that event starts is held (its answer waits) until the next `.done`. */
  holds?: Record<number, string>;
}[] = [
  {
    title: 'a payment declined at the gateway restores the hold; a failed payment call keeps it',
    start: 'a restored hold after a failed payment',
    input: { productId: S.productId, locale: 'da', isRestoring: true, isPaymentFailed: true },
    setup: declineAPayment,
    events: [
      { type: 'restoreHold.done', output: S.holdState },
      { type: 'guest.update', values: S.guest },
      { type: 'info.submit' },
      { type: 'terms.submit' },
      { type: 'updateGuest.done', output: S.orderWithoutCodes },
      { type: 'payment.submit' },
      { type: 'startBookingPayment.error', error: new Error('declined') },
    ],
  },
  {
    title: 'a payment declined at the gateway is retried in one click, details and terms kept',
    start: 'a restored hold after a failed payment',
    input: { productId: S.productId, locale: 'da', isRestoring: true, isPaymentFailed: true },
    setup: declineAPayment,
    events: [
      { type: 'restoreHold.done', output: S.holdState },
      { type: 'payment.retry' },
      { type: 'updateGuest.done', output: S.orderWithoutCodes },
      { type: 'payment.submit' },
      { type: 'startBookingPayment.done', output: S.paymentResponse },
    ],
  },
  {
    title: 'a bought gift code is added and removed; a wrong one is refused',
    start: 'a new booking',
    input: { productId: S.productId, locale: 'da' },
    setup: async (page, request) => {
      journeyState.giftcode = await buyGiftcode(page, request, `gave.model.${Date.now()}@example.dk`);
    },
    events: [
      { type: 'person.set', num_person: S.partySize },
      { type: 'loadTimes.done', output: [S.slot] },
      { type: 'time.set', time: S.slot.time },
      { type: 'loadMenus.done', output: S.menus },
      { type: 'menu.set', menu_id: S.menus[0].id, num_person: S.partySize },
      { type: 'book.submit' },
      { type: 'holdTable.done', output: S.orderWithoutCodes },
      { type: 'guest.update', values: S.guest },
      { type: 'giftcode.add' },
      { type: 'attachGiftcode.done', output: S.orderWithCode },
      { type: 'alert.dismiss' },
      { type: 'giftcode.remove', code: S.giftcode },
      { type: 'removeGiftcode.done', output: S.orderWithoutCodes },
      { type: 'guest.update', values: { last_giftcode: INVALID_GIFTCODE } },
      { type: 'giftcode.add' },
      { type: 'attachGiftcode.error', error: S.invalidGiftcodeFailure },
    ],
  },
  {
    title: 'a submit while the times or the menus load only warns',
    start: 'a new booking',
    input: { productId: S.productId, locale: 'da' },
    holds: {
      0: '**/api/v4/products/*/stocks/times*',
      3: '**/api/v4/products/*/stocks/menus*',
    },
    // Further on (menus answered after a held call, the hold, the guest, the payment) the page did
    // not show the held menus in time on the shared machine: left to the machine level for now.
    events: [
      { type: 'person.set', num_person: S.partySize },
      { type: 'book.submit' },
      { type: 'loadTimes.done', output: [S.slot] },
      { type: 'time.set', time: S.slot.time },
      { type: 'book.submit' },
    ],
  },
  {
    title: 'submits while a gift code is added or removed, or the details saved, only warn',
    start: 'a new booking',
    input: { productId: S.productId, locale: 'da' },
    setup: async (page, request) => {
      journeyState.giftcode = await buyGiftcode(page, request, `gave.busy.${Date.now()}@example.dk`);
    },
    holds: {
      8: '**/api/v4/booking/*/giftcode',
      13: '**/api/v4/booking/*/giftcode/*',
      18: '**/api/v4/booking/*/guest',
    },
    events: [
      { type: 'person.set', num_person: S.partySize },
      { type: 'loadTimes.done', output: [S.slot] },
      { type: 'time.set', time: S.slot.time },
      { type: 'loadMenus.done', output: S.menus },
      { type: 'menu.set', menu_id: S.menus[0].id, num_person: S.partySize },
      { type: 'book.submit' },
      { type: 'holdTable.done', output: S.orderWithoutCodes },
      { type: 'guest.update', values: S.guest },
      { type: 'giftcode.add' },
      { type: 'info.submit' },
      { type: 'giftcode.add' },
      { type: 'attachGiftcode.done', output: S.orderWithCode },
      { type: 'alert.dismiss' },
      { type: 'giftcode.remove', code: S.giftcode },
      { type: 'info.submit' },
      { type: 'giftcode.add' },
      { type: 'removeGiftcode.done', output: S.orderWithoutCodes },
      { type: 'info.submit' },
      { type: 'terms.submit' },
      { type: 'terms.submit' },
      { type: 'updateGuest.done', output: S.orderWithoutCodes },
    ],
  },
];

/** A journey as a model path: the model's snapshot after each event; fails on an event that does nothing. */
export const toModelPath = (journey: (typeof JOURNEYS)[number]) => {
  const taken: string[] = [];
  const actor = createActor(bookingFlowModel, {
    input: journey.input,
    inspect: recordTransitionsTaken(taken),
  });
  actor.start();
  const steps = [{ event: { type: 'xstate.init' }, state: actor.getSnapshot() }];
  for (const event of journey.events) {
    taken.length = 0;
    actor.send(event);
    if (taken.length === 0)
      throw new Error(`journey "${journey.title}": ${event.type} takes no transition in the model`);
    steps.push({ event, state: actor.getSnapshot() });
  }
  actor.stop();
  return { steps };
};
