import { Suspense, useEffect, useId, type ReactNode } from 'react';

/**
 * A part of the page that hydrates on its own (docs/decisions/0112). React's `hydrateRoot` leaves
 * every Suspense boundary it meets as the server drew it and hydrates it later in a render of its
 * own, which yields to the browser every few milliseconds; a boundary the visitor touches first is
 * hydrated first and the event replayed. The site shell wraps its header, content, footer and
 * consent banner in one each. On the server and in later renders a region is plain content.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const id = useId();
  // Outside the boundary: this effect runs when the page's shell has hydrated, the one inside when
  // the region has.
  useEffect(() => regions.expect(id), [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <RegionHydrated id={id} />
    </Suspense>
  );
}

/** Last in its region: its effect runs after every other effect of the region's first render. */
function RegionHydrated({ id }: { id: string }) {
  useEffect(() => regions.done(id), [id]);
  return null;
}

/** The regions the shell has met and those that have hydrated, in this browser tab. */
const regions = (() => {
  const expected = new Set<string>();
  const hydrated = new Set<string>();
  let isShellHydrated = false;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (!isShellHydrated || [...expected].some((id) => !hydrated.has(id))) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  return {
    expect(id: string) {
      expected.add(id);
    },
    done(id: string) {
      hydrated.add(id);
      settle();
    },
    shellDone() {
      isShellHydrated = true;
      settle();
    },
    wait() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
  };
})();

/**
 * Wrap the hydrated root's element in this; `whenRegionsHydrated` then resolves once the page's
 * shell and every region in it have hydrated and run their first effects.
 */
export function HydrationRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ShellHydrated />
    </>
  );
}

/** After its siblings: its effect runs once everything outside the regions has hydrated. */
function ShellHydrated() {
  useEffect(() => regions.shellDone(), []);
  return null;
}

/** Resolves once the shell and every region it holds have hydrated (see `HydrationRoot`). */
export function whenRegionsHydrated(): Promise<void> {
  return regions.wait();
}
