import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';

import { getModelCoverage, replayModelPath } from '../src/machines/model-coverage.ts';
import { getTransitionCoveringPaths } from '../src/machines/transition-cover.ts';

/** A lock: a code typed in stays (data only), a wrong one is refused, the right one opens. */
const lock = createMachine({
  id: 'lock',
  types: {} as {
    context: { code: string };
    events: { type: 'type'; code: string } | { type: 'open' } | { type: 'close' } | { type: 'jam' };
  },
  context: { code: '' },
  initial: 'locked',
  states: {
    locked: {
      on: {
        type: { actions: assign(({ event }) => ({ code: event.code })) },
        open: [
          { guard: ({ context }) => context.code === '42', target: 'open' },
          { actions: assign({ code: '' }) },
        ],
      },
    },
    open: { on: { close: 'locked', jam: {} } },
  },
});

const exploration = {
  input: undefined,
  events: [{ type: 'type', code: '42' }, { type: 'open' }, { type: 'close' }],
  lastEvents: [{ type: 'jam' }],
  serializeState: ((snapshot: { value: unknown; context: { code: string } }) =>
    JSON.stringify([snapshot.value, snapshot.context.code === '42'])) as never,
};

describe('transition-covering paths', () => {
  it('takes every transition, those that stay and those only a last event takes included', () => {
    const { paths, untaken } = getTransitionCoveringPaths(lock, exploration);
    expect(untaken).toEqual([]);
    const steps = paths.flatMap((path) => replayModelPath(lock, undefined, path.events));
    expect(getModelCoverage(lock, steps).transitions.missing).toEqual([]);
    // Each path's last snapshot is the model's state after its events.
    for (const path of paths) expect(path.snapshots).toHaveLength(path.events.length + 1);
    expect(paths.find((path) => path.transitions.includes('open|jam|0'))?.events.map((e) => e.type)).toEqual([
      'type',
      'open',
      'jam',
    ]);
  });

  it('leaves out what other paths took already, and names what no sample takes', () => {
    const { paths, untaken } = getTransitionCoveringPaths(lock, { ...exploration, lastEvents: [] }, [
      'locked|type|0',
      'locked|open|0',
      'locked|open|1',
    ]);
    expect(paths.flatMap((path) => path.transitions).sort()).toEqual(['open|close|0']);
    expect(untaken).toEqual(['open|jam|0']);
  });
});
