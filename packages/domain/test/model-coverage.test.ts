import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';

import {
  getModelCoverage,
  listModelStates,
  listModelTransitions,
  replayModelPath,
  summarizeModelRun,
} from '../src/machines/model-coverage.ts';

const door = createMachine({
  id: 'door',
  types: {} as { context: { isOpen: boolean } },
  context: { isOpen: false },
  initial: 'checking',
  states: {
    checking: {
      always: [{ target: 'open', guard: ({ context }) => context.isOpen }, { target: 'closed' }],
    },
    closed: { on: { open: 'open', knock: {} } },
    open: {
      initial: 'wide',
      states: { wide: { on: { push: 'ajar' } }, ajar: {} },
      on: { close: { target: 'closed', guard: 'isFree' } },
    },
  },
}).provide({ guards: { isFree: () => true } });

describe('model coverage', () => {
  it('lists every state but the root and every transition, eventless and data-only ones included', () => {
    expect(listModelStates(door)).toEqual(['checking', 'closed', 'open', 'open.wide', 'open.ajar']);
    expect(listModelTransitions(door).map(({ id, targets, guard }) => ({ id, targets, guard }))).toEqual([
      { id: 'checking||0', targets: ['open'], guard: 'guard' },
      { id: 'checking||1', targets: ['closed'], guard: null },
      { id: 'closed|open|0', targets: ['open'], guard: null },
      { id: 'closed|knock|0', targets: [], guard: null },
      { id: 'open|close|0', targets: ['closed'], guard: 'isFree' },
      { id: 'open.wide|push|0', targets: ['open.ajar'], guard: null },
    ]);
  });

  it('records the states reached and the transitions taken step by step', () => {
    const steps = replayModelPath(door, undefined, [{ type: 'open' }, { type: 'push' }, { type: 'close' }]);
    expect(steps).toEqual([
      { event: 'start', states: ['closed'], transitions: ['checking||1'] },
      { event: 'open', states: ['open', 'open.wide'], transitions: ['closed|open|0'] },
      { event: 'push', states: ['open', 'open.ajar'], transitions: ['open.wide|push|0'] },
      { event: 'close', states: ['closed'], transitions: ['open|close|0'] },
    ]);
    // `checking` is never active after a step, but the path left it.
    expect(getModelCoverage(door, steps)).toEqual({
      states: { reached: 5, total: 5, missing: [] },
      transitions: { taken: 4, total: 6, missing: ['checking||0', 'closed|knock|0'] },
    });
  });

  it('counts only the steps a path got through', () => {
    const steps = replayModelPath(door, undefined, [{ type: 'open' }, { type: 'push' }]);
    const path = { machine: 'door', start: 'closed', title: 't', durationMs: 1, steps };
    const report = summarizeModelRun({
      level: 'ui',
      target: 'http://127.0.0.1:1',
      models: { door },
      paths: [
        { ...path, status: 'failed', failedStep: 2, error: 'no' },
        { ...path, status: 'skipped' },
      ],
      durationMs: 5,
      finishedAt: new Date('2026-11-27T20:00:00.000Z'),
      reasons: { door: { 'checking||0': 'the door starts closed' } },
      defaultReason: 'not walked',
    });
    expect(report.machines.door?.coverage.states.missing).toEqual(['open.ajar']);
    expect(report.machines.door).toMatchObject({ passed: 0, failed: 1 });
    expect(report).toMatchObject({
      level: 'ui',
      target: 'http://127.0.0.1:1',
      durationMs: 5,
      finishedAt: '2026-11-27T20:00:00.000Z',
    });
    // The step that failed took nothing: `push` stays untaken with the others.
    expect(report.machines.door?.untaken).toEqual([
      { id: 'checking||0', reason: 'the door starts closed' },
      { id: 'closed|knock|0', reason: 'not walked' },
      { id: 'open|close|0', reason: 'not walked' },
      { id: 'open.wide|push|0', reason: 'not walked' },
    ]);
  });
});
