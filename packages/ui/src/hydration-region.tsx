import { Suspense, useEffect, useId, type ReactNode } from 'react';

/**
 * A part of the page that hydrates on its own (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md). React's `hydrateRoot` leaves
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
 * Put once in the page, after every region and outside them, on the server and in the browser
 * alike (an element only the browser renders would shift React's `useId` ids from the server's).
 * Its effect runs once everything outside the regions has hydrated; `whenRegionsHydrated` then
 * resolves once every region has too.
 */
export function ShellHydrationMark() {
  useEffect(() => regions.shellDone(), []);
  return null;
}

/** Resolves once the shell and every region it holds have hydrated (see `ShellHydrationMark`). */
export function whenRegionsHydrated(): Promise<void> {
  return regions.wait();
}
