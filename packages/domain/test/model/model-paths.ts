import { createTestModel } from 'xstate/graph';
import type { AnyStateMachine } from 'xstate';

import {
  bookingFlowModel,
  getBookingModelEvents,
  isBookingModelEvent,
  serializeBookingModelState,
} from '../../src/booking/booking-flow-model.ts';
import type { TBookingInput } from '../../src/booking/booking-machine.ts';
import type { TGiftcardInput } from '../../src/giftcard/giftcard-machine.ts';
import {
  getGiftcardModelEvents,
  giftcardFlowModel,
  serializeGiftcardModelState,
} from '../../src/giftcard/giftcard-flow-model.ts';
import { describeModelPath } from '../../src/machines/derive-model.ts';
import { replayModelPath, type TModelStep } from '../../src/machines/model-coverage.ts';

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

const toPaths = (
  machine: TMachinePath['machine'],
  model: AnyStateMachine,
  start: string,
  input: unknown,
  options: { events: TEvent[]; serializeState: unknown; filterEvents?: unknown },
): TMachinePath[] =>
  createTestModel(model, { ...options, input } as never)
    .getShortestPaths()
    .map((path) => {
      const events = path.steps
        .map((step) => step.event as TEvent)
        .filter((event) => event.type !== 'xstate.init');
      return {
        machine,
        start,
        input,
        title: describeModelPath(path),
        events,
        modelStates: path.steps.map((step) => step.state as unknown as { value: unknown; context: unknown }),
        steps: replayModelPath(model, input, events),
      };
    });

/** The starts each machine is explored from: a fresh visit and a return after a failed payment. */
export const BOOKING_STARTS: [string, TBookingInput][] = [
  ['a new booking', { productId: 1, locale: 'da' }],
  [
    'a restored hold after a failed payment',
    { productId: 1, locale: 'en', isRestoring: true, isPaymentFailed: true },
  ],
];
export const GIFTCARD_STARTS: [string, TGiftcardInput][] = [
  ['a new gift card', { locale: 'da' }],
  ['a restored order after a failed payment', { locale: 'en', isRestoring: true, isPaymentFailed: true }],
];

/**
 * Every shortest path of both flow models with the domain's sample events: the machine level of
 * `npm run test:model` (docs/qa-model-tests.md) replays each on the real machine.
 */
export const getMachinePaths = (): TMachinePath[] => (cachedPaths ??= findMachinePaths());

let cachedPaths: TMachinePath[] | undefined;

const findMachinePaths = (): TMachinePath[] => [
  ...BOOKING_STARTS.flatMap(([start, input]) =>
    toPaths('booking', bookingFlowModel, start, input, {
      events: getBookingModelEvents(),
      filterEvents: isBookingModelEvent,
      serializeState: serializeBookingModelState,
    }),
  ),
  ...GIFTCARD_STARTS.flatMap(([start, input]) =>
    toPaths('giftcard', giftcardFlowModel, start, input, {
      events: getGiftcardModelEvents(),
      serializeState: serializeGiftcardModelState,
    }),
  ),
];

export const MODELS = { booking: bookingFlowModel, giftcard: giftcardFlowModel } as const;
