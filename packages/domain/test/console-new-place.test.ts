import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { slugify, validateNewPlace, ZConsoleNewPlaceRequest } from '../src/index.ts';

const VALID = {
  name: 'Bistro Nyhavn',
  address: 'Nyhavn 17, 1051 København K',
  menu_name: 'Aftenens menu',
  menu_price_regular: 39_900,
  owner_email: 'ejer@bistro.dk',
  owner_name: '',
};

describe('a new place, as the operator enters it', () => {
  it('has no errors when its texts, price and owner are given', () => {
    expect(validateNewPlace(VALID)).toEqual({});
    expect(validateNewPlace({ ...VALID, owner_name: 'Mette Hansen' })).toEqual({});
  });

  it('names every missing or too long text, a bad price and a bad e-mail with its catalogue key', () => {
    const errors = validateNewPlace({
      name: '   ',
      address: 'x'.repeat(201),
      menu_name: '',
      menu_price_regular: 39_950,
      owner_email: 'not-an-address',
      owner_name: '',
    });
    expect(errors).toMatchObject({
      name: 'errors.partner_required',
      address: 'errors.partner_required',
      menu_name: 'errors.partner_required',
      menu_price_regular: 'errors.new_place_price',
    });
    expect(errors.owner_email).toMatch(/^errors\./);
    expect(Object.keys(errors)).toHaveLength(5);
  });

  it('takes normal prices of whole kroner from 1 to 10,000 only', () => {
    for (const price of [100, 39_900, 1_000_000])
      expect(validateNewPlace({ ...VALID, menu_price_regular: price }).menu_price_regular).toBeUndefined();
    for (const price of [0, 99, 150, 1_000_100])
      expect(validateNewPlace({ ...VALID, menu_price_regular: price }).menu_price_regular).toBe(
        'errors.new_place_price',
      );
  });

  it("checks an owner's name only when one is given, with the booking form's rule", () => {
    expect(validateNewPlace({ ...VALID, owner_name: 'x'.repeat(51) }).owner_name).toBe('errors.name');
    expect(validateNewPlace({ ...VALID, owner_name: '   ' }).owner_name).toBeUndefined();
  });

  it('defaults the kitchens, the languages and reads numbers sent as form text', () => {
    const parsed = ZConsoleNewPlaceRequest.parse({
      ...VALID,
      product_type: 'restaurant',
      city_id: '1',
      menu_price_regular: '39900',
    });
    expect(parsed).toMatchObject({
      city_id: 1,
      menu_price_regular: 39_900,
      kitchens: [],
      owner_lang: 'da',
      lang: 'da',
    });
    expect(ZConsoleNewPlaceRequest.safeParse({ ...VALID, product_type: 'hotel', city_id: 1 }).success).toBe(
      false,
    );
  });
});

describe('slugify', () => {
  it('writes Danish letters as Danish addresses do, and joins words with single hyphens', () => {
    expect(slugify('Madhuset Løven')).toBe('madhuset-loeven');
    expect(slugify('Æblehaven & Søn')).toBe('aeblehaven-og-soen');
    expect(slugify('  Café Åen — 42!  ')).toBe('cafe-aaen-42');
  });

  it('gives only lowercase letters, digits and inner single hyphens, for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        expect(slugify(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
      { numRuns: 200 },
    );
  });
});
