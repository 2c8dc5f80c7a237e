import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  BOOKING_UNTAKEABLE_TRANSITIONS,
  bookingFlowModel,
  GIFTCARD_UNTAKEABLE_TRANSITIONS,
  giftcardFlowModel,
} from '@tredjedel/domain';
import { summarizeModelRun, type TModelPathResult } from '@tredjedel/domain/machines/model-coverage';

import { FAILING_STEP_ATTACHMENT, MODEL_PATH_ATTACHMENT, type TUiModelPath } from './run-model-path.ts';

/** The report folder of `npm run test:model` (git-ignored), at the repository root. */
export const MODEL_REPORT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../model-report');
const SCREENSHOT_DIR = 'ui-screenshots';

/**
 * Writes the UI level's part of the model-test report (`model-report/ui.json`, with the failing
 * steps' screenshots beside it) from the paths the model specs attach (run-model-path.ts). A run
 * without model specs leaves the report alone.
 */
export default class ModelReporter implements Reporter {
  private started = Date.now();
  private target = '';
  /** By test, so a retried path reports its last attempt only. */
  private paths = new Map<string, TModelPathResult>();

  onBegin(config: FullConfig) {
    this.started = Date.now();
    this.target = String(config.projects[0]?.use.baseURL ?? '');
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find((item) => item.name === MODEL_PATH_ATTACHMENT);
    if (!attachment?.body) return;
    const path = JSON.parse(attachment.body.toString()) as TUiModelPath;
    const screenshot = result.attachments.find((item) => item.name === FAILING_STEP_ATTACHMENT);
    const status = result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed';
    const entry: TModelPathResult = {
      ...path,
      status,
      durationMs: result.duration,
      ...(status === 'failed'
        ? {
            error: stripVTControlCharacters(
              result.errors[0]?.message ?? result.error?.message ?? 'failed',
            ).slice(0, 2000),
          }
        : {}),
    };
    // A path that failed before its first step (finding a free table, say) failed at the start.
    if (status === 'failed' && entry.failedStep === undefined) entry.failedStep = 0;
    // The previous run's screenshots go once this run has a path of its own to report.
    if (this.paths.size === 0)
      rmSync(join(MODEL_REPORT_DIR, SCREENSHOT_DIR), { recursive: true, force: true });
    this.paths.set(test.id, entry);
    if (screenshot?.path || screenshot?.body) {
      entry.screenshot = `${SCREENSHOT_DIR}/${test.id}-${result.retry}.png`;
      const target = join(MODEL_REPORT_DIR, entry.screenshot);
      mkdirSync(dirname(target), { recursive: true });
      if (screenshot.path) copyFileSync(screenshot.path, target);
      else if (screenshot.body) writeFileSync(target, screenshot.body);
    }
  }

  onEnd() {
    if (this.paths.size === 0) return;
    const report = summarizeModelRun({
      level: 'ui',
      target: this.target,
      models: { booking: bookingFlowModel, giftcard: giftcardFlowModel },
      paths: [...this.paths.values()],
      durationMs: Date.now() - this.started,
      finishedAt: new Date(),
      reasons: { booking: BOOKING_UNTAKEABLE_TRANSITIONS, giftcard: GIFTCARD_UNTAKEABLE_TRANSITIONS },
      defaultReason:
        'Left to the machine level, which takes it: the UI level walks one path per state and the journeys of docs/qa-model-tests.md, to stay within minutes.',
    });
    mkdirSync(MODEL_REPORT_DIR, { recursive: true });
    writeFileSync(join(MODEL_REPORT_DIR, 'ui.json'), `${JSON.stringify(report, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
