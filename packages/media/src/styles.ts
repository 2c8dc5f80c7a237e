import type { TDish } from './food.ts';

/** What a place is, as far as its pictures care: its type, kitchen tags and name. */
export type TPlaceProfile = {
  productType: 'restaurant' | 'bar' | 'takeaway';
  kitchens: string[];
  /** The Danish name: "Pizzeria …", "Sushi …" say more than a tag. */
  name: string;
};

/** A kitchen's look: its dishes (best first), the table they stand on and an accent colour. */
export type TStyle = { dishes: TDish[]; table: string; accent: string; wall: string; drinks: TBarDrink[] };
export type TBarDrink =
  'wine' | 'white' | 'rose' | 'flute' | 'beer' | 'cocktail' | 'spritz' | 'margarita' | 'tumbler';

export const STYLES: Record<string, TStyle> = {
  italiensk: {
    dishes: ['pizza', 'pasta'],
    table: '#b8804f',
    accent: '#c8412b',
    wall: '#7a3a2a',
    drinks: ['spritz', 'wine', 'cocktail'],
  },
  japansk: {
    dishes: ['sushi', 'ramen'],
    table: '#3d4446',
    accent: '#c9a070',
    wall: '#2a3433',
    drinks: ['tumbler', 'beer', 'white'],
  },
  nordisk: {
    dishes: ['nordic', 'smorrebrod'],
    table: '#d6c6ab',
    accent: '#5f7d8f',
    wall: '#3f5560',
    drinks: ['white', 'beer', 'flute'],
  },
  dansk: {
    dishes: ['smorrebrod', 'nordic'],
    table: '#c49a6c',
    accent: '#2f5d8a',
    wall: '#31465f',
    drinks: ['beer', 'tumbler', 'wine'],
  },
  thai: {
    dishes: ['greenCurry', 'padThai'],
    table: '#8a5a3a',
    accent: '#e0a42f',
    wall: '#3c4a2c',
    drinks: ['cocktail', 'beer', 'white'],
  },
  indisk: {
    dishes: ['curry', 'naan', 'rice'],
    table: '#7a3b2a',
    accent: '#e3a22c',
    wall: '#5e2a3a',
    drinks: ['beer', 'rose', 'white'],
  },
  mexicansk: {
    dishes: ['tacos', 'guacamole'],
    table: '#c96f45',
    accent: '#2f8a7a',
    wall: '#2f5a55',
    drinks: ['margarita', 'beer', 'cocktail'],
  },
  spansk: {
    dishes: ['paella', 'tapas'],
    table: '#9c5530',
    accent: '#e8c24a',
    wall: '#6a2a22',
    drinks: ['wine', 'rose', 'spritz'],
  },
  libanesisk: {
    dishes: ['mezze', 'salad'],
    table: '#e0cdae',
    accent: '#3f7f6a',
    wall: '#3a5a4c',
    drinks: ['white', 'tumbler', 'wine'],
  },
  'fisk-og-skaldyr': {
    dishes: ['seafood', 'nordic'],
    table: '#5d7c88',
    accent: '#f2c14e',
    wall: '#27445a',
    drinks: ['white', 'flute', 'beer'],
  },
  steak: {
    dishes: ['steak', 'salad'],
    table: '#5c3b2a',
    accent: '#c9b79a',
    wall: '#3a241b',
    drinks: ['wine', 'tumbler', 'beer'],
  },
  vegetar: {
    dishes: ['salad', 'mezze'],
    table: '#e6d8bf',
    accent: '#6da544',
    wall: '#4a5e3a',
    drinks: ['white', 'rose', 'spritz'],
  },
  fransk: {
    dishes: ['bistro', 'cheese'],
    table: '#ece3d3',
    accent: '#2f4a7a',
    wall: '#2d3550',
    drinks: ['wine', 'flute', 'white'],
  },
};

/** For a place whose slug we do not know: a calm, warm table. */
export const NEUTRAL: TStyle = {
  dishes: ['bistro', 'salad'],
  table: '#c9a27a',
  accent: '#b5523b',
  wall: '#4a3a30',
  drinks: ['wine', 'cocktail', 'beer'],
};

/** Words in a place's name that promise a dish, stronger than a tag. */
const NAME_HINTS: [RegExp, TDish, string][] = [
  [/pizzeria/i, 'pizza', 'italiensk'],
  [/trattoria|osteria/i, 'pasta', 'italiensk'],
  [/sushi/i, 'sushi', 'japansk'],
  [/ramen/i, 'ramen', 'japansk'],
  [/smørrebrød/i, 'smorrebrod', 'dansk'],
  [/falafel/i, 'mezze', 'libanesisk'],
  [/thai/i, 'padThai', 'thai'],
  [/burger/i, 'burger', 'steak'],
  [/curry/i, 'curry', 'indisk'],
];

/** The style of a place: its name's promise first, then its kitchens' dishes, in one palette. */
export function styleFor(profile: TPlaceProfile | null): TStyle {
  if (!profile) return NEUTRAL;
  const hint = NAME_HINTS.find(([pattern]) => pattern.test(profile.name));
  const kitchens = [...(hint ? [hint[2]] : []), ...profile.kitchens].filter((slug) => slug in STYLES);
  const base = STYLES[kitchens[0] ?? ''] ?? NEUTRAL;
  const dishes = [
    ...new Set<TDish>([
      ...(hint ? [hint[1]] : []),
      ...kitchens.flatMap((slug) => STYLES[slug]?.dishes ?? []),
      ...NEUTRAL.dishes,
    ]),
  ];
  return { ...base, dishes };
}
