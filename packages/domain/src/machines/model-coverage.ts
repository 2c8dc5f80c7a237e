import { createActor, type AnyStateMachine } from 'xstate';

import { describeModelEvent } from './derive-model.ts';

/** The parts of an XState v5 state node and transition this module reads. */
type TNode = {
  path: string[];
  states: Record<string, TNode>;
  transitions: Map<string, readonly TTransition[]>;
  always?: readonly TTransition[];
};
type TTransition = { source: TNode; eventType: string; target?: readonly TNode[]; guard?: unknown };

/** One transition of a model, as QA reads it in the report. */
export type TModelTransition = {
  /** `source|event|index`: the index tells apart transitions of one event guarded differently. */
  id: string;
  source: string;
  event: string;
  guard: string | null;
  /** Dotted state ids; empty when the transition only changes data and stays. */
  targets: string[];
};

/** One step of a replayed path: the event sent, the state reached and what it took to get there. */
export type TModelStep = {
  /** `start` for the first step, else the event with its scalar fields, e.g. `person.set(num_person=2)`. */
  event: string;
  /** Every active state, parents and parallel regions included, as dotted ids (`flow.book.idle`). */
  states: string[];
  /** Ids of the transitions taken, eventless (`always`) ones included. */
  transitions: string[];
};

const stateId = (node: TNode) => node.path.join('.');

/** The name a transition's guard is shown by (to-mermaid.ts labels edges with it too). */
export const guardName = (guard: unknown): string | null => {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string')
    return guard.type;
  return 'guard';
};

const walk = (node: TNode): TNode[] => [node, ...Object.values(node.states).flatMap(walk)];

const transitionsOf = (node: TNode): TTransition[][] => [
  ...Array.from(node.transitions.values(), (list) => [...list]),
  ...(node.always ? [[...node.always]] : []),
];

const transitionId = (transition: TTransition, index: number) =>
  `${stateId(transition.source)}|${transition.eventType}|${index}`;

/** Every state of a machine but its root, as dotted ids in document order. */
export const listModelStates = (machine: AnyStateMachine): string[] =>
  walk(machine.root as unknown as TNode)
    .slice(1)
    .map(stateId);

/** Every transition of a machine, those that only change data included (`targets` empty). */
export const listModelTransitions = (machine: AnyStateMachine): TModelTransition[] =>
  walk(machine.root as unknown as TNode).flatMap((node) =>
    transitionsOf(node).flatMap((list) =>
      list.map((transition, index) => ({
        id: transitionId(transition, index),
        source: stateId(node),
        event: transition.eventType === '' ? 'always' : transition.eventType,
        guard: guardName(transition.guard),
        targets: (transition.target ?? []).map(stateId),
      })),
    ),
  );

const indexWithin = (transition: TTransition) => {
  const list =
    transition.eventType === ''
      ? (transition.source.always ?? [])
      : (transition.source.transitions.get(transition.eventType) ?? []);
  return Math.max(0, list.indexOf(transition));
};

/**
 * An `inspect` callback for `createActor` that appends to `taken` the id of every transition the
 * actor takes, eventless (`always`) ones included (read from xstate's inspection microsteps).
 */
export const recordTransitionsTaken =
  (taken: string[]) =>
  (inspection: { type: string }): void => {
    if (inspection.type !== '@xstate.microstep') return;
    const { _transitions } = inspection as unknown as { _transitions: TTransition[] };
    for (const transition of _transitions) taken.push(transitionId(transition, indexWithin(transition)));
  };

/**
 * Replays a path's events on a side-effect-free model (see `deriveFlowModel`) and records, step by
 * step, the states reached and the transitions taken, eventless ones included (read from xstate's
 * inspection microsteps). This is what the model-test report counts as coverage.
 */
export const replayModelPath = (
  model: AnyStateMachine,
  input: unknown,
  events: readonly ({ type: string } & Record<string, unknown>)[],
): TModelStep[] => {
  let taken: string[] = [];
  const actor = createActor(model, {
    input,
    inspect: (inspection) => recordTransitionsTaken(taken)(inspection),
  });
  // In document order, so a step reads the same whichever region changed last.
  const order = listModelStates(model);
  const activeStates = () => {
    const active = new Set((actor.getSnapshot() as unknown as { _nodes: TNode[] })._nodes.map(stateId));
    return order.filter((id) => active.has(id));
  };
  actor.start();
  const steps: TModelStep[] = [{ event: 'start', states: activeStates(), transitions: taken }];
  for (const event of events) {
    taken = [];
    actor.send(event);
    steps.push({ event: describeModelEvent(event), states: activeStates(), transitions: taken });
  }
  actor.stop();
  return steps;
};

/** Reached and taken out of all, with the lists of what no path reached. */
export type TModelCoverage = {
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
};

/**
 * Coverage of a machine by replayed steps. A state counts as reached when it is active after a step
 * or when a transition leaves it (a state left at once by an `always` transition is never active
 * after a step, yet the path went through it).
 */
export const getModelCoverage = (
  machine: AnyStateMachine,
  steps: readonly Pick<TModelStep, 'states' | 'transitions'>[],
): TModelCoverage => {
  const states = listModelStates(machine);
  const transitions = listModelTransitions(machine);
  const takenIds = new Set(steps.flatMap((step) => step.transitions));
  const reached = new Set([
    ...steps.flatMap((step) => step.states),
    ...transitions.filter((transition) => takenIds.has(transition.id)).map((transition) => transition.source),
  ]);
  return {
    states: {
      reached: states.filter((id) => reached.has(id)).length,
      total: states.length,
      missing: states.filter((id) => !reached.has(id)),
    },
    transitions: {
      taken: transitions.filter((transition) => takenIds.has(transition.id)).length,
      total: transitions.length,
      missing: transitions.filter((transition) => !takenIds.has(transition.id)).map((t) => t.id),
    },
  };
};

/** A path as the report lists it, whichever level ran it. */
export type TModelPathResult = {
  machine: string;
  /** Which start the path takes, e.g. `a new booking`. */
  start: string;
  title: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  steps: TModelStep[];
  /** Index into `steps` of the step that failed. */
  failedStep?: number;
  error?: string;
  /** The page at the failing step, relative to the report folder (UI level only). */
  screenshot?: string;
};

/** A transition no path of a level took, and why. */
type TUntakenTransition = { id: string; reason: string };

/** What one level (machine or UI) writes for the report: the machines, the paths, the coverage. */
export type TModelLevelReport = {
  level: 'machine' | 'ui';
  /** `the machines` at the machine level; the server's address at the UI level. */
  target: string;
  finishedAt: string;
  durationMs: number;
  machines: Record<
    string,
    {
      states: string[];
      transitions: TModelTransition[];
      coverage: TModelCoverage;
      /** Every transition in `coverage.transitions.missing`, with the reason no path takes it. */
      untaken: TUntakenTransition[];
      passed: number;
      failed: number;
    }
  >;
  paths: TModelPathResult[];
};

/** What {@link summarizeModelRun} sums up. */
export type TModelRun = {
  level: TModelLevelReport['level'];
  target: string;
  models: Record<string, AnyStateMachine>;
  paths: TModelPathResult[];
  durationMs: number;
  /** When the run ended: the caller reads the clock, the domain never does. */
  finishedAt: Date;
  /** Per machine, why a transition stays untaken (those no event can take, say). */
  reasons?: Record<string, Readonly<Record<string, string>>>;
  /** The reason given for an untaken transition with none of its own. */
  defaultReason: string;
};

/**
 * Sums up a run for the report. Coverage counts only the steps a path got through: all of a passed
 * path, those before the failing step of a failed one, none of a skipped one.
 */
export const summarizeModelRun = (run: TModelRun): TModelLevelReport => ({
  level: run.level,
  target: run.target,
  finishedAt: run.finishedAt.toISOString(),
  durationMs: run.durationMs,
  machines: Object.fromEntries(
    Object.entries(run.models).map(([name, model]) => {
      const own = run.paths.filter((path) => path.machine === name);
      const checked = own.flatMap((path) =>
        path.status === 'skipped' ? [] : path.steps.slice(0, path.failedStep ?? path.steps.length),
      );
      const coverage = getModelCoverage(model, checked);
      return [
        name,
        {
          states: listModelStates(model),
          transitions: listModelTransitions(model),
          coverage,
          untaken: coverage.transitions.missing.map((id) => ({
            id,
            reason: run.reasons?.[name]?.[id] ?? run.defaultReason,
          })),
          passed: own.filter((path) => path.status === 'passed').length,
          failed: own.filter((path) => path.status === 'failed').length,
        },
      ];
    }),
  ),
  paths: run.paths,
});
