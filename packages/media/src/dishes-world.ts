import { around, at, circle, d, dots, ellipse, g, leaf, line, path, rect, type TRandom } from './svg.ts';
import { CREAM, HERB, HERB_LIGHT, SHADOW, board, bowl, herbs, plate, wedge } from './food-ware.ts';

/** Pizza, pasta, sushi, smørrebrød, tacos, curry with rice and naan, ramen and pad thai, from above. */

export function pizza(random: TRandom) {
  const margherita = random.next() < 0.5;
  const start = random.range(0, 6);
  return g(
    { class: 'pizza', transform: d`rotate(${random.int(0, 90)})` },
    circle(0, 0, 100, '#c68b52', { filter: SHADOW }),
    circle(0, 0, 86, '#e2a552'),
    circle(0, 0, 84, '#eab565'),
    circle(0, 0, 70, '#cc4a2c'),
    dots([[0, 0], ...around(6, 40, start)], margherita ? 15 : 12, '#fbf0d4'),
    margherita
      ? ''
      : dots(around(7, 52, start + 0.4), 10, '#a8322a') + dots(around(7, 49, start + 0.38), 4, '#c2483d'),
    ...around(5, 26, start + 1).map(([x, y], index) => leaf(x, y, 18, index * 72 + 20, HERB)),
    line('M-70 0H70M0-70V70M-50-50L50 50M-50 50L50-50', '#8a4a1e', 1.5, { 'stroke-opacity': 0.35 }),
  );
}

/** Noodles as a tangle of rotated loops; used by pasta, pad thai and ramen. */
function noodles(radius: number, colour: string, highlight: string, loops = 7) {
  return Array.from({ length: loops }, (_, index) =>
    ellipse(0, 0, radius, radius * 0.42, 'none', {
      stroke: index % 2 === 0 ? colour : highlight,
      'stroke-width': 5,
      transform: d`rotate(${index * (180 / loops)})`,
    }),
  ).join('');
}

export function pasta(random: TRandom) {
  return g(
    { class: 'pasta' },
    plate(),
    circle(0, 0, 66, '#efe6d6'),
    noodles(52, '#eec063', '#f6d889'),
    noodles(34, '#e6b455', '#f6d889', 5),
    circle(0, 0, 24, '#c23f29'),
    circle(-6, -5, 5, '#9e2f1e'),
    circle(7, 4, 4, '#9e2f1e'),
    circle(2, 10, 3, '#fff4dc'),
    circle(-10, 8, 3, '#fff4dc'),
    leaf(-4, -14, 22, random.int(-60, -20), HERB),
    leaf(4, -12, 18, random.int(10, 50), HERB_LIGHT),
  );
}

/** Maki in a grid: nori, rice and the filling, each colour in one group. */
function makiRows(columns: number, rows: number, fillings: string[]) {
  const spots = Array.from({ length: columns * rows }, (_, index): [number, number] => [
    -84 + (index % columns) * 34,
    -22 + Math.floor(index / columns) * 36,
  ]);
  return (
    dots(spots, 15, '#22302a') +
    dots(spots, 12, CREAM) +
    spots.map(([x, y], index) => circle(x, y, 5.5, fillings[index % fillings.length] ?? '')).join('')
  );
}

const nigiri = (x: number, y: number, angle: number, fish = '#f2875a') =>
  g(
    { transform: at(x, y, 1, angle) },
    rect(-22, -10, 44, 20, CREAM, { rx: 10 }),
    rect(-25, -11, 50, 17, fish, { rx: 8 }),
    line('M-13-9l5 12M-3-10l5 12M7-10l5 12', '#fff', 2, { 'stroke-opacity': 0.55 }),
  );

/** Maki and nigiri on a slate, with soy, ginger, wasabi and chopsticks. */
export function sushi(random: TRandom) {
  const fillings = ['#f08a5d', '#5fae4b', '#e0473c'];
  return g(
    { class: 'sushi', transform: d`rotate(${random.int(-12, 12)})` },
    rect(-112, -62, 224, 124, '#34393b', { rx: 12, filter: SHADOW }),
    makiRows(3, 2, fillings),
    nigiri(22, -28, -8),
    nigiri(24, 2, -8, '#d9434b'),
    nigiri(26, 32, -8),
    path('M62-30c14-8 26 0 22 12c-4 10-20 8-22-2Z', '#f6b6b2'),
    circle(78, 26, 11, '#8fbf4a'),
    rect(-96, 70, 190, 6, '#caa070', { rx: 3, transform: 'rotate(-4)' }),
    rect(-96, 80, 190, 6, '#caa070', { rx: 3, transform: 'rotate(-3)' }),
  );
}

type TTopping = 'egg' | 'herring' | 'potato' | 'beef';

function openSandwich(x: number, topping: TTopping) {
  const parts: string[] = [rect(-30, -42, 60, 84, '#5a3a28', { rx: 8 })];
  if (topping === 'egg') {
    parts.push(
      ellipse(0, 0, 28, 38, '#9cc55a'),
      ...[-20, 2, 22].map((y) => circle(-4, y, 13, '#fdfaf1') + circle(-4, y, 6, '#f3b53b')),
      line('M6-30q8 6 2 14M10-4q8 6 2 14M8 20q8 6 2 14', '#f08c73', 6),
    );
  } else if (topping === 'herring') {
    parts.push(
      ...[-24, 0, 24].map(
        (y) => rect(-24, y - 9, 48, 18, '#d7c4be', { rx: 8 }) + line(d`M-18 ${y - 6}h36`, '#9aa8b0', 3),
      ),
      ...[-12, 12].map((y) => circle(8, y, 8, 'none', { stroke: '#a9467a', 'stroke-width': 2.5 })),
    );
  } else if (topping === 'potato') {
    parts.push(
      ...[
        [-12, -24],
        [10, -12],
        [-10, 4],
        [12, 18],
        [-8, 28],
      ].map(([px = 0, py = 0]) => circle(px, py, 13, '#f1df9f', { stroke: '#d8b96b', 'stroke-width': 2 })),
      line('M-14-30l6 4M6 0l6 4M-4 20l6 4', '#3f8f3a', 2.5),
    );
  } else {
    parts.push(
      path('M-24-34q24-10 48 0q-6 18 0 30q-24 10-48 0q6-14 0-30Z', '#b2574a'),
      path('M-24 2q24-10 48 0q-6 16 0 30q-24 10-48 0q6-14 0-30Z', '#a44a3f'),
      line('M-16-12q8-6 16 0t16 0', '#f2cf5b', 4),
      ...[-14, -4, 8, 16].map((px, index) => circle(px, 20 + (index % 2) * 6, 3, '#c0823a')),
    );
  }
  parts.push(leaf(-10, -36, 16, 40, HERB), leaf(12, 30, 14, -130, HERB));
  return g({ transform: at(x, 0) }, ...parts);
}

/** Three open sandwiches on rye, on a board. */
export function smorrebrod(random: TRandom) {
  const toppings: TTopping[] = ['egg', 'herring', 'potato', 'beef'];
  const start = random.int(0, 3);
  return g(
    { class: 'smorrebrod', transform: d`rotate(${random.int(-8, 8)})` },
    board(224, 124),
    ...[-70, 0, 70].map((x, index) => openSandwich(x, toppings[(start + index) % 4] ?? 'egg')),
  );
}

const taco = (y: number, angle: number) =>
  g(
    { transform: at(0, y, 1, angle) },
    ellipse(0, 0, 62, 18, '#efbd5c'),
    ellipse(0, 0, 54, 10, '#7a4125'),
    dots(
      [
        [-40, -3],
        [-4, -3],
        [32, -3],
      ],
      6,
      '#7bbf4a',
    ),
    dots(
      [
        [-22, 3],
        [14, 3],
      ],
      6,
      '#e2492f',
    ),
    dots(
      [
        [-30, 1],
        [6, 1],
        [40, 1],
      ],
      3,
      '#fff6e6',
    ),
    leaf(-12, -4, 12, 20, HERB),
    line('M-60 0q60 30 120 0', '#d9a13f', 3),
  );

export function tacos(random: TRandom) {
  return g(
    { class: 'tacos' },
    plate(100, '#f1e4cf'),
    g({ transform: d`rotate(${random.int(-30, 30)})` }, taco(-40, -4), taco(0, 2), taco(40, -2)),
    wedge(62, -58, 40, '#6aa83a', '#c9e58a'),
    wedge(-66, 58, 220, '#6aa83a', '#c9e58a'),
  );
}

/** Guacamole or salsa in a small bowl. */
export const dip = (colour: string, speckle: string) =>
  g({ class: 'dip' }, bowl(44, '#e8d8bd', colour), dots(around(6, 18, 0.5), 4, speckle));

/** A curry: cream swirl, chunks and coriander in a patterned bowl. */
export function curry(random: TRandom, sauce = '#d7802a', chunk = '#f2c184', glaze = '#2d6a8a') {
  return g(
    { class: 'curry' },
    bowl(100, glaze, '#f6efe4'),
    circle(0, 0, 80, 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.5,
      'stroke-width': 4,
      'stroke-dasharray': '4 10',
    }),
    circle(0, 0, 72, sauce),
    ...around(6, 38, random.range(0, 3)).map(([x, y], index) =>
      rect(x - 10, y - 8, 20, 16, chunk, { rx: 6, transform: d`rotate(${index * 30} ${x} ${y})` }),
    ),
    line('M-26 4a22 22 0 1 1 24 24', '#fdebd0', 5, { 'stroke-opacity': 0.85 }),
    herbs(random, 5, 40, HERB, 13),
    circle(20, -36, 4, '#c9302c'),
    circle(-34, 26, 4, '#c9302c'),
  );
}

export function rice() {
  return g({ class: 'rice' }, bowl(62, '#e9e2d4', '#fdfcf7'), dots(around(9, 26, 0.3), 3, '#e8e1d1'));
}

export function naan() {
  return g(
    { class: 'naan' },
    path('M-70 0C-60-40 40-46 70-6C50 34-50 40-70 0Z', '#e8bf77', { filter: SHADOW }),
    ...[
      [-30, -8],
      [0, 8],
      [26, -12],
      [40, 10],
      [-12, -20],
    ].map(([x = 0, y = 0]) => ellipse(x, y, 7, 4, '#b77a3a', { 'fill-opacity': 0.7 })),
  );
}

export function ramen(random: TRandom) {
  return g(
    { class: 'ramen' },
    bowl(100, '#2d2a28', '#e9b36a'),
    ...[-30, -12, 6, 24].map((y) => line(d`M-58 ${y}q10-8 20 0t20 0t20 0t20 0t20 0`, '#f7dd98', 4)),
    rect(30, -70, 30, 50, '#1e3a2b', { transform: 'rotate(18)' }),
    ellipse(-30, 34, 19, 15, '#fdfaf2'),
    circle(-30, 34, 8, '#f19a1f'),
    ellipse(6, 44, 19, 15, '#fdfaf2'),
    circle(6, 44, 8, '#f19a1f'),
    circle(-40, -40, 17, '#dba38b', { stroke: '#b8735a', 'stroke-width': 4 }),
    ...around(7, 18, random.range(0, 3)).map(([x, y]) =>
      circle(x + 40, y + 30, 3.5, 'none', { stroke: '#6dbb4b', 'stroke-width': 2 }),
    ),
  );
}

export function padThai(random: TRandom) {
  return g(
    { class: 'noodles' },
    plate(100, '#f3ece0'),
    noodles(58, '#e3ad62', '#f0c987', 8),
    ...around(4, 36, random.range(0, 3)).map(([x, y], index) =>
      line(d`M${x - 8} ${y}q8-12 16 0`, '#f08463', 7, { transform: d`rotate(${index * 50} ${x} ${y})` }),
    ),
    ...around(8, 22, 0.2).map(([x, y]) => circle(x, y, 2.5, '#c89a5b')),
    herbs(random, 4, 38, HERB, 14),
    wedge(56, -52, 30, '#6aa83a', '#c9e58a'),
  );
}
