import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FilterPanel, type TFilterPanelProps, type TFilterPanelValue } from './filter-panel.tsx';

const EMPTY: TFilterPanelValue = {
  areas: [],
  tags: [],
  person: 0,
  timeStart: '00:00:00',
  timeEnd: '23:45:00',
};

function setup(overrides: Partial<TFilterPanelProps> = {}) {
  const props: TFilterPanelProps = {
    value: EMPTY,
    areas: [
      { value: 1, label: 'Indre By' },
      { value: 2, label: 'Nørrebro' },
    ],
    tagGroups: [
      {
        id: '10',
        label: 'Køkken',
        options: [
          { value: 11, label: 'Italiensk', count: 3 },
          { value: 12, label: 'Thai', count: 1 },
        ],
      },
    ],
    persons: [0, 1, 2, 3, 4].map((value) => ({ value, label: `${value} personer` })),
    times: [
      { value: '00:00:00', label: 'Hele dagen' },
      { value: '18:00:00', label: '18.00' },
      { value: '23:45:00', label: '23.45' },
    ],
    labels: {
      title: 'Filtre',
      areas: 'Område',
      person: 'Antal personer',
      personAny: 'Alle',
      time: 'Tidspunkt',
      timeFrom: 'Fra',
      timeTo: 'Til',
      save: 'Vis resultater',
      reset: 'Nulstil',
    },
    onSave: vi.fn(),
    onReset: vi.fn(),
    isOpen: true,
    onToggle: vi.fn(),
    ...overrides,
  };
  render(<FilterPanel {...props} />);
  return props;
}

afterEach(cleanup);

describe('FilterPanel', () => {
  it('keeps choices as a draft and saves them together', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nørrebro' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Italiensk/ }));
    fireEvent.change(screen.getByLabelText('Antal personer'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Fra'), { target: { value: '18:00:00' } });
    expect(props.onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Vis resultater' }));
    expect(props.onSave).toHaveBeenCalledWith({
      areas: [2],
      tags: [11],
      person: 4,
      timeStart: '18:00:00',
      timeEnd: '23:45:00',
    });
  });

  it('unticks a chosen area and offers reset', () => {
    const props = setup({ value: { ...EMPTY, areas: [1] } });
    const box = screen.getByRole('checkbox', { name: 'Indre By' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Vis resultater' }));
    expect(props.onSave).toHaveBeenCalledWith({ ...EMPTY, areas: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Nulstil' }));
    expect(props.onReset).toHaveBeenCalledOnce();
  });

  it('shows "any" for person 0, tag counts, and toggles open on phones', () => {
    const props = setup({ isOpen: false });
    expect(screen.getByRole('option', { name: 'Alle' })).toBeTruthy();
    expect(screen.getByText('(3)')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Filtre' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(props.onToggle).toHaveBeenCalledOnce();
  });
});
