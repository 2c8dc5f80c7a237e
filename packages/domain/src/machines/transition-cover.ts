import { createActor, getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

import { describeModelEvent } from './derive-model.ts';
import { listModelTransitions, recordTransitionsTaken } from './model-coverage.ts';

type TEvent = { type: string } & Record<string, unknown>;

/** How a flow model is explored: its input, its sample events, what tells two states apart. */
export type TModelExploration = {
  input: unknown;
  events: readonly TEvent[];
  serializeState: (snapshot: never) => string;
  /**
   * Samples tried only as a path's last event by getTransitionCoveringPaths (refused values): they
   * take transitions the others do not, but leave no new state worth exploring from.
   */
  lastEvents?: readonly TEvent[];
  /** Leaves out events a state must not be sent (the machine's own internal events). */
  filterEvents?: (snapshot: never, event: TEvent) => boolean;
};

/** One path of a flow model: the events from the start and the model's snapshot after each. */
export type TModelPath = {
  /** The events to send, `xstate.init` left out. */
  events: TEvent[];
  /** The model's snapshot at the start (index 0) and after each event. */
  snapshots: AnyMachineSnapshot[];
};

/** A path that takes transitions no earlier path took, and which ones it is for. */
export type TTransitionPath = TModelPath & { transitions: string[] };

const withoutInit = (events: readonly { type: string }[]) =>
  events.filter((event) => event.type !== 'xstate.init') as TEvent[];

/** The shortest path to each distinct state (xstate/graph), as events and snapshots. */
export const getShortestModelPaths = (model: AnyStateMachine, exploration: TModelExploration): TModelPath[] =>
  createTestModel(model, {
    input: exploration.input,
    events: exploration.events,
    serializeState: exploration.serializeState,
    filterEvents: exploration.filterEvents,
  } as never)
    .getShortestPaths()
    .map((path) => ({
      events: withoutInit(path.steps.map((step) => step.event as TEvent)),
      snapshots: path.steps.map((step) => step.state as AnyMachineSnapshot),
    }));

/**
 * The shortest known path to every distinct state, shortest first. xstate/graph leaves out paths
 * that are the start of a longer one (and the empty path to the start), so every prefix of every
 * shortest path counts.
 */
const getDistinctStatePaths = (model: AnyStateMachine, exploration: TModelExploration): TModelPath[] => {
  const byState = new Map<string, TModelPath>();
  const initial: TModelPath = { events: [], snapshots: [getInitialSnapshot(model, exploration.input)] };
  for (const path of [initial, ...getShortestModelPaths(model, exploration)]) {
    path.snapshots.forEach((snapshot, index) => {
      const key = exploration.serializeState(snapshot as never);
      const known = byState.get(key);
      if (!known || known.events.length > index)
        byState.set(key, {
          events: path.events.slice(0, index),
          snapshots: path.snapshots.slice(0, index + 1),
        });
    });
  }
  return [...byState.values()].sort((a, b) => a.events.length - b.events.length);
};

/** The model's snapshot after one more event, and the ids of the transitions the event took. */
const stepFrom = (
  model: AnyStateMachine,
  exploration: TModelExploration,
  from: AnyMachineSnapshot,
  event: TEvent,
) => {
  const taken: string[] = [];
  const actor = createActor(model, {
    input: exploration.input,
    snapshot: from,
    inspect: recordTransitionsTaken(taken),
  });
  actor.start();
  actor.send(event);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return { snapshot, taken };
};

/**
 * A transition-covering traversal beside the shortest paths (docs/qa-model-tests.md): from the end
 * of each shortest path, shortest first, every sample event is tried; a path is kept when its last
 * event takes a transition no path took yet (`covered`: those the other paths take). So every
 * transition any sample event can take in any distinct state is taken by some path, including those
 * that stay in their state (typing a field, a warning that a call is under way), which shortest
 * paths to states never need. Returns the new paths and the transitions still untaken.
 */
export const getTransitionCoveringPaths = (
  model: AnyStateMachine,
  exploration: TModelExploration,
  covered: Iterable<string> = [],
): { paths: TTransitionPath[]; untaken: string[] } => {
  const remaining = new Set(listModelTransitions(model).map((transition) => transition.id));
  for (const id of covered) remaining.delete(id);
  const starts = getDistinctStatePaths(model, exploration);
  const paths: TTransitionPath[] = [];
  for (const start of starts) {
    if (remaining.size === 0) break;
    const last = start.snapshots.at(-1);
    if (!last) continue;
    for (const event of [...exploration.events, ...(exploration.lastEvents ?? [])]) {
      if (exploration.filterEvents && !exploration.filterEvents(last as never, event)) continue;
      const { snapshot, taken } = stepFrom(model, exploration, last, event);
      const fresh = [...new Set(taken)].filter((id) => remaining.has(id));
      if (fresh.length === 0) continue;
      for (const id of fresh) remaining.delete(id);
      paths.push({
        events: [...start.events, event],
        snapshots: [...start.snapshots, snapshot],
        transitions: fresh,
      });
    }
  }
  return { paths, untaken: [...remaining] };
};

/** A short title of a transition-covering path: what it takes and the events on the way. */
export const describeTransitionPath = (path: TTransitionPath): string =>
  `takes ${path.transitions.join(', ')} via ${path.events.map(describeModelEvent).join(' → ')}`;
