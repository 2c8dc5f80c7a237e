import { expect } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

import { bookingMachine, type TBookingEvent, type TBookingInput } from '../src/booking/booking-machine.ts';
import type { TBookingModelEvent } from '../src/booking/booking-flow-model.ts';
import { HOLD_TTL_MS } from '../src/constants.ts';

const ACTORS = [
  'loadTimes',
  'loadMenus',
  'holdTable',
  'attachGiftcode',
  'removeGiftcode',
  'updateGuest',
  'startBookingPayment',
  'restoreHold',
] as const;
type TActorName = (typeof ACTORS)[number];

type TPending = { input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** Lets promise callbacks and the actor's follow-up events run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The real booking machine with fake actors whose answers the test gives, a simulated clock, and
 * recorded effect actions. `send` takes the model's events, so a model path can drive it.
 */
export const createBookingDriver = (input: TBookingInput) => {
  const pending = new Map<TActorName, TPending>();
  const calls: { action: string; params?: unknown }[] = [];
  const fake = (name: TActorName) =>
    fromPromise(
      ({ input: actorInput }: { input: unknown }) =>
        new Promise((resolve, reject) => pending.set(name, { input: actorInput, resolve, reject })),
    );
  const clock = new SimulatedClock();
  const machine = bookingMachine.provide({
    actors: Object.fromEntries(ACTORS.map((name) => [name, fake(name)])),
    actions: {
      followPaymentLink: (_, params) => calls.push({ action: 'followPaymentLink', params }),
      warnBusy: () => calls.push({ action: 'warnBusy' }),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();

  const answer = async (name: TActorName, outcome: { output: unknown } | { error: unknown }) => {
    const call = pending.get(name);
    expect(call, `${name} should be running`).toBeDefined();
    pending.delete(name);
    if ('output' in outcome) call?.resolve(outcome.output);
    else call?.reject(outcome.error);
    await flush();
  };

  const send = async (event: TBookingModelEvent) => {
    const match = /^(\w+)\.(done|error)$/.exec(event.type);
    const name = match?.[1] as TActorName | undefined;
    if (name && (ACTORS as readonly string[]).includes(name)) {
      await answer(
        name,
        'output' in event ? { output: event.output } : { error: 'error' in event ? event.error : undefined },
      );
    } else if (event.type === 'hold.expire') {
      clock.increment(HOLD_TTL_MS);
    } else {
      actor.send(event as TBookingEvent);
    }
  };

  return {
    actor,
    clock,
    calls,
    send,
    answer,
    /** The input the running fake actor was called with. */
    inputOf: (name: TActorName) => pending.get(name)?.input,
    isRunning: (name: TActorName) => pending.has(name),
    snapshot: () => actor.getSnapshot(),
  };
};
