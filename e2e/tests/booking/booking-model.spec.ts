import { expect, test } from '@playwright/test';
import {
  BOOKING_MODEL_SAMPLES as S,
  bookingFlowModel,
  describeModelPath,
  serializeBookingModelState,
  type TBookingModelEvent,
} from '@tredjedel/domain';
import { createTestModel } from 'xstate/graph';

import { replayModelPath } from '@tredjedel/domain/machines/model-coverage';
import {
  describeTransitionPath,
  getTransitionCoveringPaths,
} from '@tredjedel/domain/machines/transition-cover';

import { runModelPath } from '../../model/run-model-path.ts';
import { JOURNEYS, toModelPath } from './booking-model-journeys.ts';
import { holdCall, journeyState, ROUTE_OF, sendEvent, stepKey, TRANSIENT } from './booking-model-page.ts';
import { actAsOwnVisitor, dismissConsent, findBookable, type TBookable } from './booking-helpers.ts';
import { waitForHydration } from '../discovery/helpers.ts';

test.beforeEach(({ page }, testInfo) => actAsOwnVisitor(page, testInfo));

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
    { type: 'startBookingPayment.done', output: S.paymentResponse },
    { type: 'startBookingPayment.error', error: new Error('declined') },
  ],
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

const stepPaths = createTestModel(bookingFlowModel, {
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
  )
  .map((path) => ({ title: describeModelPath(path), steps: path.steps }));

/**
 * Beside them, a path for each transition the page can take that those leave untaken
 * (getTransitionCoveringPaths with the page's events): going back a step, a failed call, a
 * refused submit. Journeys below take the rest the page can produce.
 */
const coveringPaths = getTransitionCoveringPaths(
  bookingFlowModel,
  {
    input: INPUT,
    events: Object.values(EVENTS_BY_STEP).flat(),
    filterEvents: isDrivable as never,
    serializeState: serializeBookingModelState,
  },
  stepPaths.flatMap((path) =>
    replayModelPath(
      bookingFlowModel,
      INPUT,
      path.steps
        .map((step) => step.event as { type: string } & Record<string, unknown>)
        .filter((event) => event.type !== 'xstate.init'),
    ).flatMap((step) => step.transitions),
  ),
).paths.map((path) => ({
  title: describeTransitionPath(path),
  steps: [
    { event: { type: 'xstate.init' }, state: path.snapshots[0] },
    ...path.events.map((event, index) => ({ event, state: path.snapshots[index + 1] })),
  ].filter(
    (step): step is { event: { type: string }; state: NonNullable<typeof step.state> } => !!step.state,
  ),
}));

const paths = [...stepPaths, ...coveringPaths];

test.describe('[BOOKING]: model paths', () => {
  // The longest path has 16 steps; on a busy two-core machine each can take seconds (ADR 0302).
  test.describe.configure({ timeout: 180_000 });
  for (const [index, path] of paths.entries()) {
    const { title } = path;
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
            await waitForHydration(page);
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
            // A call held by an earlier journey in this worker belongs to its closed page.
            journeyState.release = undefined;
            place = await findBookable(request, 11 + index);
            await journey.setup?.(page, request, place);
            if (journey.input.isRestoring) return;
            await page.goto(`/book/step1/restaurant/${place.slug}`);
            await waitForHydration(page);
            await expect(page.locator('input[name="num_person"]').first()).toBeAttached();
            await dismissConsent(page);
            return;
          }
          if (!place) return;
          const event = step.event as TBookingModelEvent;
          if (event.type.endsWith('.done') && journeyState.release) {
            await journeyState.release();
            journeyState.release = undefined;
          }
          const hold = journey.holds?.[position - 1];
          if (hold) await holdCall(page, hold);
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
