import { expect, test, type Page, type Request, type TestInfo } from '@playwright/test';
import { describeModelEvent } from '@tredjedel/domain';
import { replayModelPath, type TModelStep } from '@tredjedel/domain/machines/model-coverage';
import type { AnyStateMachine } from 'xstate';

/** The attachment that carries a path to the model reporter (model-reporter.ts). */
export const MODEL_PATH_ATTACHMENT = 'model-path.json';
/** The page at the step that failed. */
export const FAILING_STEP_ATTACHMENT = 'failing-step.png';

/** What a UI-level path test attaches for the report. */
export type TUiModelPath = {
  machine: 'booking' | 'giftcard';
  start: string;
  title: string;
  steps: TModelStep[];
  failedStep?: number;
};

type TPathLike = { steps: readonly { event: { type: string } }[] };

/** How long no request may be in flight before the page counts as settled ('networkidle' uses the same). */
const QUIET_MS = 500;

/**
 * Follows the page's requests from now on, for every document it shows. The load state
 * 'networkidle' cannot tell when a path's last click has landed: it belongs to the document, and
 * the flows change step without loading one, so it was reached long before and answers at once,
 * while the click's call, and the gateway page it may lead to, are still under way.
 */
function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const start = (request: Request) => {
    inFlight.add(request);
    changedAt = Date.now();
  };
  const end = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves once no request has been in flight for QUIET_MS, counted from the call at the earliest. */
    async settle() {
      changedAt = Date.now();
      await expect
        .poll(
          () =>
            inFlight.size > 0
              ? `in flight: ${[...inFlight].map((request) => `${request.method()} ${request.url()}`).join(', ')}`
              : Date.now() - changedAt >= QUIET_MS
                ? 'settled'
                : 'settling',
          { message: 'the page settles after the last step', timeout: 30_000, intervals: [100] },
        )
        .toBe('settled');
    },
    stop() {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/**
 * Drives one model path through the page: `drive(index)` makes step `index` happen (index 0 is the
 * start, the page already open) and checks the page shows the state the model reached. Each step is
 * a Playwright step titled `event → state`; when one fails, the page is attached as the failing
 * step's screenshot and the path, with the failing step, goes to the model reporter.
 */
export async function runModelPath(
  page: Page,
  testInfo: TestInfo,
  options: {
    machine: TUiModelPath['machine'];
    start: string;
    title: string;
    model: AnyStateMachine;
    input: unknown;
    path: TPathLike;
    drive: (index: number) => Promise<void>;
  },
) {
  const events = options.path.steps
    .map((step) => step.event as { type: string } & Record<string, unknown>)
    .filter((event) => event.type !== 'xstate.init');
  const steps = replayModelPath(options.model, options.input, events);
  const record: TUiModelPath = {
    machine: options.machine,
    start: options.start,
    title: options.title,
    steps,
  };
  const requests = followRequests(page);
  try {
    for (const [index, step] of steps.entries()) {
      const leaf = step.states.filter(
        (id) => !steps[index]?.states.some((other) => other.startsWith(`${id}.`)),
      );
      const label = `${index}. ${index === 0 ? 'start' : describeModelEvent(events[index - 1] ?? { type: '?' })} → ${leaf.join(' + ')}`;
      try {
        await test.step(label, () => options.drive(index));
      } catch (error) {
        record.failedStep = index;
        await testInfo.attach(FAILING_STEP_ATTACHMENT, {
          body: await page.screenshot({ fullPage: true }).catch(() => Buffer.from('')),
          contentType: 'image/png',
        });
        throw error;
      }
    }
    // A path may end on a click whose call is still under way (the payment's, then the gateway's
    // page); the test ends once it has landed, so closing the page never races a request, a
    // navigation or a route handler.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await requests.settle();
  } finally {
    requests.stop();
    await testInfo.attach(MODEL_PATH_ATTACHMENT, {
      body: JSON.stringify(record),
      contentType: 'application/json',
    });
  }
}
