import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';

import {
  bookingFlowModel,
  getBookingModelEvents,
  isBookingModelEvent,
  serializeBookingModelState,
  type TBookingModelEvent,
} from '../src/booking/booking-flow-model.ts';
import type { TBookingContext, TBookingInput } from '../src/booking/booking-machine.ts';
import { describeModelPath } from '../src/machines/derive-model.ts';
import { createBookingDriver } from './booking-driver.ts';

type TModelSnapshot = { value: unknown; context: TBookingContext };

const createModel = (input: TBookingInput) =>
  createTestModel(bookingFlowModel, {
    events: getBookingModelEvents() as never,
    filterEvents: isBookingModelEvent as never,
    input: input as never,
    serializeState: serializeBookingModelState as never,
  });

/**
 * Each shortest path of the model is replayed on the real machine (fake actors answer as the model's
 * `{actor}.done/.error` events say, the simulated clock stands for `hold.expire`); after every step the
 * real machine must be where the model is.
 */
describe.each([
  ['a new booking', { productId: 1, locale: 'da' }],
  [
    'a restored hold after a failed payment',
    { productId: 1, locale: 'en', holdId: 'hold-1', isPaymentFailed: true },
  ],
] as const)('booking flow model: %s', (_label, input) => {
  const paths = createModel(input).getShortestPaths();

  it('reaches every step of the flow', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    for (const value of [
      { flow: { book: 'idle' }, hold: 'none' },
      { flow: { guest: 'info' }, hold: 'active' },
      { flow: { guest: 'terms' }, hold: 'active' },
      { flow: { payment: 'idle' }, hold: 'active' },
      { flow: { payment: 'redirecting' }, hold: 'active' },
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });

  it.each(paths.map((path) => [describeModelPath(path), path] as const))('%s', async (_description, path) => {
    const driver = createBookingDriver(input);
    for (const step of path.steps) {
      const event = step.event as TBookingModelEvent | { type: 'xstate.init' };
      if (event.type !== 'xstate.init') await driver.send(event);
      const modelState = step.state as unknown as TModelSnapshot;
      expect(driver.snapshot().value).toEqual(modelState.value);
      expect(serializeBookingModelState(driver.snapshot())).toBe(serializeBookingModelState(modelState));
    }
    driver.actor.stop();
  });
});
