import { describe, expect, it } from 'vitest';

import {
  getModelCoverage,
  listModelStates,
  listModelTransitions,
} from '../../src/machines/model-coverage.ts';
import { getMachinePaths, MODELS, UNTAKEABLE_TRANSITIONS } from './model-paths.ts';

/**
 * A state no path reaches, or a transition no path takes, is a part of the flow the model tests never
 * check: usually a missing sample event (docs/qa-model-tests.md, "Adding sample events"). Each test
 * fails naming them. Called from the machine's model test file, which has found its paths already.
 */
export const describeModelCoverage = (machine: keyof typeof MODELS) =>
  describe(`${machine} model coverage`, () => {
    const model = MODELS[machine];
    const steps = getMachinePaths(machine).flatMap((path) => path.steps);

    it('reaches every state of the machine on some path', () => {
      const coverage = getModelCoverage(model, steps);
      expect(coverage.states.missing, 'states reached by no path').toEqual([]);
      expect(coverage.states.reached).toBe(listModelStates(model).length);
    });

    // Those no events can take are listed with the reason; a listed one a path does take fails
    // too, so the list cannot go stale.
    it('takes every transition of the machine on some path', () => {
      const untakeable = Object.keys(UNTAKEABLE_TRANSITIONS[machine]);
      const coverage = getModelCoverage(model, steps);
      expect(coverage.transitions.missing, 'transitions taken by no path').toEqual(untakeable);
      expect(coverage.transitions.taken).toBe(listModelTransitions(model).length - untakeable.length);
    });
  });
