import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createOrderReference, isOrderReference, ORDER_REFERENCE_PATTERN } from '../src/index.ts';

describe('public order references (docs/decisions/0255-public-order-references.md)', () => {
  it('are TD- and 8 Crockford base32 characters from the random bytes, every byte bit used', () => {
    expect(createOrderReference(() => new Uint8Array([0, 0, 0, 0, 0]))).toBe('TD-0000-0000');
    expect(createOrderReference(() => new Uint8Array([255, 255, 255, 255, 255]))).toBe('TD-ZZZZ-ZZZZ');
    expect(createOrderReference(() => new Uint8Array([0x3a, 0xce, 0x45, 0x8b, 0xea]))).toBe('TD-7B74-B2ZA');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        const reference = createOrderReference(() => bytes);
        expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
        expect(isOrderReference(reference)).toBe(true);
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

  it('are refused when they are not one', () => {
    expect(isOrderReference('5')).toBe(false);
  });
});
