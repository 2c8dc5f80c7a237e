import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../constants.ts';
import type { TSeat } from '../entities/product.ts';

export type TSeatPickerOption = { value: number; isDisabled: boolean };

/**
 * The party-size picker: options 1 to 8, each disabled (shown with the not-possible text) when no
 * in-stock seat of that size exists (docs/product/spec.md §5).
 */
export const getSeatPickerOptions = (seats: readonly Pick<TSeat, 'seat' | 'status'>[]): TSeatPickerOption[] =>
  Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, index) => {
    const value = PARTY_SIZE_MIN + index;
    return { value, isDisabled: !seats.some((seat) => seat.seat === value && seat.status === 'in-stock') };
  });
