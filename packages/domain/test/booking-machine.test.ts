import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';

import { BOOKING_MODEL_SAMPLES as S } from '../src/booking/booking-flow-model.ts';
import {
  bookingMachine,
  getBookingPreviewPrice,
  getBookingRouteStep,
  getFailureAlert,
  getFailureFieldErrors,
  isBookingLoading,
} from '../src/booking/booking-machine.ts';
import { HOLD_TTL_MS } from '../src/constants.ts';
import { createBookingDriver, flush } from './booking-driver.ts';
import { makeMenu } from './fixtures.ts';

const INPUT = { productId: S.productId, locale: 'da' as const };

/** A driver that has chosen party, time and menu and sits in book.idle with a valid step 0. */
const createBookedDriver = async () => {
  const driver = createBookingDriver(INPUT);
  await driver.send({ type: 'person.set', num_person: 2 });
  await driver.send({ type: 'loadTimes.done', output: [S.slot] });
  await driver.send({ type: 'time.set', time: S.slot.time });
  await driver.send({ type: 'loadMenus.done', output: S.menus });
  await driver.send({ type: 'menu.set', menu_id: 1, num_person: 2 });
  return driver;
};

/** A driver past step 0, at guest.info with a hold. */
const createGuestDriver = async () => {
  const driver = await createBookedDriver();
  await driver.send({ type: 'book.submit' });
  await driver.send({ type: 'holdTable.done', output: S.orderWithoutCodes });
  return driver;
};

/** A driver at the payment step. */
const createPaymentDriver = async () => {
  const driver = await createGuestDriver();
  await driver.send({
    type: 'guest.update',
    values: { ...S.guest, coop_code: '25123456', coop_zip: '2100' },
  });
  await driver.send({ type: 'info.submit' });
  await driver.send({ type: 'terms.submit' });
  await driver.send({ type: 'updateGuest.done', output: S.orderWithoutCodes });
  return driver;
};

describe('booking machine: step 0 (BOOK)', () => {
  it('starts at BOOK with everything reset', () => {
    const [snapshot] = initialTransition(bookingMachine, INPUT);
    expect(snapshot.value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
    expect(snapshot.context).toMatchObject({
      step: 0,
      num_person: 0,
      time: '0',
      menus: {},
      seatOptions: [0],
      times: [],
    });
    expect(getBookingRouteStep(snapshot)).toBe('step1');
  });

  it('party size makes seat options 0..N, resets time and menus and reloads times for that seat', async () => {
    const driver = await createBookedDriver();
    await driver.send({ type: 'person.set', num_person: 3 });
    expect(driver.snapshot().context).toMatchObject({
      num_person: 3,
      seatOptions: [0, 1, 2, 3],
      time: '0',
      menus: {},
      menuList: [],
    });
    expect(driver.inputOf('loadTimes')).toEqual({ productId: 1, seat: 3, hold_id: null, locale: 'da' });
    expect(isBookingLoading(driver.snapshot())).toBe(true);
  });

  it.each([
    [0, 'errors.num_person_missing'],
    [9, 'errors.num_person'],
  ])('party size %i is refused with %s', (numPerson, key) => {
    const [start] = initialTransition(bookingMachine, INPUT);
    const [next] = transition(bookingMachine, start, { type: 'person.set', num_person: numPerson });
    expect(next.context.steps[0].errors).toEqual({ num_person: key });
    expect(next.value).toEqual(start.value);
  });

  it('resets the chosen time to "0" when reloaded times no longer have it in stock', async () => {
    const driver = await createBookedDriver();
    expect(driver.snapshot().context.time).toBe('18:00:00');
    const [start] = initialTransition(bookingMachine, INPUT);
    const loading = bookingMachine.resolveState({
      value: { flow: { book: 'loadingTimes' }, hold: 'none' },
      context: { ...driver.snapshot().context, steps: start.context.steps },
    });
    const [reset] = transition(bookingMachine, loading, {
      type: 'xstate.done.actor.0.booking.flow.book.loadingTimes',
      output: [{ ...S.slot, status: 'soldout' }],
    } as never);
    expect(reset.value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
    expect(reset.context).toMatchObject({ time: '0', time_end: '0', menus: {}, menuList: [] });
  });

  it('keeps a chosen time that is still in stock when times reload', () => {
    const [start] = initialTransition(bookingMachine, INPUT);
    const loading = bookingMachine.resolveState({
      value: { flow: { book: 'loadingTimes' }, hold: 'none' },
      context: {
        ...start.context,
        num_person: 2,
        time: '18:00:00',
        menus: { 1: { menu_id: 1, num_person: 2 } },
      },
    });
    const [kept] = transition(bookingMachine, loading, {
      type: 'xstate.done.actor.0.booking.flow.book.loadingTimes',
      output: [S.slot],
    } as never);
    expect(kept.value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
    expect(kept.context).toMatchObject({ time: '18:00:00', menus: { 1: { menu_id: 1, num_person: 2 } } });
  });

  it('warns and blocks when every time is on hold and none in stock', async () => {
    const driver = createBookingDriver(INPUT);
    await driver.send({ type: 'person.set', num_person: 2 });
    await driver.send({ type: 'loadTimes.done', output: [{ ...S.slot, status: 'on-hold' }] });
    expect(driver.snapshot().context).toMatchObject({
      isBlocked: true,
      alert: { key: 'message.all_hold_warning' },
    });
    await driver.send({ type: 'alert.dismiss' });
    await driver.send({ type: 'book.submit' });
    expect(driver.snapshot().value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
    expect(driver.snapshot().context.alert).toEqual({ key: 'message.all_hold_warning' });
  });

  it('shows the load failures of times and menus', async () => {
    const driver = createBookingDriver(INPUT);
    await driver.send({ type: 'person.set', num_person: 2 });
    await driver.send({ type: 'loadTimes.error', error: new Error('offline') });
    expect(driver.snapshot().context.alert).toEqual({ key: 'message.times_load_failed' });
    await driver.send({ type: 'time.set', time: '18:00:00' });
    expect(driver.inputOf('loadMenus')).toEqual({
      productId: 1,
      seat: 2,
      time: '18:00:00',
      time_end: '20:00:00',
      hold_id: null,
      locale: 'da',
    });
    await driver.send({ type: 'loadMenus.error', error: new Error('offline') });
    expect(driver.snapshot().context.alert).toEqual({ key: 'message.menus_load_failed' });
  });

  it('validates a chosen time, clears menus and loads the menus of its window', async () => {
    const driver = await createBookedDriver();
    await driver.send({ type: 'time.set', time: '0' });
    expect(driver.snapshot().context).toMatchObject({
      time: '0',
      menus: {},
      steps: [{ errors: { time: 'errors.time' } }, {}, {}],
    });
    await driver.send({ type: 'time.set', time: '18:00:00' });
    expect(driver.snapshot().context.steps[0].errors).toEqual({});
    const lunch = makeMenu({ id: 5, menu_type: 'LUNCH', time_start: '11:00:00', time_end: '15:00:00' });
    const soldout = makeMenu({ id: 6, status: 'soldout' });
    const dinner = makeMenu({ id: 7 });
    await driver.send({ type: 'loadMenus.done', output: [lunch, soldout, dinner] });
    // Lunch is outside 18:00; of the rest only one is in stock, so it is chosen for the party.
    expect(driver.snapshot().context.menuList.map((menu) => menu.id)).toEqual([6, 7]);
    expect(driver.snapshot().context.menus).toEqual({ 7: { menu_id: 7, num_person: 2 } });
  });

  it('refuses an incomplete step 0 with its error keys', async () => {
    const driver = createBookingDriver(INPUT);
    await driver.send({ type: 'book.submit' });
    expect(driver.snapshot().context.steps[0]).toEqual({
      complete: false,
      errors: { num_person: 'errors.num_person_missing', time: 'errors.time' },
    });
  });

  it('completing step 0 holds the table, stores the hold id and moves to INFO', async () => {
    const driver = await createBookedDriver();
    await driver.send({ type: 'book.submit' });
    expect(driver.inputOf('holdTable')).toEqual({
      productId: 1,
      request: {
        seat: 2,
        time: '18:00:00',
        time_end: '20:00:00',
        menus: [{ id: 1, count: 2 }],
        lang: 'da',
        hold_id: null,
      },
    });
    await driver.send({ type: 'book.submit' });
    expect(driver.calls).toContainEqual({ action: 'warnBusy' });
    await driver.send({ type: 'holdTable.done', output: S.orderWithoutCodes });
    const snapshot = driver.snapshot();
    expect(snapshot.value).toEqual({ flow: { guest: 'info' }, hold: 'active' });
    expect(snapshot.context).toMatchObject({
      step: 1,
      hold: { hold_id: 'hold-1' },
      steps: [{ complete: true, errors: {} }, {}, {}],
    });
    expect(getBookingRouteStep(snapshot)).toBe('step2');
    expect(isBookingLoading(snapshot)).toBe(false);
  });

  it('a failed hold for another reason shows the all-hold warning and stays on BOOK', async () => {
    const driver = await createBookedDriver();
    await driver.send({ type: 'book.submit' });
    await driver.send({ type: 'holdTable.error', error: new Error('offline') });
    expect(driver.snapshot().value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
    expect(driver.snapshot().context.alert).toEqual({ key: 'message.all_hold_warning' });
  });

  it.each([
    ['sold (no status)', S.noTableFailure, 'errors.no_table_available', 'soldout'],
    [
      'sold',
      { status: 409, body: { ...S.noTableFailure.body, status: 'soldout' } },
      'errors.no_table_available',
      'soldout',
    ],
    [
      'held by someone else',
      { status: 409, body: { ...S.noTableFailure.body, status: 'on-hold' } },
      'errors.table_on_hold',
      'on-hold',
    ],
  ] as const)(
    'a hold lost to another visitor (%s) says so and asks for the times again, so the chosen one no longer looks free',
    async (_label, error, key, slotStatus) => {
      const driver = await createBookedDriver();
      await driver.send({ type: 'book.submit' });
      await driver.send({ type: 'holdTable.error', error });
      expect(driver.snapshot().value).toEqual({ flow: { book: 'loadingTimes' }, hold: 'none' });
      expect(driver.snapshot().context.alert).toEqual({ key });
      const lost = { ...S.slot, status: slotStatus };
      await driver.send({ type: 'loadTimes.done', output: [lost, { ...S.slot, time: '21:00:00' }] });
      const { context, value } = driver.snapshot();
      expect(value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
      expect(context.times[0]?.status).toBe(slotStatus);
      // The lost time is no longer chosen; the message stays until dismissed.
      expect(context.time).toBe('0');
      expect(context.menus).toEqual({});
      expect(context.alert).toEqual({ key });
    },
  );

  it('clears a field error when the field is filled again', async () => {
    const driver = await createBookedDriver();
    await driver.send({ type: 'menu.set', menu_id: 1, num_person: 1 });
    await driver.send({ type: 'book.submit' });
    expect(driver.snapshot().context.steps[0].errors).toEqual({ menus: 'errors.menus_num_person' });
    await driver.send({ type: 'menu.set', menu_id: 1, num_person: 2 });
    expect(driver.snapshot().context.steps[0].errors).toEqual({});
  });
});

describe('booking machine: guest step (INFO and TERMS)', () => {
  it('validates INFO, clears an error when its field is filled and moves to TERMS', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'info.submit' });
    expect(driver.snapshot().context.steps[1].errors).toEqual({
      name: 'errors.name',
      email: 'errors.email',
      phone: 'errors.phone',
    });
    await driver.send({ type: 'guest.update', values: { name: 'Anna' } });
    expect(driver.snapshot().context.steps[1].errors).toEqual({
      email: 'errors.email',
      phone: 'errors.phone',
    });
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'info.submit' });
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'terms' } });
    expect(getBookingRouteStep(driver.snapshot())).toBe('step3');
    // Entering TERMS clears the gift-code input.
    expect(driver.snapshot().context.guest.last_giftcode).toBe('');
  });

  it('checks a gift code entry before sending it', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: { last_giftcode: 'GAVE1' } });
    await driver.send({ type: 'giftcode.add' });
    expect(driver.snapshot().context.steps[1].errors).toEqual({ last_giftcode: 'errors.gc-mail-phone' });
    expect(driver.isRunning('attachGiftcode')).toBe(false);
  });

  it('adds a validated gift code, clears the input and refuses it a second time', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'giftcode.add' });
    expect(driver.inputOf('attachGiftcode')).toEqual({
      productId: 1,
      request: { hold_id: 'hold-1', code: 'GAVE1', email: 'anna@example.dk', phone: '20123456', lang: 'da' },
    });
    await driver.send({ type: 'attachGiftcode.done', output: S.orderWithCode });
    expect(driver.snapshot().context).toMatchObject({
      guest: { giftcodes: ['GAVE1'], last_giftcode: '' },
      alert: { key: 'gc_success_msg' },
      order: { giftcards: [{ code: 'GAVE1' }] },
    });
    await driver.send({ type: 'guest.update', values: { last_giftcode: 'gave1' } });
    await driver.send({ type: 'giftcode.add' });
    expect(driver.snapshot().context.steps[1].errors).toEqual({ last_giftcode: 'errors.gc-exist' });
  });

  it('a rate-limited payment start (429) says to wait a minute, with or without our answer', async () => {
    for (const error of [
      { status: 429, body: { error: 'rate_limited', message: 'x', msg: 'too_many_requests' } },
      { status: 429, body: undefined },
    ]) {
      const driver = await createPaymentDriver();
      await driver.send({ type: 'payment.submit' });
      await driver.send({ type: 'startBookingPayment.error', error });
      expect(driver.snapshot().context.alert).toEqual({ key: 'errors.too_many_requests' });
      driver.actor.stop();
    }
  });

  it('chooses the only menu for the whole party only when the party may order it', async () => {
    const driver = createBookingDriver(INPUT);
    await driver.send({ type: 'person.set', num_person: 2 });
    await driver.send({ type: 'loadTimes.done', output: [S.slot] });
    await driver.send({ type: 'time.set', time: S.slot.time });
    const [first, second] = S.menus;
    await driver.send({
      type: 'loadMenus.done',
      output: [first, { ...second, limit_table_size: 1, table_sizes: '4' }],
    });
    // Two in stock, one only for four: the one a party of two may order is chosen for both.
    expect(driver.snapshot().context.menus).toEqual({ [first.id]: { menu_id: first.id, num_person: 2 } });
  });

  it('shows why the server refused a gift code', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'giftcode.add' });
    await driver.send({
      type: 'attachGiftcode.error',
      error: { status: 422, body: { error: 'unprocessable', message: '', msg: 'giftcard_validate_expired' } },
    });
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'info' } });
    expect(driver.snapshot().context.steps[1].errors).toEqual({ last_giftcode: 'errors.error-gc-expired' });
    // Said once, at the field: no banner as well.
    expect(driver.snapshot().context.alert).toBeNull();
  });

  it('keeps the parameters of a refused gift code for its field message', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'giftcode.add' });
    await driver.send({
      type: 'attachGiftcode.error',
      error: {
        status: 422,
        body: { error: 'unprocessable', message: '', msg: 'Giftcode is only valid for 4 people' },
      },
    });
    expect(driver.snapshot().context.steps[1].errors).toEqual({ last_giftcode: 'errors.gc-num-person' });
    expect(driver.snapshot().context.giftcodeError).toEqual({
      key: 'errors.gc-num-person',
      params: { n: 4 },
    });
    expect(driver.snapshot().context.alert).toBeNull();
  });

  it("clears a refused code's error once a code is added, so the emptied field is not red", async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'giftcode.add' });
    await driver.send({
      type: 'attachGiftcode.error',
      error: { status: 422, body: { error: 'unprocessable', message: '', msg: 'giftcard_validate_expired' } },
    });
    await driver.send({ type: 'giftcode.add' });
    await driver.send({ type: 'attachGiftcode.done', output: S.orderWithCode });
    expect(driver.snapshot().context.steps[1].errors).toEqual({});
    expect(driver.snapshot().context.giftcodeError).toBeNull();
    expect(driver.snapshot().context.alert).toEqual({ key: 'gc_success_msg' });
  });

  it('removes a gift code, or says it could not', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'giftcode.add' });
    await driver.send({ type: 'attachGiftcode.done', output: S.orderWithCode });
    await driver.send({ type: 'giftcode.remove', code: 'GAVE1' });
    expect(driver.inputOf('removeGiftcode')).toEqual({ productId: 1, code: 'GAVE1', hold_id: 'hold-1' });
    await driver.send({ type: 'removeGiftcode.done', output: S.orderWithoutCodes });
    expect(driver.snapshot().context.guest.giftcodes).toEqual([]);
    await driver.send({ type: 'giftcode.remove', code: 'GAVE1' });
    await driver.send({ type: 'removeGiftcode.error', error: new Error('offline') });
    expect(driver.snapshot().context.alert).toEqual({ key: 'message.giftcode_remove_failed' });
  });

  it('needs the terms on TERMS and sends the order update with gift codes and the co-op card', async () => {
    const driver = await createGuestDriver();
    await driver.send({
      type: 'guest.update',
      values: { ...S.guest, is_accept_terms: false, coop_code: '25123456', coop_zip: '2100' },
    });
    await driver.send({ type: 'info.submit' });
    await driver.send({ type: 'terms.submit' });
    expect(driver.snapshot().context.steps[1].errors).toEqual({ is_accept_terms: 'errors.is_accept_terms' });
    await driver.send({ type: 'guest.update', values: { is_accept_terms: true, is_subscribe: true } });
    await driver.send({ type: 'terms.submit' });
    expect(driver.inputOf('updateGuest')).toEqual({
      productId: 1,
      request: {
        hold_id: 'hold-1',
        lang: 'da',
        name: 'Anna Jensen',
        email: 'anna@example.dk',
        phone: '20123456',
        is_newsletter: true,
        seat: 2,
        time: '18:00:00',
        time_end: '20:00:00',
        coop_code: '25123456',
        billing_zipcode: '2100',
        menus: [{ id: 1, count: 2 }],
        giftcodes: [],
        special_requests: '',
      },
    });
    expect(driver.snapshot().context).toMatchObject({
      cards: [{ card_number: '25123456', card_type: 'coop' }],
      billing_zipcode: '2100',
    });
    await driver.send({ type: 'updateGuest.done', output: S.orderWithoutCodes });
    expect(driver.snapshot().value).toEqual({ flow: { payment: 'idle' }, hold: 'active' });
    expect(driver.snapshot().context).toMatchObject({
      step: 2,
      steps: [{ complete: true }, { complete: true }, {}],
    });
    expect(getBookingRouteStep(driver.snapshot())).toBe('step4');
  });

  it('shows the field errors of a refused update on their fields', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'info.submit' });
    await driver.send({ type: 'terms.submit' });
    await driver.send({
      type: 'updateGuest.error',
      error: {
        status: 422,
        body: { error: 'unprocessable', message: 'x', msg: 'invalid', errors: { phone: 'errors.phone' } },
      },
    });
    expect(driver.snapshot().context.steps[1].errors).toEqual({ phone: 'errors.phone' });
    expect(driver.snapshot().context.alert).toEqual({ key: 'errors.unknown' });
  });

  it('stays on TERMS with the alert when the update fails', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'info.submit' });
    await driver.send({ type: 'terms.submit' });
    await driver.send({ type: 'updateGuest.error', error: S.noTableFailure });
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'terms' } });
    expect(driver.snapshot().context.alert).toEqual({ key: 'errors.no_table_available' });
  });

  it('goes back from TERMS to INFO and from the guest step to BOOK, which resets', async () => {
    const driver = await createGuestDriver();
    await driver.send({ type: 'guest.update', values: S.guest });
    await driver.send({ type: 'info.submit' });
    await driver.send({ type: 'step.goto', step: 'step2' });
    expect(getBookingRouteStep(driver.snapshot())).toBe('step2');
    await driver.send({ type: 'step.goto', step: 'step3' });
    expect(getBookingRouteStep(driver.snapshot())).toBe('step2');
    await driver.send({ type: 'step.goto', step: 'step1' });
    expect(driver.snapshot().context).toMatchObject({
      step: 0,
      num_person: 0,
      time: '0',
      menus: {},
      times: [],
    });
    // The guest's details are kept for when they come back.
    expect(driver.snapshot().context.guest.name).toBe('Anna Jensen');
  });
});

describe('booking machine: payment', () => {
  it('creates the order and follows the payment link', async () => {
    const driver = await createPaymentDriver();
    await driver.send({ type: 'payment.submit' });
    expect(driver.inputOf('startBookingPayment')).toEqual({
      productId: 1,
      request: {
        hold_id: 'hold-1',
        lang: 'da',
        name: 'Anna Jensen',
        email: 'anna@example.dk',
        phone: '20123456',
      },
    });
    await driver.send({ type: 'payment.submit' });
    expect(driver.calls.filter((call) => call.action === 'warnBusy')).toHaveLength(1);
    await driver.send({ type: 'startBookingPayment.done', output: S.paymentResponse });
    expect(driver.snapshot().value).toMatchObject({ flow: { payment: 'redirecting' } });
    expect(driver.calls).toContainEqual({ action: 'followPaymentLink', params: { url: '/pay/10' } });
    expect(driver.snapshot().context).toMatchObject({
      payment_url: '/pay/10',
      order: { order_id: 'TD-7KQ4-M2ZA' },
    });
  });

  it('returns to the guest step with everything kept when payment fails', async () => {
    const driver = await createPaymentDriver();
    await driver.send({ type: 'payment.submit' });
    await driver.send({ type: 'startBookingPayment.error', error: new Error('declined') });
    const { context } = driver.snapshot();
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'info' } });
    expect(context).toMatchObject({
      payment_failed: true,
      alert: { key: 'message.payment_failed' },
      num_person: 2,
      time: '18:00:00',
      hold: { hold_id: 'hold-1' },
      guest: { name: 'Anna Jensen', coop_code: '25123456' },
    });
  });

  it('goes back to any earlier route', async () => {
    const toStep3 = await createPaymentDriver();
    await toStep3.send({ type: 'step.goto', step: 'step3' });
    expect(getBookingRouteStep(toStep3.snapshot())).toBe('step3');
    const toStep2 = await createPaymentDriver();
    await toStep2.send({ type: 'step.goto', step: 'step2' });
    expect(getBookingRouteStep(toStep2.snapshot())).toBe('step2');
    const toStep1 = await createPaymentDriver();
    await toStep1.send({ type: 'step.goto', step: 'step1' });
    expect(getBookingRouteStep(toStep1.snapshot())).toBe('step1');
  });

  it.each([
    [[false, false], { book: 'idle' }],
    [[true, false], { guest: 'info' }],
  ] as const)('payment with steps complete %j goes back to %j', (complete, flow) => {
    const [start] = initialTransition(bookingMachine, INPUT);
    const atPayment = bookingMachine.resolveState({
      value: { flow: { payment: 'idle' }, hold: 'none' },
      context: {
        ...start.context,
        steps: [
          { complete: complete[0], errors: {} },
          { complete: complete[1], errors: {} },
          { complete: false, errors: {} },
        ],
      },
    });
    const [next] = transition(bookingMachine, atPayment, { type: 'payment.submit' });
    expect(next.value).toEqual({ flow, hold: 'none' });
  });
});

describe('booking machine: hold', () => {
  it('expires 15 minutes after the hold and sends the visitor back to BOOK', async () => {
    const driver = await createGuestDriver();
    driver.clock.increment(HOLD_TTL_MS - 1);
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'info' }, hold: 'active' });
    driver.clock.increment(1);
    expect(driver.snapshot().value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
    expect(driver.snapshot().context).toMatchObject({ hold: null, alert: { key: 'message.hold_expired' } });
  });

  it('counts 15 minutes afresh when the hold moves', async () => {
    const driver = await createGuestDriver();
    driver.clock.increment(HOLD_TTL_MS - 1000);
    await driver.send({ type: 'step.goto', step: 'step1' });
    await driver.send({ type: 'person.set', num_person: 2 });
    expect(driver.inputOf('loadTimes')).toMatchObject({ hold_id: 'hold-1' });
    await driver.send({ type: 'loadTimes.done', output: [S.slot] });
    await driver.send({ type: 'time.set', time: S.slot.time });
    await driver.send({ type: 'loadMenus.done', output: S.menus.slice(0, 1) });
    await driver.send({ type: 'book.submit' });
    expect(driver.inputOf('holdTable')).toMatchObject({ request: { hold_id: 'hold-1' } });
    await driver.send({ type: 'holdTable.done', output: S.orderWithoutCodes });
    driver.clock.increment(2000);
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'info' }, hold: 'active' });
    driver.clock.increment(HOLD_TTL_MS);
    expect(driver.snapshot().value).toMatchObject({ hold: 'none' });
  });

  it('restores a stored hold into the guest step, with the payment-failed message after ispafa=1', async () => {
    const driver = createBookingDriver({ ...INPUT, isRestoring: true, isPaymentFailed: true });
    expect(driver.snapshot().value).toEqual({ flow: 'restoring', hold: 'none' });
    expect(getBookingRouteStep(driver.snapshot())).toBeNull();
    expect(driver.inputOf('restoreHold')).toEqual({ productId: 1 });
    await driver.send({ type: 'restoreHold.done', output: S.holdState });
    expect(driver.snapshot().value).toEqual({ flow: { guest: 'info' }, hold: 'active' });
    expect(driver.snapshot().context).toMatchObject({
      num_person: 2,
      time: '18:00:00',
      seatOptions: [0, 1, 2],
      guest: { name: 'Anna Jensen', email_confirm: 'anna@example.dk' },
      steps: [{ complete: true }, {}, {}],
      payment_failed: true,
      alert: { key: 'message.payment_failed' },
    });
  });

  it('after a declined payment, pays again from the guest step with the terms still accepted', async () => {
    const driver = createBookingDriver({ ...INPUT, isRestoring: true, isPaymentFailed: true });
    await driver.send({ type: 'restoreHold.done', output: S.holdState });
    expect(driver.snapshot().context.guest.is_accept_terms).toBe(true);
    await driver.send({ type: 'payment.retry' });
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'updatingHold' } });
    expect(driver.inputOf('updateGuest')).toMatchObject({ request: { name: 'Anna Jensen' } });
    await driver.send({ type: 'updateGuest.done', output: S.orderWithoutCodes });
    expect(getBookingRouteStep(driver.snapshot())).toBe('step4');
  });

  it('offers no retry on a booking whose payment has not failed', async () => {
    const driver = createBookingDriver({ ...INPUT, isRestoring: true });
    await driver.send({ type: 'restoreHold.done', output: S.holdState });
    await driver.send({ type: 'payment.retry' });
    expect(driver.snapshot().value).toMatchObject({ flow: { guest: 'info' } });
  });

  it('starts over when the stored hold cannot be restored', async () => {
    const driver = createBookingDriver({ ...INPUT, isRestoring: true });
    await driver.send({ type: 'restoreHold.error', error: new Error('404') });
    expect(driver.snapshot().value).toEqual({ flow: { book: 'idle' }, hold: 'none' });
  });
});

describe('booking machine: what the app must provide', () => {
  it('fails loudly when an actor is not provided', async () => {
    const actor = createActor(bookingMachine, { input: INPUT }).start();
    actor.send({ type: 'person.set', num_person: 2 });
    await flush();
    expect(actor.getSnapshot().context.alert).toEqual({ key: 'message.times_load_failed' });
    actor.stop();
  });

  it.each(['followPaymentLink', 'warnBusy'] as const)('the %s action throws until provided', (name) => {
    const implementation = bookingMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => implementation({}, {})).toThrow(`${name} not provided`);
  });

  it.each([
    'loadTimes',
    'loadMenus',
    'holdTable',
    'attachGiftcode',
    'removeGiftcode',
    'updateGuest',
    'startBookingPayment',
    'restoreHold',
  ] as const)('the %s actor rejects until provided', async (name) => {
    const logic = bookingMachine.implementations.actors[name] as { config: () => Promise<unknown> };
    await expect(logic.config()).rejects.toThrow(`${name} not provided`);
  });

  it('prices the chosen menus before the order arrives', async () => {
    const driver = await createBookedDriver();
    const price = getBookingPreviewPrice(driver.snapshot().context);
    expect(price.line_items.map((line) => [line.type, line.amount])).toEqual([
      ['menu', 40000],
      ['administration_fee', 2500],
      ['vat', 8500],
      ['total_amount', 42500],
    ]);
  });

  it('reads failures as alerts and field errors', () => {
    expect(
      getFailureFieldErrors({
        status: 422,
        body: { error: 'x', message: 'y', errors: { name: 'errors.name' } },
      }),
    ).toEqual({
      name: 'errors.name',
    });
    expect(
      getFailureFieldErrors({
        status: 409,
        body: { error: 'x', message: 'y', errors: { name: 'errors.name' } },
      }),
    ).toEqual({});
    expect(getFailureFieldErrors(null)).toEqual({});
    expect(getFailureAlert(S.noTableFailure, 'errors.unknown')).toEqual({ key: 'errors.no_table_available' });
    expect(getFailureAlert({ status: 500, body: { error: 'x', message: 'y' } }, 'errors.unknown')).toEqual({
      key: 'errors.unknown',
    });
    expect(getFailureAlert(null, 'message.payment_failed')).toEqual({ key: 'message.payment_failed' });
  });
});
