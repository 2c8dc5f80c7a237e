import { describe, expect, test } from 'vitest';

import { serializeBookingModelState, type TBookingModelEvent } from '../../src/booking/booking-flow-model.ts';
import type { TBookingContext, TBookingInput } from '../../src/booking/booking-machine.ts';
import { createBookingDriver } from '../booking-driver.ts';
import { describeModelCoverage } from './coverage-checks.ts';
import { getMachinePaths } from './model-paths.ts';
import { replayOnMachine } from './replay.ts';

type TModelSnapshot = { value: unknown; context: TBookingContext };

/**
 * Machine level of the model tests (docs/qa-model-tests.md): each shortest path of the booking model
 * is replayed on the real machine (fake actors answer as the model's `{actor}.done/.error` events
 * say, the simulated clock stands for `hold.expire`); after every step the real machine must be
 * where the model is.
 */
describe('booking', () => {
  const paths = getMachinePaths('booking');
  test.for(paths.map((path, index) => [`${path.start} › ${index + 1}: ${path.title}`, path] as const))(
    '%s',
    async ([, path], { task }) => {
      const driver = createBookingDriver(path.input as TBookingInput);
      await replayOnMachine(task, path, async (index) => {
        const event = path.events[index - 1];
        if (event) await driver.send(event as TBookingModelEvent);
        const modelState = path.modelStates[index] as TModelSnapshot;
        expect(driver.snapshot().value).toEqual(modelState.value);
        expect(serializeBookingModelState(driver.snapshot())).toBe(serializeBookingModelState(modelState));
      });
      driver.actor.stop();
    },
  );
});

describeModelCoverage('booking');
