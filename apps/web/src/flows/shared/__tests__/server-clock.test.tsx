import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { noteServerDate, useServerOffset } from '../server-clock.ts';

const HOUR_MS = 60 * 60_000;

describe('the server clock of a page (docs/decisions/0006-page-caching-shared-pages-answered-once.md)', () => {
  it('counts by the page’s time until the first API answer, then by that answer’s Date', () => {
    // A shared page kept for 4 s: its time is its render's.
    const { result } = renderHook(() => useServerOffset(new Date(Date.now() - 4_000).toISOString()));
    expect(Math.abs(result.current + 4_000)).toBeLessThan(200);
    // The first API answer says the server's clock is an hour ahead (NOW in tests and demos).
    act(() =>
      noteServerDate(new Response(null, { headers: { date: new Date(Date.now() + HOUR_MS).toUTCString() } })),
    );
    expect(Math.abs(result.current - HOUR_MS)).toBeLessThan(1_500);
    // A page shown after an answer starts from that answer, whatever its own time says.
    const later = renderHook(() => useServerOffset(new Date(Date.now() - 4_000).toISOString()));
    expect(Math.abs(later.result.current - HOUR_MS)).toBeLessThan(1_500);
  });
});
