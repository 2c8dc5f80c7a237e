import { options } from 'preact';

/**
 * React stops a component that keeps scheduling its own render ("Maximum update depth exceeded",
 * after 50 nested updates); Preact does not. Its render queue runs in a microtask and a component
 * that schedules itself again from a layout effect (as a `useSyncExternalStore` whose snapshot
 * never settles does) is rendered again in the same task, for ever: the tab freezes with no error
 * (docs/decisions/0107-preact-in-place-of-react.md). This counts renders per component between two tasks of the
 * browser; a component rendered more than MAX_RENDERS times before the browser gets a turn is
 * reported with its name and stopped with an error, which the nearest error boundary shows.
 *
 * Preact's option names are mangled: `__r` is called before each component renders.
 */
export const MAX_RENDERS = 100;

type TComponent = { constructor?: { displayName?: string; name?: string } };
type TOptions = { __r?: (vnode: { __c?: TComponent; type?: unknown }) => void };

const preactOptions = options as unknown as TOptions;
let counts = new Map<TComponent, number>();
let isResetScheduled = false;

function nameOf(type: unknown): string {
  if (typeof type === 'function') {
    const named = type as { displayName?: string; name?: string };
    return named.displayName || named.name || 'anonymous';
  }
  return String(type);
}

const previousRender = preactOptions.__r;
preactOptions.__r = (vnode) => {
  previousRender?.(vnode);
  const component = vnode.__c;
  if (!component) return;
  if (!isResetScheduled) {
    isResetScheduled = true;
    // A task, not a microtask: the counts go back to zero only once the browser has had a turn.
    setTimeout(() => {
      counts = new Map();
      isResetScheduled = false;
    }, 0);
  }
  const count = (counts.get(component) ?? 0) + 1;
  counts.set(component, count);
  if (count === MAX_RENDERS + 1) {
    counts.delete(component);
    const name = nameOf(vnode.type);
    const error = new Error(
      `Render loop: <${name}> rendered ${MAX_RENDERS} times without the browser getting a turn`,
    );
    console.error(error);
    throw error;
  }
};
