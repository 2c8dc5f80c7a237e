import type { TDatabase } from '../../db/database.ts';
import { takeHolds, type THoldRequest, type TTaken, type TTakeHolds } from './take-hold.ts';

export type THoldBatcherOptions = {
  /** Statements of new holds this process keeps in flight at once. */
  maxInFlight: number;
  /** New holds sent in one statement at most. */
  maxBatch: number;
  /** A statement running longer than this (waiting for a slot row) stops counting against `maxInFlight`. */
  releaseAfterMs: number;
};

export const HOLD_BATCHER_DEFAULTS: THoldBatcherOptions = {
  maxInFlight: 2,
  maxBatch: 64,
  releaseAfterMs: 250,
};

type TWaiting = { request: THoldRequest; resolve(answer: TTaken): void; reject(error: unknown): void };

/**
 * This process's new holds, sent to the database together (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md): a hold is sent at
 * once while fewer than `maxInFlight` statements are running, and otherwise waits for one of them to
 * end and goes with every hold that came meanwhile, in one `take_holds` statement and one commit. No
 * timer decides when to send: an idle process adds no wait, a busy one sends fewer, fuller
 * statements (group commit). A statement still running after `releaseAfterMs` (a slot row kept
 * locked, ADR 0201 "Head of line") no longer holds back the holds that come after it.
 * A statement that fails took none of its holds (one transaction), so each of them is sent again
 * alone: a request the database refuses fails only its own visitor's call.
 */
export function createHoldBatcher(
  db: TDatabase,
  options: THoldBatcherOptions = HOLD_BATCHER_DEFAULTS,
): TTakeHolds {
  const waiting: TWaiting[] = [];
  let inFlight = 0;

  async function send(batch: readonly TWaiting[]): Promise<void> {
    try {
      const answers = await takeHolds(
        db,
        batch.map((item) => item.request),
      );
      batch.forEach((item, index) => item.resolve(answers[index] as TTaken));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(
        batch.map((item) =>
          takeHolds(db, [item.request]).then(
            ([answer]) => item.resolve(answer as TTaken),
            (failure: unknown) => item.reject(failure),
          ),
        ),
      );
    }
  }

  function sendWaiting(): void {
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      inFlight += 1;
      let isCounted = true;
      const release = () => {
        if (!isCounted) return;
        isCounted = false;
        inFlight -= 1;
        sendWaiting();
      };
      const slow = setTimeout(release, options.releaseAfterMs);
      slow.unref();
      void send(batch).finally(() => {
        clearTimeout(slow);
        release();
      });
    }
  }

  return (requests) =>
    Promise.all(
      requests.map(
        (request) =>
          new Promise<TTaken>((resolve, reject) => {
            waiting.push({ request, resolve, reject });
            sendWaiting();
          }),
      ),
    );
}
