import { z } from 'zod';

import type { TErrorKey } from '../errors/catalogue.ts';
import { ZLocale } from '../locale.ts';
import { PRODUCT_TYPES, ZProductType } from '../product-type.ts';
import { validateEmail, validateName } from '../validation/contact.ts';

/*
 * An operator puts a new place on sale (docs/decisions/0500-restaurants-console.md): the place,
 * its first menu and its first owner in one step, from a partner application or from scratch.
 * The schema bounds each value so a huge or malformed body is a 400; `validateNewPlace` is the rule
 * the console's form and the server share, giving 422 field errors with catalogue keys.
 */

const NEW_PLACE_LIMITS = { name: 120, address: 200 } as const;

/** Whole kroner from 1 to 10 000, in øre, as the menus page takes a normal price. */
const NEW_PLACE_PRICE = { min: 100, max: 10_000_00 } as const;

const ZOptionalId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZConsoleNewPlaceRequest = z.object({
  name: z.string().max(1000),
  product_type: ZProductType,
  city_id: ZOptionalId,
  /** Empty or absent: the city's first area; otherwise one of the chosen city's areas. */
  area_id: ZOptionalId.optional(),
  address: z.string().max(1000),
  /** Kitchen tag slugs, optional. */
  kitchens: z.array(z.string().max(60)).max(10).default([]),
  menu_name: z.string().max(1000),
  /** The first menu's normal price in øre; the sale price is the domain's third off. */
  menu_price_regular: z.coerce.number().int().min(0).max(100_000_00),
  owner_email: z.string().max(1000),
  owner_name: z.string().max(1000).default(''),
  /** The language of the owner's invitation (an application's own language wins). */
  owner_lang: ZLocale.default('da'),
  /** The operator's language: the language of the answer's messages. */
  lang: ZLocale.default('da'),
  /** The partner application this place answers; it is recorded as invited to the new place. */
  application_id: ZOptionalId.optional(),
});
export type TConsoleNewPlaceRequest = z.infer<typeof ZConsoleNewPlaceRequest>;
export type TConsoleNewPlaceInput = z.input<typeof ZConsoleNewPlaceRequest>;

export const ZConsoleNewPlaceAnswer = z.object({
  place_id: z.number(),
  slug_da: z.string(),
  slug_en: z.string(),
});
export type TConsoleNewPlaceAnswer = z.infer<typeof ZConsoleNewPlaceAnswer>;

/** What the operator chooses from: the site's cities with their areas, kinds and kitchens. */
export const ZConsoleNewPlaceOptions = z.object({
  cities: z.array(
    z.object({
      id: z.number(),
      name_da: z.string(),
      name_en: z.string(),
      areas: z.array(z.object({ id: z.number(), name_da: z.string(), name_en: z.string() })),
    }),
  ),
  product_types: z.array(z.enum(PRODUCT_TYPES)),
  kitchen_options: z.array(z.object({ slug: z.string(), name_da: z.string(), name_en: z.string() })),
});
export type TConsoleNewPlaceOptions = z.infer<typeof ZConsoleNewPlaceOptions>;

export type TNewPlaceField =
  'name' | 'address' | 'menu_name' | 'menu_price_regular' | 'owner_email' | 'owner_name';

const requiredText = (value: string, max: number): TErrorKey | null => {
  const length = [...value.trim()].length;
  return length >= 1 && length <= max ? null : 'errors.partner_required';
};

/**
 * The texts, price and owner of a new place in error, each with its catalogue key; empty when the
 * place can be created. The city, area and kitchens are checked against the database by the server.
 */
export function validateNewPlace(
  input: Pick<
    TConsoleNewPlaceRequest,
    'name' | 'address' | 'menu_name' | 'menu_price_regular' | 'owner_email' | 'owner_name'
  >,
): Partial<Record<TNewPlaceField, TErrorKey>> {
  const errors: Partial<Record<TNewPlaceField, TErrorKey>> = {};
  const add = (field: TNewPlaceField, key: TErrorKey | null | undefined) => {
    if (key) errors[field] = key;
  };
  add('name', requiredText(input.name, NEW_PLACE_LIMITS.name));
  add('address', requiredText(input.address, NEW_PLACE_LIMITS.address));
  add('menu_name', requiredText(input.menu_name, NEW_PLACE_LIMITS.name));
  const price = input.menu_price_regular;
  add(
    'menu_price_regular',
    price >= NEW_PLACE_PRICE.min && price <= NEW_PLACE_PRICE.max && price % 100 === 0
      ? null
      : 'errors.new_place_price',
  );
  add('owner_email', validateEmail(input.owner_email)?.key);
  // The owner's name is optional; when given, the booking form's rule for a name.
  if (input.owner_name.trim() !== '') add('owner_name', validateName(input.owner_name)?.key);
  return errors;
}
