import type { FastifyInstance } from 'fastify';

export type TPollingWorker = {
  /** Every how many milliseconds a round starts again after the last one ended. */
  intervalMs: number;
  /** Run the first round as soon as the app is ready instead of one interval later. */
  isFirstRoundAtOnce: boolean;
  /** One round; it catches its own errors. `isStopped` tells a long round to end early. */
  round: (isStopped: () => boolean) => Promise<void>;
};

/**
 * Runs a background round in every process (the outbox and waitlist workers, ADRs 0204 and 0415):
 * the next round is scheduled when the last has ended, the timer never keeps the process alive,
 * and the app waits for a running round in preClose, before the database is closed.
 */
export function startPollingWorker(app: FastifyInstance, worker: TPollingWorker): void {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const runRound = () => worker.round(() => isStopped);

  function schedule() {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = runRound().finally(schedule);
    }, worker.intervalMs);
    // Never keep the process alive for this alone.
    timer.unref();
  }

  app.addHook('onReady', (next) => {
    if (worker.isFirstRoundAtOnce) current = runRound().finally(schedule);
    else schedule();
    next();
  });
  app.addHook('preClose', async () => {
    isStopped = true;
    clearTimeout(timer);
    await current;
  });
}
