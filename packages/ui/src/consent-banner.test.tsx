import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConsentBanner } from './consent-banner.tsx';

const labels = {
  title: 'Cookies?',
  body: 'We ask first.',
  necessary: 'Necessary',
  necessaryNote: '(always on)',
  statistics: 'Statistics',
  statisticsNote: 'helps us',
  marketing: 'Marketing',
  marketingNote: 'measures ads',
  acceptAll: 'Accept all',
  refuseAll: 'Refuse all',
  save: 'Save my choice',
  policyLink: 'Cookie policy',
};

describe('ConsentBanner', () => {
  afterEach(cleanup);

  it('pending (drawn before the page script has read the choice): marked for the stylesheet, its controls disabled', () => {
    const { container } = render(
      <ConsentBanner labels={labels} policyHref="/cookies" isPending onDecide={() => undefined} />,
    );
    expect(container.querySelector('section')?.className).toBe('td-consent td-consent--pending');
    for (const name of ['Refuse all', 'Accept all', 'Save my choice']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getByRole('checkbox', { name: /Statistics/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it('asking: refusing and accepting are one click each, and a purpose can be chosen alone', () => {
    const onDecide = vi.fn();
    const { container } = render(<ConsentBanner labels={labels} policyHref="/cookies" onDecide={onDecide} />);
    expect(container.querySelector('section')?.className).toBe('td-consent');
    expect(container.querySelector('[aria-disabled]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Statistics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(onDecide.mock.calls).toEqual([
      [{ statistics: false, marketing: false }],
      [{ statistics: true, marketing: true }],
      [{ statistics: true, marketing: false }],
    ]);
  });

  it('takes focus only when the visitor opened it, never when shown unasked', () => {
    const { unmount } = render(
      <ConsentBanner labels={labels} policyHref="/cookies" onDecide={() => undefined} />,
    );
    expect(document.activeElement).toBe(document.body);
    unmount();
    render(
      <ConsentBanner labels={labels} policyHref="/cookies" isOpenedByVisitor onDecide={() => undefined} />,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Cookies?' }));
  });
});
