import { describe, expect, it } from 'vitest';

import { getModelCoverage, listModelStates } from '../../src/machines/model-coverage.ts';
import { getMachinePaths, MODELS } from './model-paths.ts';

/**
 * A state no shortest path reaches is a part of the flow the model tests never check: usually a
 * missing sample event (docs/qa-model-tests.md, "Adding sample events"). Fails naming the states.
 */
describe.each(Object.entries(MODELS))('%s model', (machine, model) => {
  const steps = getMachinePaths()
    .filter((path) => path.machine === machine)
    .flatMap((path) => path.steps);

  it('reaches every state of the machine on some path', () => {
    const coverage = getModelCoverage(model, steps);
    expect(coverage.states.missing, 'states reached by no path').toEqual([]);
    expect(coverage.states.reached).toBe(listModelStates(model).length);
  });
});
