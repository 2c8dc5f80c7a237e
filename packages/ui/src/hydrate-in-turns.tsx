import { Suspense, useId, type ReactElement } from 'react';

/**
 * Hydration in turns (docs/decisions/0111). Preact hydrates a page in one task; on a slow phone a
 * whole page is a task of 100 ms or more, during which the page cannot answer a tap. A part wrapped
 * in `HydrateInTurn` is left as the server drew it (its DOM stays, nothing is redrawn) and hydrated
 * in a task of its own after the rest, in the order the parts come in the page. A part must be one
 * element (its first DOM node is the one kept). Outside `hydrateInTurns` (on the server, and for
 * every later render in the browser) the part renders at once.
 */
type TTurns = {
  /** The last part's turn: each part waits for the one before it. */
  last: Promise<void>;
  /** The parts whose turn has come, by their useId. */
  done: Set<string>;
  /** The turns given out, by part: a part suspended again before its turn gets the same one. */
  given: Map<string, Promise<void>>;
  nextTask: () => Promise<void>;
};

let turns: TTurns | undefined;

/** The turn a part waits for, while hydrating in turns and until it comes; else undefined. */
function pendingTurnOf(id: string): Promise<void> | undefined {
  const current = turns;
  if (!current || current.done.has(id)) return undefined;
  let turn = current.given.get(id);
  if (!turn) {
    turn = current.last.then(current.nextTask).then(() => {
      current.done.add(id);
    });
    current.given.set(id, turn);
    current.last = turn;
  }
  return turn;
}

function Turn({ children }: { children: ReactElement }) {
  const turn = pendingTurnOf(useId());
  // Suspense keeps the server's DOM while a part waits in hydration, and hydrates it on resolve.
  if (turn) throw turn;
  return children;
}

/** One part of the page hydrated in a task of its own (see above). `children`: one element. */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/**
 * Runs `hydrate` (a renderer's synchronous hydration, Preact's `hydrate`) with the parts it meets
 * put off to turns of their own, each after `nextTask`; resolves once every part has hydrated.
 */
export async function hydrateInTurns(hydrate: () => void, nextTask: () => Promise<void>): Promise<void> {
  const current: TTurns = { last: Promise.resolve(), done: new Set(), given: new Map(), nextTask };
  turns = current;
  try {
    hydrate();
    // A part hydrated in its turn may hold parts of its own: wait until no new turn was given.
    let seen: Promise<void>;
    do {
      seen = current.last;
      await seen;
      // The render that follows a part's turn runs in a microtask after it: one more task for it.
      await nextTask();
    } while (seen !== current.last);
  } finally {
    turns = undefined;
  }
}
