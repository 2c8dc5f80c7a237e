import { describe, expect, test } from 'vitest';

import {
  serializeGiftcardModelState,
  type TGiftcardModelEvent,
} from '../../src/giftcard/giftcard-flow-model.ts';
import type { TGiftcardContext } from '../../src/giftcard/giftcard-machine.ts';
import { createGiftcardDriver } from '../giftcard-driver.ts';
import { describeModelCoverage } from './coverage-checks.ts';
import { getMachinePaths } from './model-paths.ts';
import { replayOnMachine } from './replay.ts';

type TModelSnapshot = { value: unknown; context: TGiftcardContext };

/** Machine level of the model tests: each shortest path of the gift-card model on the real machine. */
describe('giftcard', () => {
  const paths = getMachinePaths('giftcard');
  test.for(paths.map((path, index) => [`${path.start} › ${index + 1}: ${path.title}`, path] as const))(
    '%s',
    async ([, path], { task }) => {
      const driver = createGiftcardDriver(path.input as { locale: 'da' });
      await replayOnMachine(task, path, async (index) => {
        const event = path.events[index - 1];
        if (event) await driver.send(event as TGiftcardModelEvent);
        const modelState = path.modelStates[index] as TModelSnapshot;
        expect(driver.snapshot().value).toEqual(modelState.value);
        expect(serializeGiftcardModelState(driver.snapshot())).toBe(serializeGiftcardModelState(modelState));
      });
      driver.actor.stop();
    },
  );
});

describeModelCoverage('giftcard');
