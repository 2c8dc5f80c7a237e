import { expect, test, type Page, type Route } from '@playwright/test';
import {
  BOOKING_MODEL_SAMPLES as S,
  bookingFlowModel,
  describeModelPath,
  serializeBookingModelState,
  type TBookingModelEvent,
} from '@tredjedel/domain';
import { createTestModel } from 'xstate/graph';

import { runModelPath } from '../../model/run-model-path.ts';
import { actAsOwnVisitor, dismissConsent, findBookable, type TBookable } from './booking-helpers.ts';

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
