/**
 * Wraps `run` so that calls made while one run is in flight share a single next run, started when
 * the current one ends: every call resolves after a run that *began after the call*, so nothing a
 * caller did before calling is missed, yet a burst of N calls costs at most two runs. A failed run
 * fails the calls that waited on it; the next call starts afresh.
 */
export function coalesceCalls(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const current = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    if (!queued) {
      queued = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return start();
        });
    }
    return queued;
  };
}
