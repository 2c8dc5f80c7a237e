import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  createOrderReference,
  isOrderReference,
  ORDER_REFERENCE_PATTERN,
  parseOrderReference,
} from '../src/index.ts';

describe('public order references (docs/decisions/0255-public-order-references.md)', () => {
  it('are TD- and 8 Crockford base32 characters from the random bytes, every byte bit used', () => {
    expect(createOrderReference(() => new Uint8Array([0, 0, 0, 0, 0]))).toBe('TD-0000-0000');
    expect(createOrderReference(() => new Uint8Array([255, 255, 255, 255, 255]))).toBe('TD-ZZZZ-ZZZZ');
    expect(createOrderReference(() => new Uint8Array([0x3a, 0xce, 0x45, 0x8b, 0xea]))).toBe('TD-7B74-B2ZA');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        const reference = createOrderReference(() => bytes);
        expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
        expect(parseOrderReference(reference)).toBe(reference);
      }),
      { numRuns: 500 },
    );
  });

  it('differ from one order to the next, in no order', () => {
    const anyBytes = (count: number) =>
      Uint8Array.from({ length: count }, () => Math.floor(Math.random() * 256));
    const references = Array.from({ length: 2000 }, () => createOrderReference(anyBytes));
    expect(new Set(references).size).toBe(references.length);
    expect(references.every(isOrderReference)).toBe(true);
    expect([...references].sort()).not.toEqual(references);
  });

  it('read as typed: any case, spaces, and the letters Crockford maps (I, L → 1; O → 0)', () => {
    expect(parseOrderReference('td-7kq4-m2za')).toBe('TD-7KQ4-M2ZA');
    expect(parseOrderReference(' 7KQ4 M2ZA ')).toBe('TD-7KQ4-M2ZA');
    expect(parseOrderReference('TD-7KQI-M2ZO')).toBe('TD-7KQ1-M2Z0');
    expect(parseOrderReference('TD-7KQ4-M2Z')).toBeNull();
    expect(parseOrderReference('TD-7KQ4-M2ZU')).toBeNull();
    expect(parseOrderReference('12345')).toBeNull();
    expect(isOrderReference('5')).toBe(false);
  });
});
