import { describe, expect, it } from 'vitest';

import { coalesceCalls } from '../../src/lib/coalesce-calls.ts';

describe('coalesceCalls', () => {
  it('runs a burst of calls at most twice, each call settled by a run that began after it', async () => {
    const starts: number[] = [];
    let clock = 0;
    const publish = coalesceCalls(async () => {
      starts.push(clock);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const calls = Array.from({ length: 50 }, () => {
      clock += 1;
      const calledAt = clock;
      return publish().then(() => calledAt);
    });
    const calledAts = await Promise.all(calls);
    expect(starts).toHaveLength(2);
    // The first call started the first run; the 49 others share the second, begun after them all.
    expect(starts[0]).toBe(1);
    expect(starts[1]).toBeGreaterThanOrEqual(Math.max(...calledAts));
  });

  it('starts afresh after a failed run, and the failure reaches only its callers', async () => {
    let attempt = 0;
    const publish = coalesceCalls(async () => {
      attempt += 1;
      await Promise.resolve();
      if (attempt === 1) throw new Error('down');
    });
    await expect(publish()).rejects.toThrow('down');
    await expect(publish()).resolves.toBeUndefined();
    expect(attempt).toBe(2);
  });

  it('a call after the burst has settled starts its own run', async () => {
    let runs = 0;
    const publish = coalesceCalls(async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    await Promise.all([publish(), publish(), publish()]);
    await publish();
    expect(runs).toBe(3);
  });
});
