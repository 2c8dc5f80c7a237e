import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import {
  BOOKING_MODEL_SAMPLES as S,
  bookingFlowModel,
  describeModelPath,
  serializeBookingModelState,
  type TBookingModelEvent,
} from '@tredjedel/domain';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';

import { runModelPath } from '../../model/run-model-path.ts';
import {
  acceptTerms,
  actAsOwnVisitor,
  chooseTable,
  dismissConsent,
  fillGuest,
  findBookable,
  pay,
  TEXT,
  type TBookable,
} from './booking-helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo.testId));

/**
 * Model-based paths of the booking flow (STYLE 10): the domain's side-effect-free model, derived from
 * the real machine, gives the shortest paths; each drives the real page in Danish against the real
 * server. The visitor's events are clicks and typing; the server's answers (`{actor}.done`) are
 * awaited, its failures (`{actor}.error`) are made by answering that one call with an error. Events
 * the page offers no control for on a step (the hold running out, restoring, gift codes that need a
 * bought code) are left to the other tests, which keeps this suite to a few minutes.
 */
const EVENTS_BY_STEP: Record<string, TBookingModelEvent[]> = {
  'book.idle': [
    { type: 'person.set', num_person: S.partySize },
    { type: 'time.set', time: S.slot.time },
    { type: 'menu.set', menu_id: S.menus[0].id, num_person: S.partySize },
    { type: 'book.submit' },
  ],
  'book.loadingTimes': [
    { type: 'loadTimes.done', output: [S.slot] },
    { type: 'loadTimes.error', error: new Error('offline') },
  ],
  'book.loadingMenus': [
    { type: 'loadMenus.done', output: S.menus },
    { type: 'loadMenus.error', error: new Error('offline') },
  ],
  'book.holding': [
    { type: 'holdTable.done', output: S.orderWithoutCodes },
    { type: 'holdTable.error', error: S.noTableFailure },
  ],
  'guest.info': [
    { type: 'guest.update', values: S.guest },
    { type: 'info.submit' },
    { type: 'step.goto', step: 'step1' },
  ],
  'guest.terms': [{ type: 'terms.submit' }, { type: 'step.goto', step: 'step2' }],
  'guest.updatingHold': [
    { type: 'updateGuest.done', output: S.orderWithoutCodes },
    { type: 'updateGuest.error', error: S.noTableFailure },
  ],
  'payment.idle': [
    { type: 'payment.submit' },
    { type: 'step.goto', step: 'step1' },
    { type: 'step.goto', step: 'step2' },
    { type: 'step.goto', step: 'step3' },
  ],
  'payment.creatingOrder': [
    { type: 'createOrder.done', output: S.paymentResponse },
    { type: 'createOrder.error', error: new Error('declined') },
  ],
};

const stepKey = (value: unknown): string => {
  const flow = (value as { flow?: unknown }).flow;
  if (typeof flow === 'string') return flow;
  const [parent, child] = Object.entries(flow as Record<string, unknown>)[0] ?? [];
  return `${String(parent)}.${String(child)}`;
};
const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
type TModelSnapshot = { value: unknown; context: { num_person: number; time: string; menuList: unknown[] } };

/** The page shows times once a party is chosen, and menus once a time is. */
const isDrivable = (snapshot: TModelSnapshot, event: TBookingModelEvent) => {
  if (event.type === 'time.set' && snapshot.context.num_person === 0) return false;
  if (event.type === 'menu.set' && snapshot.context.menuList.length === 0) return false;
  return (EVENTS_BY_STEP[stepKey(snapshot.value)] ?? []).some((item) => isSame(item, event));
};

const INPUT = { productId: S.productId, locale: 'da' } as const;

const paths = createTestModel(bookingFlowModel, {
  events: Object.values(EVENTS_BY_STEP).flat() as never,
  filterEvents: isDrivable as never,
  input: INPUT as never,
  serializeState: serializeBookingModelState as never,
})
  .getShortestPaths()
  // One path per step the flow ends on keeps the suite to a few minutes; the shortest come first.
  .sort((a, b) => a.steps.length - b.steps.length)
  .filter(
    (path, index, all) =>
      all.findIndex((other) => stepKey(other.state.value) === stepKey(path.state.value)) === index,
  );

/** The call each failing answer stands for, and what the server says. */
const FAILURES: Record<string, { url: string; status: number; body: unknown; alert: string }> = {
  'loadTimes.error': {
    url: '**/api/v4/products/*/stocks/times*',
    status: 500,
    body: { error: 'server', message: 'down' },
    alert: 'Tiderne kunne ikke hentes',
  },
  'loadMenus.error': {
    url: '**/api/v4/products/*/stocks/menus*',
    status: 500,
    body: { error: 'server', message: 'down' },
    alert: 'Menuerne kunne ikke hentes',
  },
  'holdTable.error': {
    url: '**/api/v4/booking/*/hold',
    status: 409,
    body: { error: 'conflict', message: 'no available tables', msg: 'no available tables' },
    alert: 'Det sidste bord er lige blevet solgt',
  },
  'updateGuest.error': {
    url: '**/api/v4/booking/*/guest',
    status: 409,
    body: { error: 'conflict', message: 'no available tables', msg: 'no available tables' },
    alert: 'Det sidste bord er lige blevet solgt',
  },
  'createOrder.error': {
    url: '**/api/v4/booking/*/payment',
    status: 500,
    body: { error: 'server', message: 'down' },
    alert: 'Betalingen mislykkedes',
  },
};

/** A code no gift card has: the server refuses it (422). */
const INVALID_GIFTCODE = 'UGYLDIG1';
/** The code the gift-code journey bought in its setup (tests in a file run one after another). */
let boughtGiftcode = '';

/** Buys one gift card of 200 kr. through the pages and reads its code from the e-mail outbox. */
async function buyGiftcode(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await page.goto('/gavekort/step1');
  await expect(page.locator('input[name="amount"]').first()).toBeAttached();
  await dismissConsent(page);
  await page
    .locator('label.td-form__chip', { has: page.locator('input[name="amount"][value="20000"]') })
    .click();
  await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
  await page.getByLabel('Navn', { exact: true }).fill(S.guest.name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Gentag e-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
  await page.getByRole('button', { name: /^Betal / }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'Betal', exact: true }).click();
  await expect(page).toHaveURL(/\/gavekort\/confirmation\//);
  // The outbox is served by the test server (DEV_OUTBOX=1); on staging this journey cannot buy.
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    data: { to: string; kind: string; text: string }[];
  };
  const mail = outbox.data.filter((item) => item.to === email && item.kind === 'giftcard-codes').at(-1);
  const code = mail?.text.split('\n\n').slice(2, -1)[0];
  if (!code) throw new Error(`no gift-card e-mail to ${email} in the outbox`);
  return code;
}

const STEP_LINK = { step1: 'Bord', step2: 'Oplysninger', step3: 'Betingelser', step4: 'Betaling' } as const;

async function sendEvent(
  page: Page,
  place: TBookable,
  event: TBookingModelEvent,
  next: TBookingModelEvent | undefined,
) {
  const failure = next ? FAILURES[next.type] : undefined;
  if (failure) {
    await page.route(failure.url, (route: Route) =>
      route.request().method() === 'GET' && failure.url.endsWith('/hold')
        ? route.continue()
        : route.fulfill({
            status: failure.status,
            contentType: 'application/json',
            body: JSON.stringify(failure.body),
          }),
    );
  }
  const info = FAILURES[event.type];
  if (info) {
    await expect(page.getByRole('alert').filter({ hasText: info.alert })).toBeVisible();
    await page.unroute(info.url);
    return;
  }
  switch (event.type) {
    case 'person.set':
      await page
        .locator('label.td-form__chip', {
          has: page.locator(`input[name="num_person"][value="${place.party}"]`),
        })
        .click();
      return;
    case 'loadTimes.done':
      await expect(page.locator(`input[name="time"][value="${place.time}"]`)).toBeAttached();
      return;
    case 'time.set':
      await page
        .locator('label.td-form__chip', { has: page.locator(`input[name="time"][value="${place.time}"]`) })
        .click();
      return;
    case 'loadMenus.done':
      await expect(page.locator('.td-menu-pick select').first()).toBeVisible();
      return;
    case 'menu.set':
      await page
        .locator('.td-menu-pick', { hasText: place.menu.name })
        .locator('select')
        .selectOption(String(place.party));
      return;
    case 'book.submit':
    case 'info.submit':
      await page.getByRole('button', { name: 'Fortsæt', exact: true }).click();
      return;
    case 'holdTable.done':
      await expect(page).toHaveURL(/\/book\/step2\//);
      return;
    case 'guest.update':
      if (event.values.name === undefined) {
        // Only a gift code typed (the journey that tries a wrong one).
        await page.getByLabel(TEXT.da.giftcode).fill(INVALID_GIFTCODE);
        return;
      }
      await page.getByLabel('Navn', { exact: true }).fill(event.values.name ?? '');
      await page.getByLabel('E-mail', { exact: true }).fill(event.values.email ?? '');
      await page.getByLabel('Gentag e-mail', { exact: true }).fill(event.values.email_confirm ?? '');
      await page.getByLabel('Mobilnummer').fill(event.values.phone ?? '');
      return;
    case 'terms.submit':
      // The model's guest accepted the terms with the details; on the page the box is on this step.
      await page.getByLabel(/Jeg accepterer/).check();
      await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
      return;
    case 'updateGuest.done':
      await expect(page).toHaveURL(/\/book\/step4\//);
      return;
    case 'payment.submit':
      await page.getByRole('button', { name: /^Betal / }).click();
      return;
    case 'createOrder.done':
      await expect(page).toHaveURL(/\/pay\//);
      return;
    case 'giftcode.add':
      await page
        .getByLabel(TEXT.da.giftcode)
        .fill(next?.type === 'attachGiftcode.error' ? INVALID_GIFTCODE : boughtGiftcode);
      await page.getByRole('button', { name: TEXT.da.addGiftcode }).click();
      return;
    case 'attachGiftcode.done':
      await expect(page.getByRole('dialog', { name: 'Gavekort' })).toContainText(TEXT.da.giftcodeAdded);
      return;
    case 'attachGiftcode.error':
      await expect(page.getByLabel(TEXT.da.giftcode)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.td-codes')).toHaveCount(0);
      return;
    case 'alert.dismiss':
      await page.getByRole('dialog', { name: 'Gavekort' }).getByRole('button', { name: 'OK' }).click();
      await expect(page.locator('.td-codes')).toContainText(boughtGiftcode);
      return;
    case 'giftcode.remove':
      await page.getByRole('button', { name: `Fjern ${boughtGiftcode}` }).click();
      return;
    case 'removeGiftcode.done':
      await expect(page.locator('.td-codes')).toHaveCount(0);
      return;
    case 'restoreHold.done':
      // Back from the gateway's decline: the hold restored on the guest step, with the alert.
      await expect(page).toHaveURL(/\/book\/step2\/.*ispafa=1/);
      await expect(page.getByRole('alert').filter({ hasText: TEXT.da.paymentFailed })).toBeVisible();
      await expect(page.getByLabel('Navn', { exact: true })).not.toHaveValue('');
      return;
    case 'step.goto':
      await page
        .getByRole('navigation', { name: 'Bookingtrin' })
        .getByRole('link', { name: STEP_LINK[event.step] })
        .click();
      return;
    default:
      throw new Error(`the page cannot produce ${event.type}`);
  }
}

const TRANSIENT = new Set([
  'book.loadingTimes',
  'book.loadingMenus',
  'book.holding',
  'guest.addingGiftcode',
  'guest.removingGiftcode',
  'guest.updatingHold',
  'payment.creatingOrder',
]);

const ROUTE_OF: Record<string, RegExp> = {
  book: /\/book\/step1\//,
  guest: /\/book\/step[23]\//,
  'guest.info': /\/book\/step2\//,
  'guest.terms': /\/book\/step3\//,
  'payment.idle': /\/book\/step4\//,
};

test.describe('[BOOKING]: model paths', () => {
  // The longest path has 16 steps; on a busy two-core machine each can take seconds (ADR 0303).
  test.describe.configure({ timeout: 180_000 });
  for (const [index, path] of paths.entries()) {
    const title = describeModelPath(path);
    test(`${index + 1}: ${title}`, async ({ page, request }, testInfo) => {
      let place: TBookable | undefined;
      await runModelPath(page, testInfo, {
        machine: 'booking',
        start: 'a new booking',
        title,
        model: bookingFlowModel,
        input: INPUT,
        path,
        drive: async (position) => {
          const step = path.steps[position];
          if (!step) throw new Error(`the path has no step ${position}`);
          if (position === 0) {
            // Today's free table of the server under test: with a real clock nothing else is known.
            place = await findBookable(request, 7 + index);
            await page.goto(`/book/step1/restaurant/${place.slug}`);
            await expect(page.locator('input[name="num_person"]').first()).toBeAttached();
            await dismissConsent(page);
          } else if (place) {
            await sendEvent(
              page,
              place,
              step.event as TBookingModelEvent,
              path.steps[position + 1]?.event as TBookingModelEvent | undefined,
            );
          }
          const key = stepKey(step.state.value);
          const route = ROUTE_OF[key] ?? ROUTE_OF[key.split('.')[0] ?? ''];
          // While a call is under way the page may already show where its answer leads.
          if (route && !TRANSIENT.has(key)) await expect(page).toHaveURL(route);
        },
      });
    });
  }
});

/**
 * Journeys the shortest paths leave out, as model paths from the start they need: each is checked
 * on the model first (every event must take a transition), then driven through the page. A
 * journey's `setup` brings the server to its start (a hold declined at the gateway).
 */
const JOURNEYS: {
  title: string;
  start: string;
  input: { productId: number; locale: 'da'; isRestoring?: boolean; isPaymentFailed?: boolean };
  setup?: (page: Page, request: APIRequestContext, place: TBookable) => Promise<void>;
  events: TBookingModelEvent[];
}[] = [
  {
    title: 'a payment declined at the gateway restores the hold; a failed payment call keeps it',
    start: 'a restored hold after a failed payment',
    input: { productId: S.productId, locale: 'da', isRestoring: true, isPaymentFailed: true },
    setup: async (page, _request, place) => {
      await chooseTable(page, 'da', place);
      await fillGuest(page, 'da', { name: S.guest.name, email: S.guest.email, phone: S.guest.phone });
      await acceptTerms(page, 'da');
      await pay(page, 'da', 'decline');
    },
    events: [
      { type: 'restoreHold.done', output: S.holdState },
      { type: 'guest.update', values: S.guest },
      { type: 'info.submit' },
      { type: 'terms.submit' },
      { type: 'updateGuest.done', output: S.orderWithoutCodes },
      { type: 'payment.submit' },
      { type: 'createOrder.error', error: new Error('declined') },
    ],
  },
  {
    title: 'a bought gift code is added and removed; a wrong one is refused',
    start: 'a new booking',
    input: { productId: S.productId, locale: 'da' },
    setup: async (page, request) => {
      boughtGiftcode = await buyGiftcode(page, request, `gave.model.${Date.now()}@example.dk`);
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
];

/** A journey as a model path: the model's snapshot after each event; fails on an event that does nothing. */
const toModelPath = (journey: (typeof JOURNEYS)[number]) => {
  const actor = createActor(bookingFlowModel, { input: journey.input });
  actor.start();
  const steps = [{ event: { type: 'xstate.init' }, state: actor.getSnapshot() }];
  for (const event of journey.events) {
    const before = actor.getSnapshot();
    actor.send(event);
    if (actor.getSnapshot() === before)
      throw new Error(`journey "${journey.title}": ${event.type} takes no transition in the model`);
    steps.push({ event, state: actor.getSnapshot() });
  }
  actor.stop();
  return { steps };
};

test.describe('[BOOKING]: model journeys', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const [index, journey] of JOURNEYS.entries()) {
    const path = toModelPath(journey);
    test(`journey ${index + 1}: ${journey.title}`, async ({ page, request }, testInfo) => {
      let place: TBookable | undefined;
      await runModelPath(page, testInfo, {
        machine: 'booking',
        start: journey.start,
        title: journey.title,
        model: bookingFlowModel,
        input: journey.input,
        path,
        drive: async (position) => {
          const step = path.steps[position];
          if (!step) throw new Error(`the journey has no step ${position}`);
          if (position === 0) {
            place = await findBookable(request, 11 + index);
            await journey.setup?.(page, request, place);
            if (journey.input.isRestoring) return;
            await page.goto(`/book/step1/restaurant/${place.slug}`);
            await expect(page.locator('input[name="num_person"]').first()).toBeAttached();
            await dismissConsent(page);
            return;
          }
          if (!place) return;
          await sendEvent(
            page,
            place,
            step.event as TBookingModelEvent,
            path.steps[position + 1]?.event as TBookingModelEvent | undefined,
          );
          const key = stepKey(step.state.value);
          const route = ROUTE_OF[key] ?? ROUTE_OF[key.split('.')[0] ?? ''];
          if (route && !TRANSIENT.has(key)) await expect(page).toHaveURL(route);
        },
      });
    });
  }
});
