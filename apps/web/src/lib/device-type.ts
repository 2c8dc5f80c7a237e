import { DEFAULT_DEVICE_TYPE, type TDeviceType } from '@tredjedel/domain';
import { startTransition, useEffect, useState } from 'react';

/** Breakpoints of docs/product/spec.md §9: mobile up to 760 px, tablet from 761, desktop from 1024. */
const MOBILE_MAX_WIDTH = 760;
const DESKTOP_MIN_WIDTH = 1024;
const RESIZE_DEBOUNCE_MS = 200;

/** @internal Exported for the tests that use it directly (src/lib/__tests__/frame-rules.test.ts). */
export function getDeviceType(width: number): TDeviceType {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

/**
 * The device type, updated on screen-size change and window resize with a 200 ms debounce. The
 * server renders the default (desktop); layout itself is CSS, so the first paint never depends on it.
 */
export function useDeviceType(): TDeviceType {
  const [deviceType, setDeviceType] = useState<TDeviceType>(DEFAULT_DEVICE_TYPE);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setDeviceType(getDeviceType(window.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
    };
    // A transition, like the consent's first read (tracking/consent.ts): the shell's regions keep
    // hydrating in slices.
    startTransition(update);
    window.addEventListener('resize', onResize);
    screen.orientation?.addEventListener('change', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      screen.orientation?.removeEventListener('change', onResize);
    };
  }, []);
  return deviceType;
}
