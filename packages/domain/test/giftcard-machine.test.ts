import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';

import { GIFTCARD_MODEL_SAMPLES as S } from '../src/giftcard/giftcard-flow-model.ts';
import {
  getGiftcardRouteStep,
  giftcardMachine,
  type TGiftcardContext,
} from '../src/giftcard/giftcard-machine.ts';
import { flush } from './booking-driver.ts';
import { createGiftcardDriver } from './giftcard-driver.ts';

const INPUT = { locale: 'da' as const };

const fillFirstSteps = async (driver: ReturnType<typeof createGiftcardDriver>) => {
  await driver.send({ type: 'amount.set', amount: S.amount });
  await driver.send({ type: 'quantity.set', quantity: S.quantity });
  await driver.send({ type: 'amount.submit' });
  await driver.send({ type: 'details.update', values: { ...S.details, is_subscribe: true } });
  await driver.send({ type: 'details.submit' });
};

describe('gift-card machine', () => {
  it('starts on step1 with quantity 1 and terms accepted by default', () => {
    const [snapshot] = initialTransition(giftcardMachine, INPUT);
    expect(snapshot.value).toBe('amount');
    expect(snapshot.context.data).toMatchObject({ amount: 0, quantity: 1, is_accept_terms: true });
    expect(getGiftcardRouteStep(snapshot)).toBe('step1');
  });

  it('refuses an amount or quantity of zero and clears the error when the field changes', () => {
    const [start] = initialTransition(giftcardMachine, { ...INPUT, amount: 0 });
    const [refused] = transition(giftcardMachine, start, { type: 'quantity.set', quantity: 0 });
    const [submitted] = transition(giftcardMachine, refused, { type: 'amount.submit' });
    expect(submitted.value).toBe('amount');
    expect(submitted.context.steps[0].errors).toEqual({
      amount: 'errors.giftcard_amount',
      quantity: 'errors.giftcard_quantity',
    });
    const [fixed] = transition(giftcardMachine, submitted, { type: 'amount.set', amount: 50000 });
    expect(fixed.context.steps[0].errors).toEqual({ quantity: 'errors.giftcard_quantity' });
  });

  it('checks the details and goes on to payment', async () => {
    const driver = createGiftcardDriver({ ...INPUT, amount: 50000 });
    await driver.send({ type: 'amount.submit' });
    expect(getGiftcardRouteStep(driver.snapshot())).toBe('step2');
    await driver.send({
      type: 'details.update',
      values: { name: 'Anna', email: 'anna@example.dk', is_accept_terms: false },
    });
    await driver.send({ type: 'details.submit' });
    expect(driver.snapshot().context.steps[1].errors).toEqual({
      email_confirm: 'errors.email_confirm',
      is_accept_terms: 'errors.is_accept_terms',
    });
    await driver.send({ type: 'details.update', values: S.details });
    await driver.send({ type: 'details.submit' });
    expect(getGiftcardRouteStep(driver.snapshot())).toBe('step3');
    expect(driver.snapshot().context.step).toBe(2);
  });

  it('pays with the amount and quantity and follows the payment link', async () => {
    const driver = createGiftcardDriver();
    await fillFirstSteps(driver);
    await driver.send({ type: 'payment.submit' });
    expect(driver.pendingInput()).toEqual({
      is_accept_terms: true,
      is_subscribe: true,
      name: 'Anna Jensen',
      email: 'anna@example.dk',
      amount: 50000,
      quantity: 2,
      recipient_name: '',
      message: '',
      lang: 'da',
    });
    expect(driver.snapshot().hasTag('loading')).toBe(true);
    await driver.send({ type: 'payment.submit' });
    expect(driver.calls).toEqual([{ action: 'warnBusy' }]);
    await driver.send({ type: 'startGiftcardPayment.done', output: S.paymentResponse });
    expect(driver.snapshot().value).toEqual({ payment: 'redirecting' });
    expect(driver.calls).toContainEqual({ action: 'followPaymentLink', params: { url: '/pay/giftcard/7' } });
  });

  it.each([
    [
      'with our answer',
      { status: 429, body: { error: 'rate_limited', message: 'x', msg: 'too_many_requests' } },
    ],
    ['without an answer (a proxy)', { status: 429, body: undefined }],
  ])(
    'a rate-limited purchase start (429, %s) says to wait a minute, not that it failed',
    async (_label, error) => {
      const driver = createGiftcardDriver();
      await fillFirstSteps(driver);
      await driver.send({ type: 'payment.submit' });
      await driver.send({ type: 'startGiftcardPayment.error', error });
      expect(driver.snapshot().value).toEqual({ payment: 'idle' });
      expect(driver.snapshot().context.alert).toEqual({ key: 'errors.too_many_requests' });
    },
  );

  it('shows the purchase failure and lets the visitor try again', async () => {
    const driver = createGiftcardDriver();
    await fillFirstSteps(driver);
    await driver.send({ type: 'payment.submit' });
    await driver.send({ type: 'startGiftcardPayment.error', error: new Error('offline') });
    expect(driver.snapshot().value).toEqual({ payment: 'idle' });
    expect(driver.snapshot().context.alert).toEqual({ key: 'message.giftcard_purchase_failed' });
    await driver.send({ type: 'alert.dismiss' });
    expect(driver.snapshot().context.alert).toBeNull();
  });

  it.each([
    [[false, false], 'amount'],
    [[true, false], 'details'],
  ] as const)('payment with steps complete %j goes back to %s', (complete, target) => {
    const [start] = initialTransition(giftcardMachine, INPUT);
    const atPayment = giftcardMachine.resolveState({
      value: { payment: 'idle' },
      context: {
        ...start.context,
        steps: [
          { complete: complete[0], errors: {} },
          { complete: complete[1], errors: {} },
          { complete: false, errors: {} },
        ],
      } satisfies TGiftcardContext,
    });
    expect(transition(giftcardMachine, atPayment, { type: 'payment.submit' })[0].value).toBe(target);
  });

  it('goes back to earlier steps, and a change there must be confirmed again', async () => {
    const driver = createGiftcardDriver();
    await fillFirstSteps(driver);
    await driver.send({ type: 'step.goto', step: 'step2' });
    expect(getGiftcardRouteStep(driver.snapshot())).toBe('step2');
    await driver.send({ type: 'step.goto', step: 'step1' });
    await driver.send({ type: 'amount.set', amount: 20000 });
    expect(driver.snapshot().context.steps[0].complete).toBe(false);
  });

  it('says the payment failed after ispafa=1', () => {
    const [snapshot] = initialTransition(giftcardMachine, { ...INPUT, isPaymentFailed: true });
    expect(snapshot.context).toMatchObject({
      payment_failed: true,
      alert: { key: 'message.payment_failed' },
    });
  });

  it('resumes at the details step with the order this tab sent to payment, as the booking flow does', async () => {
    const driver = createGiftcardDriver({ locale: 'en', isRestoring: true, isPaymentFailed: true });
    expect(getGiftcardRouteStep(driver.snapshot())).toBeNull();
    expect(driver.snapshot().hasTag('loading')).toBe(true);
    const draft = { amount: S.amount, quantity: S.quantity, ...S.greeting, is_subscribe: true, ...S.details };
    await driver.send({ type: 'restoreDraft.done', output: draft });
    expect(getGiftcardRouteStep(driver.snapshot())).toBe('step2');
    expect(driver.snapshot().context).toMatchObject({
      data: draft,
      steps: [{ complete: true }, { complete: false }, { complete: false }],
      alert: { key: 'message.payment_failed' },
    });
    await driver.send({ type: 'details.submit' });
    expect(getGiftcardRouteStep(driver.snapshot())).toBe('step3');
  });

  it('starts afresh when there is nothing to restore, or the kept amount is no longer valid', async () => {
    const missing = createGiftcardDriver({ locale: 'da', isRestoring: true, isPaymentFailed: true });
    await missing.send({ type: 'restoreDraft.error', error: new Error('no draft') });
    expect(getGiftcardRouteStep(missing.snapshot())).toBe('step1');
    const invalid = createGiftcardDriver({ locale: 'da', isRestoring: true });
    await invalid.send({
      type: 'restoreDraft.done',
      output: { ...S.details, amount: 0, quantity: 1, recipient_name: '', message: '', is_subscribe: false },
    });
    expect(getGiftcardRouteStep(invalid.snapshot())).toBe('step1');
  });

  it('fails loudly until the app provides its effects', async () => {
    const actor = createActor(giftcardMachine, { input: { ...INPUT, amount: 50000 } }).start();
    expect(() => (giftcardMachine.implementations.actions.warnBusy as () => void)()).toThrow(
      'warnBusy not provided',
    );
    expect(() =>
      (giftcardMachine.implementations.actions.followPaymentLink as (a: unknown, b: unknown) => void)({}, {}),
    ).toThrow('followPaymentLink not provided');
    actor.send({ type: 'amount.submit' });
    actor.send({ type: 'details.update', values: S.details });
    actor.send({ type: 'details.submit' });
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().context.alert).toEqual({ key: 'message.giftcard_purchase_failed' });
    actor.stop();
  });
});
