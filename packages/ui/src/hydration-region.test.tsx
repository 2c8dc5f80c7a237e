import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { HydrationRegion, ShellHydrationMark, whenRegionsHydrated } from './hydration-region.tsx';

function Logged({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return (
    <div data-part={name}>
      {name}
      {children}
    </div>
  );
}

/** A page as the site shell draws it: a shell holding regions, one region holding a second part. */
function Page({ log }: { log: string[] }) {
  return (
    <Logged name="shell" log={log}>
      <HydrationRegion>
        <Logged name="header" log={log} />
      </HydrationRegion>
      <HydrationRegion>
        <Logged name="main" log={log} />
        <Logged name="main-aside" log={log} />
      </HydrationRegion>
      <HydrationRegion>
        <Logged name="footer" log={log} />
      </HydrationRegion>
      <ShellHydrationMark />
    </Logged>
  );
}

describe('HydrationRegion', () => {
  it('hydrates the shell first and each region after it, keeping the server DOM, and says when all have', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.append(container);
    const serverNodes = [...container.querySelectorAll('[data-part]')];
    const log: string[] = [];
    const errors: unknown[] = [];
    let isAllHydrated = false;
    const hydrated = whenRegionsHydrated().then(() => {
      isAllHydrated = true;
    });

    startTransition(() => {
      hydrateRoot(container, <Page log={log} />, { onRecoverableError: (error) => errors.push(error) });
    });
    // In one pass the parts' effects would run before their parent's ("shell"): here the shell
    // committed on its own first.
    await expect.poll(() => log[0]).toBe('shell');
    await hydrated;

    expect(isAllHydrated).toBe(true);
    expect(log).toEqual(['shell', 'header', 'main', 'main-aside', 'footer']);
    expect(errors).toEqual([]);
    // Nothing was drawn again: the server's elements are the ones on the page.
    expect([...container.querySelectorAll('[data-part]')]).toEqual(serverNodes);
  });
});
