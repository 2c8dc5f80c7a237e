import { describe, expect, it } from 'vitest';

import { getSeatPickerOptions } from '../src/booking/seat-picker.ts';
import { BOOKING_STEPS, getBookingStepIndex, GIFTCARD_STEPS } from '../src/booking/steps.ts';

describe('booking steps', () => {
  it.each([
    ['step1', 0],
    ['step2', 1],
    ['step3', 1],
    ['step4', 2],
  ] as const)('route %s is step index %i', (route, index) => {
    expect(getBookingStepIndex(route)).toBe(index);
  });

  it('labels the steps BOOK, INFO, TERMS, PAYMENT and the gift-card steps', () => {
    expect(BOOKING_STEPS.map((step) => step.label)).toEqual(['BOOK', 'INFO', 'TERMS', 'PAYMENT']);
    expect(GIFTCARD_STEPS.map((step) => step.route)).toEqual(['step1', 'step2', 'step3']);
  });

  it('offers party sizes 1 to 8, disabled when not in stock', () => {
    const options = getSeatPickerOptions([
      { seat: 2, status: 'in-stock' },
      { seat: 4, status: 'on-hold' },
    ]);
    expect(options.map((option) => option.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(options.filter((option) => !option.isDisabled).map((option) => option.value)).toEqual([2]);
  });
});
