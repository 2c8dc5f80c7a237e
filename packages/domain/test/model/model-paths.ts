import type { AnyStateMachine } from 'xstate';

import {
  BOOKING_UNTAKEABLE_TRANSITIONS,
  bookingFlowModel,
  getBookingModelEvents,
  getBookingModelRefusals,
  isBookingModelEvent,
  serializeBookingModelState,
} from '../../src/booking/booking-flow-model.ts';
import type { TBookingInput } from '../../src/booking/booking-machine.ts';
import type { TGiftcardInput } from '../../src/giftcard/giftcard-machine.ts';
import {
  GIFTCARD_UNTAKEABLE_TRANSITIONS,
  getGiftcardModelEvents,
  getGiftcardModelRefusals,
  giftcardFlowModel,
  serializeGiftcardModelState,
} from '../../src/giftcard/giftcard-flow-model.ts';
import { describeModelPath } from '../../src/machines/derive-model.ts';
import { replayModelPath, type TModelStep } from '../../src/machines/model-coverage.ts';
import {
  describeTransitionPath,
  getShortestModelPaths,
  getTransitionCoveringPaths,
  type TModelExploration,
  type TModelPath,
} from '../../src/machines/transition-cover.ts';

type TEvent = { type: string } & Record<string, unknown>;

/** One shortest path of a flow model, with what the report shows of it. */
export type TMachinePath = {
  machine: 'booking' | 'giftcard';
  /** Which start the path takes (a machine is explored from each of its inputs). */
  start: string;
  input: unknown;
  title: string;
  /** The events to send, `xstate.init` left out. */
  events: TEvent[];
  /** The model's state after each event (index 0: the start), for comparing with the real machine. */
  modelStates: { value: unknown; context: unknown }[];
  /** States and transitions step by step, index 0 being the start. */
  steps: TModelStep[];
};

type TExplorationOptions = Omit<TModelExploration, 'input'>;

const toMachinePath = (
  machine: TMachinePath['machine'],
  model: AnyStateMachine,
  start: string,
  input: unknown,
  path: TModelPath,
  title: string,
): TMachinePath => ({
  machine,
  start,
  input,
  title,
  events: path.events,
  modelStates: path.snapshots,
  steps: replayModelPath(model, input, path.events),
});

/**
 * The shortest path to each distinct state from every start, then, beside them, a path for each
 * transition those do not take (getTransitionCoveringPaths), tried from every start in turn.
 */
const explore = (
  machine: TMachinePath['machine'],
  model: AnyStateMachine,
  starts: readonly (readonly [string, unknown])[],
  options: TExplorationOptions,
): TMachinePath[] => {
  const shortest = starts.flatMap(([start, input]) =>
    getShortestModelPaths(model, { ...options, input }).map((path) =>
      toMachinePath(
        machine,
        model,
        start,
        input,
        path,
        describeModelPath({
          state: { value: path.snapshots.at(-1)?.value },
          steps: path.events.map((event) => ({ event })),
        }),
      ),
    ),
  );
  const covered = new Set(shortest.flatMap((path) => path.steps.flatMap((step) => step.transitions)));
  const covering = starts.flatMap(([start, input]) => {
    const { paths } = getTransitionCoveringPaths(model, { ...options, input }, covered);
    for (const path of paths) for (const id of path.transitions) covered.add(id);
    return paths.map((path) =>
      toMachinePath(machine, model, start, input, path, describeTransitionPath(path)),
    );
  });
  return [...shortest, ...covering];
};

/** The starts each machine is explored from: a fresh visit and a return after a failed payment. */
const BOOKING_STARTS: [string, TBookingInput][] = [
  ['a new booking', { productId: 1, locale: 'da' }],
  [
    'a restored hold after a failed payment',
    { productId: 1, locale: 'en', isRestoring: true, isPaymentFailed: true },
  ],
];
const GIFTCARD_STARTS: [string, TGiftcardInput][] = [
  ['a new gift card', { locale: 'da' }],
  ['a restored order after a failed payment', { locale: 'en', isRestoring: true, isPaymentFailed: true }],
];

/**
 * Every shortest path of a flow model with the domain's sample events, and the paths that take the
 * transitions those leave untaken: the machine level of `npm run test:model` (docs/qa-model-tests.md)
 * replays each on the real machine. Each machine's paths are found once per test worker, when asked.
 */
export const getMachinePaths = (machine: TMachinePath['machine']): TMachinePath[] =>
  (cachedPaths[machine] ??= FIND_PATHS[machine]());

const cachedPaths: Partial<Record<TMachinePath['machine'], TMachinePath[]>> = {};

const FIND_PATHS: Record<TMachinePath['machine'], () => TMachinePath[]> = {
  booking: () =>
    explore('booking', bookingFlowModel, BOOKING_STARTS, {
      events: getBookingModelEvents(),
      lastEvents: getBookingModelRefusals(),
      filterEvents: isBookingModelEvent,
      serializeState: serializeBookingModelState,
    }),
  giftcard: () =>
    explore('giftcard', giftcardFlowModel, GIFTCARD_STARTS, {
      events: getGiftcardModelEvents(),
      lastEvents: getGiftcardModelRefusals(),
      serializeState: serializeGiftcardModelState,
    }),
};

export const MODELS = { booking: bookingFlowModel, giftcard: giftcardFlowModel } as const;

/** Per machine, the transitions no events can take and why (the domain keeps them beside the samples). */
export const UNTAKEABLE_TRANSITIONS = {
  booking: BOOKING_UNTAKEABLE_TRANSITIONS,
  giftcard: GIFTCARD_UNTAKEABLE_TRANSITIONS,
} as const;
