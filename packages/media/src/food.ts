import type { TRandom } from './svg.ts';
import {
  curry,
  dip,
  naan,
  padThai,
  pasta,
  pizza,
  ramen,
  rice,
  smorrebrod,
  sushi,
  tacos,
} from './dishes-world.ts';
import {
  bistro,
  burger,
  cheese,
  mezze,
  nordic,
  paella,
  salad,
  seafood,
  steak,
  tapas,
} from './dishes-tables.ts';

export { SHADOW, bowl } from './food-ware.ts';

/**
 * Dishes seen from above, each drawn around (0, 0) inside a radius of about 100 (with its plate,
 * bowl, board or pan) so scenes can place and scale them alike. The outer group carries a class
 * naming the dish (`pizza`, `sushi`, …), which tests and curious readers can find.
 */

/** The dishes scenes can choose from, by name. */
export const DISHES = {
  pizza,
  pasta,
  sushi,
  smorrebrod,
  tacos,
  curry,
  greenCurry: (random: TRandom) => curry(random, '#9fae46', '#f3e6c4', '#8a5a2b'),
  ramen,
  padThai,
  tapas,
  paella,
  mezze,
  seafood,
  steak,
  salad,
  bistro,
  cheese,
  nordic,
  burger,
  naan: () => naan(),
  rice: () => rice(),
  guacamole: () => dip('#8fb84a', '#e2492f'),
} satisfies Record<string, (random: TRandom) => string>;

export type TDish = keyof typeof DISHES;
