/* eslint-disable no-restricted-imports -- a test reporter, not domain code: writing the report file is its job. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Reporter, TestModule } from 'vitest/node';

import { summarizeModelRun, type TModelPathResult } from '../../src/machines/model-coverage.ts';
import { MODELS, UNTAKEABLE_TRANSITIONS } from './model-paths.ts';

/** The report folder of `npm run test:model` (git-ignored), at the repository root. */
const REPORT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../model-report');

/**
 * Writes the machine level's part of the model-test report (`model-report/machine.json`) from the
 * paths the model tests recorded on their tasks (replay.ts). Runs that hold no model test (one unit
 * test file, say) leave the report alone.
 */
export default class ModelReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    const paths: TModelPathResult[] = [];
    // The time of the model test files alone: inside `npm test` the run holds every unit test.
    let durationMs = 0;
    for (const module of testModules) {
      if ([...module.children.allTests()].some((test) => test.meta().modelPath))
        durationMs += module.diagnostic().duration;
      for (const test of module.children.allTests()) {
        const meta = test.meta().modelPath;
        if (!meta) continue;
        const result = test.result();
        paths.push({
          ...meta,
          status: result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'skipped',
          durationMs: Math.round(test.diagnostic()?.duration ?? 0),
          ...(result.state === 'failed' ? { error: result.errors?.[0]?.message ?? 'failed' } : {}),
        });
      }
    }
    if (paths.length === 0) return;
    const report = summarizeModelRun({
      level: 'machine',
      target: 'the machines',
      models: MODELS,
      paths,
      durationMs: Math.round(durationMs),
      finishedAt: new Date(),
      reasons: UNTAKEABLE_TRANSITIONS,
      defaultReason: 'No sample event takes it: add one (docs/qa-model-tests.md, "Adding sample events").',
    });
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, 'machine.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
}
