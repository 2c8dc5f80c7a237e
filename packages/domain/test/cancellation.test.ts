import { describe, expect, it } from 'vitest';

import {
  CANCELLATION_CUTOFF_SECONDS,
  getCancellationDeadline,
  getCancellationPolicy,
  isBeforeCancellationDeadline,
} from '../src/index.ts';

describe('cancellation cut-off (ADR 0202)', () => {
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

  it('says, at booking time, whether a table booked for tonight can still be cancelled', () => {
    // 19:40 for 21:00: the deadline (19.00) has passed before the guest pays.
    const late = getCancellationPolicy('2026-11-27', '21:00:00', new Date('2026-11-27T18:40:00Z'));
    expect(late).toEqual({
      deadline: new Date('2026-11-27T18:00:00Z'),
      deadlineTime: '19:00',
      isCancellable: false,
    });
    const early = getCancellationPolicy('2026-11-27', '21:00', new Date('2026-11-27T16:00:00Z'));
    expect(early.isCancellable).toBe(true);
    expect(early.deadlineTime).toBe('19:00');
  });
});
