import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { act, cleanup, render } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';

import { subscribeToHistory } from '../history-address.ts';
import { useRouteMachine } from '../use-route-machine.ts';

// A flow of three steps, as the booking and gift-card machines have: `next` moves forward, and
// `step.goto` goes back to a step already passed, never forward to one not reached.
type TStep = 'step1' | 'step2' | 'step3';
const ORDER: readonly TStep[] = ['step1', 'step2', 'step3'];
const pathOf = (step: TStep) => `/book/${step}/restaurant/café`;

const flowMachine = createMachine({
  types: {} as {
    context: { step: TStep };
    events: { type: 'next' } | { type: 'step.goto'; step: TStep };
  },
  context: { step: 'step1' },
  on: {
    next: {
      guard: ({ context }) => context.step !== 'step3',
      actions: assign({ step: ({ context }) => ORDER[ORDER.indexOf(context.step) + 1] ?? context.step }),
    },
    'step.goto': {
      guard: ({ context, event }) => ORDER.indexOf(event.step) < ORDER.indexOf(context.step),
      actions: assign({ step: ({ event }) => event.step }),
    },
  },
});

function Flow({
  history,
  routeStep,
  onActor,
}: {
  history: RouterHistory;
  routeStep: TStep;
  onActor: (
    send: (event: { type: 'next' } | { type: 'step.goto'; step: TStep }) => void,
    read: () => TStep,
  ) => void;
}) {
  const [snapshot, send, actorRef] = useMachine(flowMachine);
  onActor(send, () => actorRef.getSnapshot().context.step);
  useRouteMachine({
    routeStep,
    machineStep: snapshot.context.step,
    actor: actorRef,
    stepOf: (current) => current.context.step,
    subscribeToAddress: (listener) => subscribeToHistory(history, listener),
    goInHistory: (delta) => history.go(delta),
    order: ORDER,
    pathOf,
    navigate: (href, { replace }) => (replace ? history.replace(href) : history.push(href)),
    goToStep: (step) => send({ type: 'step.goto', step }),
  });
  return <h2>{snapshot.context.step}</h2>;
}

function openFlow() {
  const history = createMemoryHistory({ initialEntries: [pathOf('step1')] });
  let send!: (event: { type: 'next' } | { type: 'step.goto'; step: TStep }) => void;
  let readStep!: () => TStep;
  render(
    <Flow
      history={history}
      routeStep="step1"
      onActor={(sendEvent, read) => {
        send = sendEvent;
        readStep = read;
      }}
    />,
  );
  const stepInAddress = () => ORDER.find((step) => decodeURI(history.location.pathname) === pathOf(step));
  return {
    history,
    /** Sends an event outside any render, as a network answer does. */
    sendNow: (event: Parameters<typeof send>[0]) => send(event),
    send: (event: Parameters<typeof send>[0]) => act(() => send(event)),
    readStep: () => readStep(),
    stepInAddress,
  };
}

afterEach(() => {
  cleanup();
});

describe('useRouteMachine', () => {
  it('moves the address forward with a new history entry when the machine moves forward', () => {
    const flow = openFlow();
    flow.send({ type: 'next' });
    expect(flow.stepInAddress()).toBe('step2');
    expect(flow.history.length).toBe(2);
  });

  it('moves the machine back when a link or the back button changes the address', () => {
    const flow = openFlow();
    flow.send({ type: 'next' });
    flow.send({ type: 'next' });
    act(() => flow.history.push(pathOf('step1')));
    expect(flow.readStep()).toBe('step1');
    expect(flow.stepInAddress()).toBe('step1');
  });

  it('follows a link clicked before the renderer caught up with the machine', () => {
    // The machine reaches step 2 and the address follows; the visitor's click on the step 1 link
    // lands in the same tick, before any render or effect: both must end on step 1.
    const flow = openFlow();
    act(() => {
      flow.sendNow({ type: 'next' });
      flow.history.push(pathOf('step1'));
    });
    expect(flow.readStep()).toBe('step1');
    expect(flow.stepInAddress()).toBe('step1');
  });

  it('puts the address back, replacing it, when the machine refuses the step it names', async () => {
    const flow = openFlow();
    const entries = flow.history.length;
    await act(async () => {
      flow.history.push(pathOf('step3'));
      await Promise.resolve();
    });
    expect(flow.readStep()).toBe('step1');
    expect(flow.stepInAddress()).toBe('step1');
    expect(flow.history.length).toBe(entries + 1);
  });

  it('keeps the history entries when the machine refuses a step reached by forward', async () => {
    // The flow goes to step 2; back to step 1 (the machine follows); forward to step 2, which this
    // machine refuses (no forward step.goto): the history moves back again, no entry is rewritten.
    const flow = openFlow();
    flow.send({ type: 'next' });
    act(() => flow.history.back());
    expect(flow.readStep()).toBe('step1');
    await act(async () => {
      flow.history.forward();
      await Promise.resolve();
    });
    expect(flow.readStep()).toBe('step1');
    expect(flow.stepInAddress()).toBe('step1');
    expect(flow.history.length).toBe(2);
    act(() => flow.history.forward());
    expect(flow.stepInAddress()).toBe('step2');
  });

  it('ignores addresses outside the flow', () => {
    const flow = openFlow();
    flow.send({ type: 'next' });
    act(() => flow.history.push('/restaurant/café'));
    expect(flow.readStep()).toBe('step2');
  });
});
