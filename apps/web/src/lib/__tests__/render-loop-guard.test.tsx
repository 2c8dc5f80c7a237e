/** @jsxImportSource preact */
import { Component, render, type ComponentChildren } from 'preact';
import { useSyncExternalStore } from 'preact/compat';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MAX_RENDERS } from '../render-loop-guard.ts';

class Boundary extends Component<{ children: ComponentChildren }, { error?: Error }> {
  static override getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>stopped: {this.state.error.message}</p> : this.props.children;
  }
}

const subscribe = () => () => undefined;

describe('render-loop guard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops a useSyncExternalStore whose snapshot never settles, as React would, instead of freezing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let renders = 0;
    function Unstable() {
      renders += 1;
      // A new object on every call: compat's layout effect sees a change after every render.
      const value = useSyncExternalStore(subscribe, () => ({ at: renders }));
      return <span>{value.at}</span>;
    }
    const root = document.createElement('div');
    render(
      <Boundary>
        <Unstable />
      </Boundary>,
      root,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.textContent).toContain('stopped: Render loop: <Unstable>');
    expect(renders).toBeLessThanOrEqual(MAX_RENDERS + 2);
    expect(String(errors.mock.calls[0]?.[0])).toContain('Render loop: <Unstable>');
  });

  it('leaves a component that renders a few times per task alone', async () => {
    function Counter() {
      return <span>ok</span>;
    }
    const root = document.createElement('div');
    for (let index = 0; index < 20; index += 1) render(<Counter key={index % 2} />, root);
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (let index = 0; index < 20; index += 1) render(<Counter key={index % 2} />, root);
    expect(root.textContent).toBe('ok');
  });
});
