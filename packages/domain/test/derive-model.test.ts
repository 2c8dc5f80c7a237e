import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup } from 'xstate';

import { deriveFlowModel, describeModelPath } from '../src/machines/derive-model.ts';

describe('deriveFlowModel', () => {
  const machine = setup({
    actors: { first: fromPromise(() => Promise.resolve(1)), second: fromPromise(() => Promise.resolve(2)) },
    actions: {
      announce: () => {
        throw new Error('announce not provided');
      },
    },
    delays: { wait: 1000 },
  }).createMachine({
    initial: 'loading',
    states: {
      loading: {
        invoke: [
          { src: 'first', onDone: 'waiting' },
          { src: 'second', onError: 'failed' },
        ],
      },
      waiting: { entry: 'announce', after: { wait: 'done' } },
      failed: {},
      done: {},
    },
  });

  it('turns invokes and delays into events and effect actions into no-ops', () => {
    const model = deriveFlowModel(machine, {
      effectActions: ['announce'],
      delayEvents: { wait: 'wait.over' },
    });
    const actor = createActor(model).start();
    actor.send({ type: 'first.done', output: 1 });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'wait.over' });
    expect(actor.getSnapshot().value).toBe('done');
    const failing = createActor(model).start();
    failing.send({ type: 'second.error', error: new Error('x') });
    expect(failing.getSnapshot().value).toBe('failed');
  });

  it('refuses a delay without an event and an invoke without a named actor', () => {
    expect(() => deriveFlowModel(machine, { effectActions: ['announce'], delayEvents: {} })).toThrow(
      'deriveFlowModel has no event for the delay "wait"',
    );
    const inline = createMachine({ invoke: { src: fromPromise(() => Promise.resolve(1)) } });
    expect(() => deriveFlowModel(inline, { effectActions: [], delayEvents: {} })).toThrow(
      'name its actor with src',
    );
  });

  it('names a path by the state it reaches and its events', () => {
    expect(
      describeModelPath({
        state: { value: { flow: { guest: 'info' }, hold: 'active' } },
        steps: [
          { event: { type: 'xstate.init' } },
          { event: { type: 'person.set', num_person: 2 } as { type: string } },
          { event: { type: 'loadTimes.done', output: [] } as { type: string } },
        ],
      }),
    ).toBe('reaches flow.guest.info + hold.active via person.set(num_person=2) → loadTimes.done');
    expect(
      describeModelPath({ state: { value: 'amount' }, steps: [{ event: { type: 'xstate.init' } }] }),
    ).toBe('reaches amount via start');
  });
});
