import type { TestContext } from 'vitest';

import type { TModelStep } from '../../src/machines/model-coverage.ts';
import type { TMachinePath } from './model-paths.ts';

/** What a machine-level path test tells the model reporter (model-reporter.ts). */
type TModelPathMeta = {
  machine: TMachinePath['machine'];
  start: string;
  title: string;
  steps: TModelStep[];
  /** Index into `steps` of the step whose check failed; absent when the path passed. */
  failedStep?: number;
};

declare module 'vitest' {
  interface TaskMeta {
    modelPath?: TModelPathMeta;
  }
}

/**
 * Runs `check(index)` for each step of a path (index 0: the start) and records the path, and the
 * step that failed, on the test for the report.
 */
export const replayOnMachine = async (
  task: TestContext['task'],
  path: TMachinePath,
  check: (index: number) => Promise<void>,
) => {
  const meta: TModelPathMeta = {
    machine: path.machine,
    start: path.start,
    title: path.title,
    steps: path.steps,
  };
  task.meta.modelPath = meta;
  for (let index = 0; index < path.steps.length; index += 1) {
    try {
      await check(index);
    } catch (error) {
      meta.failedStep = index;
      throw error;
    }
  }
};
