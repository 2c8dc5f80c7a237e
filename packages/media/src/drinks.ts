import { SHADOW } from './food.ts';
import { at, circle, el, ellipse, g, line, path, rect } from './svg.ts';

/**
 * Glasses and bottles. Front views stand on y = 0 and rise to about y = -150 (scenes scale them);
 * top views (for tables) are centred on (0, 0).
 */

const GLASS = {
  fill: '#fff',
  'fill-opacity': 0.16,
  stroke: '#fff',
  'stroke-opacity': 0.7,
  'stroke-width': 2.5,
};
const shine = (d: string) => line(d, '#fff', 3, { 'stroke-opacity': 0.6 });

export const DRINK = {
  red: '#7d1730',
  white: '#f1dc8a',
  rose: '#f2a3a0',
  beer: '#e8a22a',
  spritz: '#f06a2a',
  margarita: '#d9e58a',
  whisky: '#c7782a',
  cocktail: '#d8344f',
} as const;

export function wineGlass(colour: string = DRINK.red) {
  return g(
    { class: 'glass wine' },
    path('M-30-118C-30-96-22-82 0-80C22-82 30-96 30-118Z', colour),
    path('M-28-150C-32-110-24-82 0-80C24-82 32-110 28-150Z', GLASS.fill, GLASS),
    rect(-2.5, -82, 5, 76, '#fff', { 'fill-opacity': 0.7 }),
    ellipse(0, -4, 24, 5, '#fff', { 'fill-opacity': 0.7 }),
    shine('M-18-136q-4 24 4 40'),
  );
}

export function flute() {
  return g(
    { class: 'glass flute' },
    path('M-13-112L-15-160H15L13-112Q12-90 0-88Q-12-90-13-112Z', DRINK.white),
    ...[
      [-4, -120],
      [3, -135],
      [-2, -148],
    ].map(([x = 0, y = 0]) => circle(x, y, 2, '#fff', { 'fill-opacity': 0.8 })),
    path('M-15-168L-13-112Q-12-90 0-88Q12-90 13-112L15-168Z', GLASS.fill, GLASS),
    rect(-2.5, -90, 5, 84, '#fff', { 'fill-opacity': 0.7 }),
    ellipse(0, -4, 20, 5, '#fff', { 'fill-opacity': 0.7 }),
  );
}

/** A coupe with a cocktail and a cherry or citrus wheel. */
export function coupe(colour: string = DRINK.cocktail, garnish: 'cherry' | 'citrus' = 'cherry') {
  return g(
    { class: 'glass cocktail' },
    path('M-40-118Q0-70 40-118Z', colour),
    path('M-44-124Q-40-80 0-76Q40-80 44-124Z', GLASS.fill, GLASS),
    rect(-2.5, -78, 5, 72, '#fff', { 'fill-opacity': 0.7 }),
    ellipse(0, -4, 24, 5, '#fff', { 'fill-opacity': 0.7 }),
    garnish === 'cherry'
      ? line('M20-122q6-22 16-30', '#5b3a1a', 2) + circle(20, -120, 8, '#b0102a')
      : circle(34, -124, 16, '#f4c53c') + circle(34, -124, 12, '#fbe68f'),
  );
}

/** A margarita: wide glass, salt rim and lime. */
export function margarita() {
  return g(
    { class: 'glass cocktail' },
    path('M-46-122L-12-92H12L46-122Z', DRINK.margarita),
    path('M-52-126L-14-90Q0-84 14-90L52-126Z', GLASS.fill, GLASS),
    line('M-52-126H52', '#fff', 5, { 'stroke-dasharray': '2 4' }),
    rect(-2.5, -88, 5, 82, '#fff', { 'fill-opacity': 0.7 }),
    ellipse(0, -4, 24, 5, '#fff', { 'fill-opacity': 0.7 }),
    circle(-44, -126, 16, '#6aa83a') + circle(-44, -126, 12, '#c9e58a'),
  );
}

export function pint(colour: string = DRINK.beer) {
  return g(
    { class: 'glass beer' },
    path('M-30-128L-24 0H24L30-128Z', colour),
    rect(-31, -148, 62, 24, '#fbf3df', { rx: 10 }),
    ...[
      [-8, -40],
      [6, -70],
      [-2, -100],
      [10, -30],
    ].map(([x = 0, y = 0]) => circle(x, y, 2.5, '#fff', { 'fill-opacity': 0.6 })),
    path('M-33-150L-26 0H26L33-150Z', GLASS.fill, GLASS),
    shine('M-20-120l4 100'),
  );
}

/** A tumbler with a stirred drink, ice and an orange peel. */
export function tumbler(colour: string = DRINK.whisky) {
  return g(
    { class: 'glass tumbler' },
    rect(-32, -62, 64, 56, colour, { rx: 4 }),
    rect(-20, -72, 26, 26, '#fff', { rx: 5, 'fill-opacity': 0.45, transform: 'rotate(-10)' }),
    path('M14-70q16 4 20 20', '#f08a2a', { stroke: '#f08a2a', 'stroke-width': 6, fill: 'none' }),
    rect(-36, -86, 72, 86, GLASS.fill, { ...GLASS, rx: 6 }),
    shine('M-24-74v56'),
  );
}

/** Three bottle shapes (wine, spirits, beer), defined once per picture and filled by `bottle`. */
export const BOTTLE_DEFS = el(
  'defs',
  {},
  ...[
    'M-14 0V-70Q-14-86-5-92V-120H5V-92Q14-86 14-70V0Z',
    'M-16 0V-64Q-16-72-6-74V-100H6V-74Q16-72 16-64V0Z',
    'M-11 0V-50Q-11-60-4-66V-90H4V-66Q11-60 11-50V0Z',
  ].map((body, shape) =>
    g(
      { id: `b${shape}` },
      el('path', { d: body }),
      rect(-10, shape === 2 ? -38 : -50, 20, 22, '#f4ead6', { 'fill-opacity': 0.85 }),
    ),
  ),
);

/** A bottle on a shelf, standing at (x, y); needs BOTTLE_DEFS in the same picture. */
export const bottle = (x: number, y: number, scale: number, colour: string, shape: number) =>
  el('use', { href: `#b${shape}`, fill: colour, transform: at(x, y, scale) });

/** Glasses seen from above, for table scenes. */
export function glassTop(kind: 'wine' | 'water' | 'beer' | 'cocktail', colour: string = DRINK.red) {
  const rim = circle(0, 0, 26, '#fff', {
    'fill-opacity': 0.35,
    stroke: '#fff',
    'stroke-width': 3,
    filter: SHADOW,
  });
  const inside =
    kind === 'wine'
      ? circle(0, 0, 16, colour)
      : kind === 'beer'
        ? circle(0, 0, 21, '#fbf0d6') + circle(-4, -3, 6, '#fff')
        : kind === 'cocktail'
          ? circle(0, 0, 20, colour) + circle(10, -10, 9, '#f4c53c') + circle(10, -10, 6, '#fbe68f')
          : circle(0, 0, 20, '#cfe6ee', { 'fill-opacity': 0.6 });
  return g({ class: `glass ${kind}` }, rim, inside, line('M-14-12a18 18 0 0 1 12-8', '#fff', 3));
}

/** Knife and fork side by side, pointing up. */
export const cutlery = (x: number, y: number, angle = 0) =>
  g(
    { transform: at(x, y, 1, angle) },
    rect(-20, -10, 7, 70, '#d4d6d4', { rx: 3 }),
    path('M-26-50h19v30q0 10-9 10q-10 0-10-10Z', '#d4d6d4'),
    line('M-22-50v22M-16.5-50v22M-11-50v22', '#b9bcba', 2),
    path('M10 60V-20Q10-52 22-54V60Z', '#d4d6d4'),
  );

/** A folded linen napkin. */
export const napkin = (x: number, y: number, colour: string, angle = 0) =>
  g(
    { transform: at(x, y, 1, angle) },
    rect(-40, -56, 80, 112, colour, { rx: 4, filter: SHADOW }),
    path('M-40-56L40 56', 'none', { stroke: '#000', 'stroke-opacity': 0.08, 'stroke-width': 3 }),
  );

/** A candle in a glass holder, glowing (top view). */
export const candle = (x: number, y: number) =>
  g(
    { transform: at(x, y) },
    circle(0, 0, 60, 'url(#l)'),
    circle(0, 0, 16, '#fff', { 'fill-opacity': 0.4, stroke: '#fff', 'stroke-width': 2 }),
    circle(0, 0, 10, '#fdf4dc'),
    circle(0, 0, 3, '#f7a21f'),
  );
