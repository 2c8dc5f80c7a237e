import type { TNavigationStatus } from '@tredjedel/domain';
import { useEffect, useState } from 'react';

/** Below this scroll offset the bar sits in the page (unfixed); further down it pins and unpins. */
const UNFIXED_UNTIL_PX = 64;
/** Small scroll jitters do not flip the bar. */
const TOLERANCE_PX = 6;

/** @internal Exported for the tests that use it directly (src/lib/__tests__/frame-rules.test.ts). */
export function getTopBarStatus(previousY: number, y: number, current: TNavigationStatus): TNavigationStatus {
  if (current === 'hidden') return current;
  if (y <= UNFIXED_UNTIL_PX) return 'unfixed';
  if (Math.abs(y - previousY) < TOLERANCE_PX) return current;
  return y > previousY ? 'unpin' : 'pin';
}

/** The main menu's top bar status (docs/product/spec.md §4): pin on scroll up, unpin on scroll down. */
export function useTopBarStatus(isHidden: boolean): TNavigationStatus {
  const [status, setStatus] = useState<TNavigationStatus>('unfixed');
  useEffect(() => {
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setStatus((current) => getTopBarStatus(previousY, y, current));
      previousY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return isHidden ? 'hidden' : status;
}
