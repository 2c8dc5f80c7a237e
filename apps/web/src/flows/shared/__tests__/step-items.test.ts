import { describe, expect, it } from 'vitest';

import { toStepItems } from '../step-items.ts';

describe('the step indicator of a flow', () => {
  const steps = ['step1', 'step2', 'step3'] as const;
  const labels = ['Bord', 'Oplysninger', 'Betaling'];

  it('steps before the current one are done and linked, the rest to do', () => {
    expect(toStepItems(labels, steps, 'step2', (step) => `/gavekort/${step}`)).toEqual([
      { label: 'Bord', state: 'done', href: '/gavekort/step1' },
      { label: 'Oplysninger', state: 'current', href: '/gavekort/step2' },
      { label: 'Betaling', state: 'todo', href: '/gavekort/step3' },
    ]);
  });

  it('without addresses nothing is linked; without a current step the first is current', () => {
    expect(toStepItems(labels, steps, null).map((item) => [item.state, item.href])).toEqual([
      ['current', undefined],
      ['todo', undefined],
      ['todo', undefined],
    ]);
  });
});
