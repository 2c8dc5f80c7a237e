// Runs on Preact, as the site does (the "preact" test project in vite.config.ts aliases React to it):
// hydration in turns relies on how Preact hydrates a part that suspends (docs/decisions/0111).
import { HydrateInTurn, hydrateInTurns } from '@tredjedel/ui';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** A button that counts its clicks: it answers only once its part has hydrated. */
function Counter({ name, log }: { name: string; log: string[] }) {
  const [clicks, setClicks] = useState(0);
  log.push(name);
  return (
    <button type="button" data-name={name} onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page({ log, inner }: { log: string[]; inner?: ReactNode }) {
  return (
    <div>
      <header>
        <Counter name="header" log={log} />
      </header>
      <HydrateInTurn>
        <main>
          <Counter name="main" log={log} />
          {inner}
        </main>
      </HydrateInTurn>
      <HydrateInTurn>
        <footer>
          <Counter name="footer" log={log} />
        </footer>
      </HydrateInTurn>
    </div>
  );
}

/** Turns that come when the test says: each `nextTask` waits until `release` is called. */
function controlledTasks() {
  const waiting: (() => void)[] = [];
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    pending: () => waiting.length,
    release: async () => {
      waiting.shift()?.();
      // The part's render follows its turn in microtasks; a timer runs after all of them.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function button(root: Element, name: string): HTMLButtonElement {
  const found = root.querySelector<HTMLButtonElement>(`[data-name="${name}"]`);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

function serverPage(inner?: ReactNode) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page log={[]} inner={inner} />);
  document.body.append(root);
  return root;
}

describe('hydration in turns', () => {
  it('renders every part at once outside hydration: the server writes the whole page', () => {
    const html = renderToString(<Page log={[]} />);
    expect(html).toContain('main 0');
    expect(html).toContain('footer 0');
  });

  it('hydrates the parts one turn after the other, keeping the server DOM of each until its turn', async () => {
    const root = serverPage();
    const serverNodes = {
      main: root.querySelector('main'),
      footer: root.querySelector('footer'),
      mainButton: button(root, 'main'),
      footerButton: button(root, 'footer'),
    };
    const log: string[] = [];
    const tasks = controlledTasks();
    let isDone = false;
    const hydrated = hydrateInTurns(() => hydrateRoot(root, <Page log={log} />), tasks.nextTask).then(() => {
      isDone = true;
    });

    // The first task: everything but the two parts; their DOM stays as the server drew it.
    expect(log).toEqual(['header']);
    expect(root.querySelector('main')).toBe(serverNodes.main);
    expect(root.querySelector('footer')).toBe(serverNodes.footer);
    expect(root.textContent).toBe('header 0main 0footer 0');
    button(root, 'header').click();
    button(root, 'main').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.textContent).toBe('header 1main 0footer 0');

    await tasks.release();
    expect(log).toEqual(['header', 'header', 'main']);
    expect(button(root, 'main')).toBe(serverNodes.mainButton);
    button(root, 'main').click();
    button(root, 'footer').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.textContent).toBe('header 1main 1footer 0');

    await tasks.release();
    expect(log.at(-1)).toBe('footer');
    expect(button(root, 'footer')).toBe(serverNodes.footerButton);
    expect(isDone).toBe(false);
    // The last turn's render, then the promise.
    while (tasks.pending() > 0) await tasks.release();
    await hydrated;
    button(root, 'footer').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.textContent).toBe('header 1main 1footer 1');
    expect(root.querySelectorAll('main, footer, button')).toHaveLength(5);
    root.remove();
  });

  it('waits for a part inside a part, and only then says the page has hydrated', async () => {
    const log: string[] = [];
    const inner = (
      <HydrateInTurn>
        <section>
          <Counter name="inner" log={log} />
        </section>
      </HydrateInTurn>
    );
    const root = serverPage(inner);
    // The server's render used the same element (and log).
    log.length = 0;
    const innerNode = root.querySelector('section');
    const tasks = controlledTasks();
    let isDone = false;
    const hydrated = hydrateInTurns(
      () => hydrateRoot(root, <Page log={log} inner={inner} />),
      tasks.nextTask,
    ).then(() => {
      isDone = true;
    });
    for (let turn = 0; turn < 10 && !isDone; turn += 1) await tasks.release();
    await hydrated;
    // main and footer were given turns first; the inner part, found when main hydrated, after them.
    expect(log.filter((name) => name !== 'header')).toEqual(['main', 'footer', 'inner']);
    expect(root.querySelector('section')).toBe(innerNode);
    button(root, 'inner').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button(root, 'inner').textContent).toBe('inner 1');
    root.remove();
  });
});
