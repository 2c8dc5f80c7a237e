import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';

import { bookingFlowModel, giftcardFlowModel, toMermaidStateDiagram } from '../src/index.ts';

const asDocument = (title: string, intro: string, diagram: string) =>
  `# ${title}\n\n${intro}\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`;

describe('toMermaidStateDiagram', () => {
  it('draws nested and parallel states, initial states, events and guards', () => {
    const machine = createMachine({
      id: 'door',
      type: 'parallel',
      states: {
        lock: {
          initial: 'locked',
          states: {
            locked: { on: { unlock: { target: 'unlocked', guard: 'hasKey' } } },
            unlocked: { on: { lock: 'locked', break: 'broken' } },
            broken: { type: 'final' },
          },
        },
        light: { initial: 'off', states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } } },
      },
    });
    expect(toMermaidStateDiagram(machine)).toBe(
      [
        'stateDiagram-v2',
        '  state "door" as door {',
        '    state "lock" as lock {',
        '      [*] --> lock__locked',
        '      state "locked" as lock__locked',
        '      state "unlocked" as lock__unlocked',
        '      state "broken" as lock__broken',
        '      lock__broken --> [*]',
        '    }',
        '    --',
        '    state "light" as light {',
        '      [*] --> light__off',
        '      state "off" as light__off',
        '      state "on" as light__on',
        '    }',
        '  }',
        '  lock__locked --> lock__unlocked: unlock [hasKey]',
        '  lock__unlocked --> lock__locked: lock',
        '  lock__unlocked --> lock__broken: break',
        '  light__off --> light__on: toggle',
        '  light__on --> light__off: toggle',
      ].join('\n'),
    );
  });

  // The pictures QA engineers read next to the model tests; `vitest -u` redraws them after a
  // change of a machine, and CI fails while they are out of date.
  it('keeps the booking flow picture in step with the machine', async () => {
    await expect(
      asDocument(
        'Booking flow (statechart)',
        'Drawn from `bookingFlowModel` (the booking machine with its actors as `{actor}.done` and `{actor}.error` events) by `toMermaidStateDiagram`; do not edit by hand. The `hold` region runs beside the steps.',
        toMermaidStateDiagram(bookingFlowModel),
      ),
    ).toMatchFileSnapshot('../docs/booking-flow.md');
  });

  it('keeps the gift-card flow picture in step with the machine', async () => {
    await expect(
      asDocument(
        'Gift-card flow (statechart)',
        'Drawn from `giftcardFlowModel` by `toMermaidStateDiagram`; do not edit by hand.',
        toMermaidStateDiagram(giftcardFlowModel),
      ),
    ).toMatchFileSnapshot('../docs/giftcard-flow.md');
  });
});
