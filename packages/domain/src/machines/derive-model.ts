import { createMachine, type AnyStateMachine } from 'xstate';

/** Options of {@link deriveFlowModel}. */
export type TDeriveFlowModelOptions = {
  /** Named actions with side effects (cookies, navigation, logging) that become no-ops in the model. */
  effectActions: readonly string[];
  /** Each named delay of an `after` and the event that stands for it passing, e.g. `{ holdTtl: 'hold.expire' }`. */
  delayEvents: Readonly<Record<string, string>>;
};

type TConfigNode = Record<string, unknown>;

const isRecord = (value: unknown): value is TConfigNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The event types that stand for an invoked actor finishing: `{src}.done` and `{src}.error`. */
const getActorDoneEvent = (src: string) => `${src}.done`;
const getActorErrorEvent = (src: string) => `${src}.error`;

const toModelNode = (node: TConfigNode, options: TDeriveFlowModelOptions): TConfigNode => {
  const { invoke, after, states, on, ...rest } = node;
  const transitions: TConfigNode = isRecord(on) ? { ...on } : {};
  for (const invocation of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (!isRecord(invocation) || typeof invocation.src !== 'string') {
      throw new Error('deriveFlowModel needs every invoke to name its actor with src');
    }
    if (invocation.onDone !== undefined) transitions[getActorDoneEvent(invocation.src)] = invocation.onDone;
    if (invocation.onError !== undefined)
      transitions[getActorErrorEvent(invocation.src)] = invocation.onError;
  }
  if (isRecord(after)) {
    for (const [delay, transition] of Object.entries(after)) {
      const eventType = options.delayEvents[delay];
      if (!eventType) throw new Error(`deriveFlowModel has no event for the delay "${delay}"`);
      transitions[eventType] = transition;
    }
  }
  const modelStates = isRecord(states)
    ? Object.fromEntries(
        Object.entries(states).map(([key, child]) => [
          key,
          isRecord(child) ? toModelNode(child, options) : child,
        ]),
      )
    : undefined;
  return {
    ...rest,
    ...(modelStates ? { states: modelStates } : {}),
    ...(Object.keys(transitions).length > 0 ? { on: transitions } : {}),
  };
};

/**
 * Derives the side-effect-free model of a flow machine for `createTestModel` (xstate/graph), which
 * refuses `invoke` and `after`. The model is the real machine's own definition with each invoked
 * actor replaced by the events `{src}.done` (carrying `output`) and `{src}.error` (carrying `error`),
 * each named delay by an event, and the effect actions by no-ops; guards and assignments are the real
 * ones. So the model cannot drift from the machine.
 */
export const deriveFlowModel = (
  machine: AnyStateMachine,
  options: TDeriveFlowModelOptions,
): AnyStateMachine => {
  const noop = () => undefined;
  const implementations = machine.implementations;
  return createMachine(
    toModelNode(machine.config as TConfigNode, options) as never,
    {
      actions: {
        ...implementations.actions,
        ...Object.fromEntries(options.effectActions.map((name) => [name, noop])),
      },
      guards: implementations.guards,
    } as never,
  );
};

const describeStateValue = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [`${prefix}${value}`]
    : isRecord(value)
      ? Object.entries(value).flatMap(([key, child]) => describeStateValue(child, `${prefix}${key}.`))
      : [];

/** An event with its scalar fields, as path titles and reports show it: `person.set(num_person=2)`. */
export const describeModelEvent = (event: { type: string } & Record<string, unknown>): string => {
  const scalars = Object.entries(event).filter(
    ([key, value]) =>
      key !== 'type' &&
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'),
  );
  return scalars.length === 0
    ? event.type
    : `${event.type}(${scalars.map(([key, value]) => `${key}=${String(value)}`).join(', ')})`;
};

/**
 * A short, readable name of a model path for test titles: the state it reaches and the events on
 * the way, with their scalar fields (`person.set(num_person=2)`). xstate's own descriptions embed the
 * whole context.
 */
export const describeModelPath = (path: {
  state: { value: unknown };
  steps: readonly { event: { type: string } }[];
}): string => {
  const events = path.steps
    .map((step) => step.event as { type: string } & Record<string, unknown>)
    .filter((event) => event.type !== 'xstate.init')
    .map(describeModelEvent);
  return `reaches ${describeStateValue(path.state.value).join(' + ')} via ${events.length > 0 ? events.join(' → ') : 'start'}`;
};
