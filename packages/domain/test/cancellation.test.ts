import { describe, expect, it } from 'vitest';

import {
  CANCELLATION_CUTOFF_SECONDS,
  getCancellationDeadline,
  isBeforeCancellationDeadline,
} from '../src/index.ts';

describe('cancellation cut-off (ADR 0410)', () => {
  it('is 2 hours before arrival, Copenhagen wall clock, in winter and summer time', () => {
    expect(CANCELLATION_CUTOFF_SECONDS).toBe(7200);
    expect(getCancellationDeadline('2026-11-22', '21:00:00').toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(getCancellationDeadline('2026-07-01', '21:00').toISOString()).toBe('2026-07-01T17:00:00.000Z');
  });

  it('is open strictly before the deadline', () => {
    const deadline = getCancellationDeadline('2026-11-22', '21:00:00');
    expect(isBeforeCancellationDeadline(deadline, new Date(deadline.getTime() - 1))).toBe(true);
    expect(isBeforeCancellationDeadline(deadline, deadline)).toBe(false);
    expect(isBeforeCancellationDeadline(deadline, new Date(deadline.getTime() + 60_000))).toBe(false);
  });
});
