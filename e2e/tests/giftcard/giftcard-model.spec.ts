import { expect, test, type Page } from '@playwright/test';
import {
  describeModelPath,
  GIFTCARD_MODEL_SAMPLES as S,
  giftcardFlowModel,
  serializeGiftcardModelState,
  type TGiftcardModelEvent,
} from '@tredjedel/domain';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';

import { runModelPath } from '../../model/run-model-path.ts';
import { actAsOwnVisitor } from '../booking/booking-helpers.ts';
import { decideConsentBeforeEach } from '../discovery/helpers.ts';
import { waitForHydration } from '../discovery/helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));
// The consent banner, drawn at the bottom once the page has hydrated, could cover a step's
// buttons mid-path (seen in CI: a click waited 30 s behind it); these paths are about the flow.
decideConsentBeforeEach();

/**
 * Model-based paths of the gift-card flow (STYLE 10): the domain's side-effect-free model, derived
 * from the real machine, gives the shortest path to every state; each path drives the real page.
 * Events the page cannot produce (an amount or quantity of 0: the controls offer none) are left out.
 */
const EVENTS_BY_STEP: Record<string, TGiftcardModelEvent[]> = {
  amount: [
    { type: 'amount.set', amount: S.amount },
    { type: 'quantity.set', quantity: S.quantity },
    { type: 'greeting.update', values: S.greeting },
    { type: 'amount.submit' },
  ],
  details: [
    { type: 'details.update', values: S.details },
    { type: 'details.update', values: { email_confirm: 'other@example.dk' } },
    { type: 'details.submit' },
    { type: 'step.goto', step: 'step1' },
  ],
  'payment.idle': [
    { type: 'payment.submit' },
    { type: 'step.goto', step: 'step1' },
    { type: 'step.goto', step: 'step2' },
  ],
  'payment.paying': [
    { type: 'startGiftcardPayment.done', output: S.paymentResponse },
    { type: 'startGiftcardPayment.error', error: new Error('declined') },
  ],
};

const stepKey = (value: unknown) =>
  typeof value === 'string' ? value : `payment.${String((value as { payment?: string }).payment)}`;
const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The machine takes some events on every step (data changes, `step.goto`); the page offers only the
 * controls of the step it shows, so the traversal follows only those.
 */
const isDrivable = (snapshot: { value: unknown }, event: unknown) =>
  (EVENTS_BY_STEP[stepKey(snapshot.value)] ?? []).some((item) => isSame(item, event));

const INPUT = { locale: 'da' } as const;

const paths = createTestModel(giftcardFlowModel, {
  events: Object.values(EVENTS_BY_STEP).flat() as never,
  filterEvents: isDrivable as never,
  input: INPUT as never,
  serializeState: serializeGiftcardModelState as never,
}).getShortestPaths();

const CONTINUE = { name: 'Fortsæt', exact: true } as const;
const STEP_HEADING = {
  amount: 'Vælg beløb og antal',
  details: 'Dine oplysninger',
  payment: 'Betaling',
} as const;

/** Makes the page show what the model's state says. */
async function expectState(page: Page, value: unknown) {
  if (value === 'amount' || value === 'details') {
    await expect(page).toHaveURL(value === 'amount' ? /\/gavekort\/step1/ : /\/gavekort\/step2/);
    await expect(page.getByRole('heading', { level: 2, name: STEP_HEADING[value] })).toBeVisible();
    return;
  }
  const payment = (value as { payment?: string }).payment;
  if (payment === 'redirecting') {
    await expect(page).toHaveURL(/\/pay\//);
    return;
  }
  // While the order is being made the page may already be on its way to the payment page.
  if (payment === 'paying') return;
  await expect(page).toHaveURL(/\/gavekort\/step3/);
  await expect(page.getByRole('button', { name: /^Betal / })).toBeVisible();
}

/** Produces one model event in the page; `next` tells how the server should answer a payment. */
async function sendEvent(page: Page, event: TGiftcardModelEvent, next: TGiftcardModelEvent | undefined) {
  switch (event.type) {
    case 'amount.set':
      await page
        .locator('label.td-form__chip', {
          has: page.locator(`input[name="amount"][value="${event.amount}"]`),
        })
        .click();
      return;
    case 'quantity.set':
      await page.getByLabel('Antal gavekort').selectOption(String(event.quantity));
      return;
    case 'greeting.update': {
      const values = event.values;
      if (values.recipient_name !== undefined)
        await page.getByLabel('Modtagerens navn').fill(values.recipient_name);
      if (values.message !== undefined) await page.getByLabel('Personlig hilsen').fill(values.message);
      return;
    }
    case 'amount.submit':
    case 'details.submit':
      await page.getByRole('button', CONTINUE).click();
      return;
    case 'details.update': {
      const values = event.values;
      if (values.name !== undefined) await page.getByLabel('Navn', { exact: true }).fill(values.name);
      if (values.email !== undefined) await page.getByLabel('E-mail', { exact: true }).fill(values.email);
      if (values.email_confirm !== undefined)
        await page.getByLabel('Gentag e-mail', { exact: true }).fill(values.email_confirm);
      if (values.is_accept_terms !== undefined)
        await page.getByLabel(/Jeg accepterer/).setChecked(values.is_accept_terms);
      return;
    }
    case 'payment.submit':
      if (next?.type === 'startGiftcardPayment.error') {
        await page.route('**/api/v4/giftcard/payment', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":"server","message":"down"}',
          }),
        );
      }
      await page.getByRole('button', { name: /^Betal / }).click();
      return;
    case 'startGiftcardPayment.done':
    case 'restoreDraft.done':
      return;
    case 'startGiftcardPayment.error':
      await expect(page.getByRole('alert')).toContainText('Det mislykkedes. Genindlæs siden, og prøv igen');
      await page.unroute('**/api/v4/giftcard/payment');
      return;
    case 'step.goto':
      // The step indicator links completed steps; the machine follows the address.
      await page
        .getByRole('navigation', { name: 'Gavekorttrin' })
        .getByRole('link', { name: event.step === 'step1' ? 'Gavekort' : 'Oplysninger' })
        .click();
      return;
    default:
      throw new Error(`the page cannot produce ${event.type}`);
  }
}

test.describe('[GIFTCARD]: model paths', () => {
  for (const [index, path] of paths.entries()) {
    // Two `details.update` samples read alike in a description, so each title carries its number.
    const title = describeModelPath(path);
    test(`${index + 1}: ${title}`, async ({ page }, testInfo) => {
      await runModelPath(page, testInfo, {
        machine: 'giftcard',
        start: 'a new gift card',
        title,
        model: giftcardFlowModel,
        input: INPUT,
        path,
        drive: async (position) => {
          const step = path.steps[position];
          if (!step) throw new Error(`the path has no step ${position}`);
          if (position === 0) {
            await page.goto('/gavekort/step1');
            await waitForHydration(page);
            await expect(page.locator('input[name="amount"]').first()).toBeAttached();
          } else {
            const next = path.steps[position + 1]?.event as TGiftcardModelEvent | undefined;
            await sendEvent(page, step.event as TGiftcardModelEvent, next);
          }
          await expectState(page, step.state.value);
        },
      });
    });
  }
});

/** The start after a payment declined at the gateway: the order's draft is restored on step 2. */
const RESTORED_INPUT = { locale: 'da', isRestoring: true, isPaymentFailed: true } as const;
const DECLINED_JOURNEY: TGiftcardModelEvent[] = [
  {
    type: 'restoreDraft.done',
    output: {
      amount: S.amount,
      quantity: 1,
      recipient_name: '',
      message: '',
      is_subscribe: false,
      ...S.details,
    },
  },
  { type: 'details.submit' },
  { type: 'payment.submit' },
  { type: 'startGiftcardPayment.error', error: new Error('declined') },
];

/** The journey as a model path; an event that takes no transition in the model fails here. */
const declinedPath = (() => {
  const actor = createActor(giftcardFlowModel, { input: RESTORED_INPUT });
  actor.start();
  const steps = [{ event: { type: 'xstate.init' }, state: actor.getSnapshot() }];
  for (const event of DECLINED_JOURNEY) {
    const before = actor.getSnapshot();
    actor.send(event);
    if (actor.getSnapshot() === before) throw new Error(`${event.type} takes no transition in the model`);
    steps.push({ event, state: actor.getSnapshot() });
  }
  actor.stop();
  return { steps };
})();

test.describe('[GIFTCARD]: model journeys', () => {
  test('a payment declined at the gateway restores the order on step 2; a failed payment call keeps it', async ({
    page,
  }, testInfo) => {
    await runModelPath(page, testInfo, {
      machine: 'giftcard',
      start: 'a restored order after a failed payment',
      title: 'a payment declined at the gateway restores the order; a failed payment call keeps it',
      model: giftcardFlowModel,
      input: RESTORED_INPUT,
      path: declinedPath,
      drive: async (position) => {
        const step = declinedPath.steps[position];
        if (!step) throw new Error(`the journey has no step ${position}`);
        if (position === 0) {
          await page.goto('/gavekort/step1');
          await waitForHydration(page);
          await expect(page.locator('input[name="amount"]').first()).toBeAttached();
          await sendEvent(page, { type: 'amount.set', amount: S.amount }, undefined);
          await page.getByRole('button', CONTINUE).click();
          await sendEvent(page, { type: 'details.update', values: S.details }, undefined);
          await page.getByRole('button', CONTINUE).click();
          await page.getByRole('button', { name: /^Betal / }).click();
          await expect(page).toHaveURL(/\/pay\//);
          await page.getByRole('button', { name: 'Afvis betaling', exact: true }).click();
          await expect(page).toHaveURL(/\/gavekort\/step2\?ispafa=1/);
          return;
        }
        const next = declinedPath.steps[position + 1]?.event as TGiftcardModelEvent | undefined;
        await sendEvent(page, step.event as TGiftcardModelEvent, next);
        await expectState(page, step.state.value);
      },
    });
  });
});
