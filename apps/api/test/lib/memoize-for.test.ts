import { describe, expect, it } from 'vitest';

import { memoizeFor } from '../../src/lib/memoize-for.ts';

describe('memoizeFor', () => {
  it('shares one load until it is older than its time, then loads again', async () => {
    let time = 0;
    let loads = 0;
    const get = memoizeFor(
      1_000,
      () => time,
      () => Promise.resolve((loads += 1)),
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    time = 1_000;
    expect(await get()).toBe(1);
    time = 1_001;
    expect(await get()).toBe(2);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const get = memoizeFor(
      60_000,
      () => 0,
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve('lookups');
      },
    );
    await expect(get()).rejects.toThrow('database away');
    expect(await get()).toBe('lookups');
  });
});
