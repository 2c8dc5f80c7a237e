import { around, at, circle, d, dots, ellipse, g, leaf, line, path, rect, type TRandom } from './svg.ts';

/**
 * Dishes seen from above, each drawn around (0, 0) inside a radius of about 100 (with its plate,
 * bowl, board or pan) so scenes can place and scale them alike. The outer group carries a class
 * naming the dish (`pizza`, `sushi`, …), which tests and curious readers can find.
 */

export const SHADOW = 'url(#s)';
const CREAM = '#fbf7f0';
const HERB = '#4f8f3a';
const HERB_LIGHT = '#7cb850';

/** A white plate with its soft shadow and the ring of its well. */
export const plate = (radius = 100, fill = CREAM) =>
  circle(0, 0, radius, fill, { filter: SHADOW }) +
  circle(0, 0, radius * 0.74, 'none', { stroke: '#000', 'stroke-opacity': 0.06, 'stroke-width': 3 });

/** A bowl: outer glaze, inner colour (usually the food), shadowed. */
export const bowl = (radius: number, glaze: string, inside: string) =>
  circle(0, 0, radius, glaze, { filter: SHADOW }) + circle(0, 0, radius * 0.84, inside);

/** A wooden board with a little grain. */
export const board = (width: number, height: number, fill = '#c8955f') =>
  rect(-width / 2, -height / 2, width, height, fill, { rx: 14, filter: SHADOW }) +
  line(
    d`M${-width / 2 + 16} ${-height / 4}h${width * 0.6}M${-width / 4} ${height / 4}h${width * 0.55}`,
    '#000',
    2,
    { 'stroke-opacity': 0.07 },
  );

/** A handful of herb leaves scattered over a dish. */
function herbs(random: TRandom, count: number, spread: number, colour = HERB, size = 14) {
  return Array.from({ length: count }, () =>
    leaf(random.range(-spread, spread), random.range(-spread, spread), size, random.int(0, 359), colour),
  ).join('');
}

/** A lemon or lime wedge from above. */
export const wedge = (x: number, y: number, angle: number, peel = '#f2c230', flesh = '#fbe58a') =>
  g(
    { transform: at(x, y, 1, angle) },
    path('M-16 0A16 16 0 0 1 16 0Z', peel),
    path('M-12 -1A12 12 0 0 1 12 -1Z', flesh),
  );

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

/** A small dish of soy sauce. */
export const soy = () => circle(0, 0, 26, CREAM, { filter: SHADOW }) + circle(0, 0, 18, '#3a1f12');

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

/** A terracotta cazuela with one of four tapas. */
function cazuela(x: number, y: number, kind: number) {
  const inside: string[] = [];
  if (kind === 0) {
    inside.push(
      ...around(7, 16, 0.3).map(([px, py], index) =>
        ellipse(px, py, 8, 6, index % 3 === 0 ? '#4a3b2f' : '#7d8b2e'),
      ),
    );
  } else if (kind === 1) {
    inside.push(
      ...around(6, 15, 0).map(([px, py], index) =>
        rect(px - 7, py - 7, 14, 14, '#ebb85c', { rx: 3, transform: d`rotate(${index * 20} ${px} ${py})` }),
      ),
      line('M-14-4q7-8 14 0t14 0', '#c7362a', 4),
      circle(0, 6, 4, '#fff6e4'),
    );
  } else if (kind === 2) {
    inside.push(
      circle(0, 0, 28, '#e09a34'),
      ...around(4, 14, 0.6).map(([px, py]) => line(d`M${px - 7} ${py}q7-10 14 0`, '#f0745a', 6)),
      leaf(-4, 2, 12, 40, HERB),
    );
  } else {
    inside.push(
      ...around(5, 14, 0.2).map(([px, py]) => path(d`M${px - 10} ${py}q10-12 20 0q-10 8-20 0Z`, '#b3383a')),
      line('M-10-4q10-6 20 0M-12 10q10-6 20 0', '#fbe8d8', 2),
    );
  }
  return g(
    { transform: at(x, y) },
    circle(0, 0, 42, '#b4502c', { filter: SHADOW }),
    circle(0, 0, 34, '#c9683c'),
    ...inside,
  );
}

export function tapas(random: TRandom) {
  const start = random.int(0, 3);
  return g(
    { class: 'tapas' },
    ...around(4, 54, random.range(0, 1)).map(([x, y], index) => cazuela(x, y, (start + index) % 4)),
  );
}

export function paella(random: TRandom) {
  return g(
    { class: 'paella', transform: d`rotate(${random.int(0, 60)})` },
    rect(-124, -10, 248, 20, '#2b2d2f', { rx: 10, filter: SHADOW }),
    circle(0, 0, 100, '#3a3c3e', { filter: SHADOW }),
    circle(0, 0, 90, '#efb22e'),
    dots(around(14, 60, 0.2), 3, '#d9901f'),
    line(
      around(5, 48, 0)
        .map(([x, y], index) => d`M${x - 12} ${y}q12 ${index % 2 ? 18 : -18} 24 0`)
        .join(''),
      '#ef7256',
      8,
    ),
    ...around(4, 26, 0.8).map(([x, y]) => ellipse(x, y, 13, 8, '#2a2530') + ellipse(x, y, 8, 4, '#f0a05c')),
    dots(around(9, 72, 0.5), 4, '#6bab3c'),
    line('M-40-60l20 8M40 56l-22-6', '#d8362b', 5),
    wedge(0, 4, -20),
  );
}

/** Hummus with a swirl and oil; the heart of a mezze spread. */
const hummus = (x: number, y: number) =>
  g(
    { transform: at(x, y) },
    bowl(46, '#f3ebdc', '#e6c994'),
    line('M-22 0a22 22 0 1 1 22 22', '#cfa865', 4),
    circle(0, 0, 8, '#c9a434'),
    dots(around(5, 26, 0.3), 3, '#c8452c'),
  );

export function mezze(random: TRandom) {
  return g(
    { class: 'mezze', transform: d`rotate(${random.int(0, 90)})` },
    plate(108, '#efe3cf'),
    hummus(-30, -24),
    g(
      { transform: at(40, -30) },
      bowl(36, '#f3ebdc', '#6a9f3e'),
      dots([...around(7, 18, 0), ...around(3, 7, 1)], 4.5, '#9cc95e'),
      dots(around(3, 12, 0.5), 4, '#d9452f'),
    ),
    ...[
      [-44, 44],
      [-18, 58],
      [-52, 18],
    ].map(([x = 0, y = 0]) => circle(x, y, 13, '#7c4c24') + circle(x - 3, y - 3, 8, '#a5693a')),
    ...[0, 1, 2].map((index) =>
      path('M0 0L46-14L40 18Z', '#edc98a', { transform: at(16 + index * 8, 30 + index * 10, 1, index * 20) }),
    ),
    ellipse(62, 24, 7, 5, '#4a3b2f'),
    ellipse(70, 38, 7, 5, '#7d8b2e'),
  );
}

const fish = () =>
  g(
    {},
    path('M-62 0C-40-28 30-28 48 0C30 28-40 28-62 0Z', '#b9c4c8'),
    path('M-50-8C-30-24 20-24 40-6C20-14-30-14-50-8Z', '#7f9097'),
    path('M46 0L74-20L68 0L74 20Z', '#9aa9ae'),
    circle(-44, -4, 3.5, '#1d2426'),
    line('M-20-14l-10 26M0-16l-10 30M20-14l-10 26', '#6e5a48', 3, { 'stroke-opacity': 0.45 }),
  );

const lemonSlice = (x: number, y: number) =>
  circle(x, y, 14, '#f3c838') +
  circle(x, y, 11, '#fbe68f') +
  line(d`M${x - 11} ${y}h22M${x} ${y - 11}v22`, '#f3c838', 1.5);

/** Whole grilled fish with lemon, or a platter of oysters, shrimp and lemon on ice. */
export function seafood(random: TRandom) {
  if (random.next() < 0.5) {
    return g(
      { class: 'fish' },
      plate(100, '#eef1f0'),
      g({ transform: d`rotate(${random.int(-30, 30)})` }, fish()),
      lemonSlice(-20, 44),
      lemonSlice(6, 50),
      herbs(random, 4, 50, HERB, 14),
    );
  }
  return g(
    { class: 'fish' },
    circle(0, 0, 100, '#c9d4d6', { filter: SHADOW }),
    circle(0, 0, 90, '#eaf2f3'),
    ...around(5, 56, random.range(0, 2)).map(
      ([x, y], index) =>
        path(d`M${x - 22} ${y}c4-18 38-20 44-2c-2 16-40 20-44 2Z`, '#a39e94', {
          transform: d`rotate(${index * 72} ${x} ${y})`,
        }) +
        ellipse(x, y, 14, 9, '#e6ddcb') +
        ellipse(x, y, 6, 4, '#cbbfa8'),
    ),
    ...around(3, 18, 0.4).map(([x, y], index) =>
      line(d`M${x - 10} ${y}q10-16 20 0`, '#f07a5f', 8, { transform: d`rotate(${index * 120} ${x} ${y})` }),
    ),
    wedge(0, 0, 30),
  );
}

export function steak(random: TRandom) {
  return g(
    { class: 'steak' },
    plate(),
    g(
      { transform: d`rotate(${random.int(-20, 20)})` },
      path('M-56-20C-50-46 10-50 30-30C50-12 40 30 10 36C-30 44-62 18-56-20Z', '#7b3a22'),
      path('M-46-18C-40-38 6-40 22-26C36-12 30 22 6 26C-26 32-50 12-46-18Z', '#95502f'),
      line('M-36-26l40 40M-22-34l40 40M-44-6l34 34', '#3d1a0e', 5, { 'stroke-opacity': 0.55 }),
    ),
    ...[0, 1, 2, 3, 4, 5].map((index) =>
      rect(38 + index * 6, 4 + (index % 2) * 6, 7, 42, '#f2c14e', {
        rx: 2,
        transform: d`rotate(${-30 + index * 12} ${40 + index * 6} 26)`,
      }),
    ),
    line('M-50 52q30-18 60-10', '#4d6b36', 2.5),
    ...[-42, -30, -18, -6].map((x) => leaf(x, 50 - (x + 50) / 5, 10, -60, '#4d6b36')),
    g(
      { transform: at(-58, -58) },
      circle(0, 0, 20, '#fdfaf2', { filter: SHADOW }),
      circle(0, 0, 14, '#f1d37a'),
    ),
  );
}

/** A salad or grain bowl: leaves, tomatoes, avocado, chickpeas and radish. */
export function salad(random: TRandom) {
  const greens = ['#6da544', '#8cc152', '#4e8a3a', '#a6d06a'];
  return g(
    { class: 'salad' },
    bowl(100, '#e9dfcf', '#f6f0e6'),
    ...Array.from({ length: 16 }, (_, index) =>
      leaf(
        random.range(-58, 30),
        random.range(-58, 50),
        random.range(26, 40),
        random.int(0, 359),
        greens[index % 4] ?? HERB,
      ),
    ),
    ...[11, 7].map((r, index) => dots(around(4, 40, 1), r, index ? '#f2735a' : '#e0432f')),
    ...[0, 1, 2].map((index) =>
      path('M0 0a28 28 0 0 0 40 0a22 22 0 0 1-40 0Z', '#9cc452', {
        transform: at(-20 + index * 4, 20 + index * 8, 1, 10),
        stroke: '#5c8a3a',
        'stroke-width': 3,
      }),
    ),
    dots(around(6, 14, 0), 5, '#e7c07a', { transform: 'translate(20 -26)' }),
    circle(-40, 0, 10, '#fbeef2', { stroke: '#d8466d', 'stroke-width': 3 }),
  );
}

/** A plated French dish: fanned duck breast, purée and sauce dots. */
export function bistro(random: TRandom) {
  return g(
    { class: 'bistro' },
    plate(),
    line('M-30 30a36 36 0 0 1 60-40', '#f3e2b8', 16),
    ...[0, 1, 2, 3, 4].map((index) =>
      rect(-8, -26, 16, 44, '#c2706a', {
        rx: 6,
        stroke: '#6e2e1f',
        'stroke-width': 3,
        transform: at(-20 + index * 12, -4 + Math.abs(index - 2) * 4, 1, -30 + index * 15),
      }),
    ),
    dots(around(7, 58, random.range(0, 1)), 4, '#5a1f1a'),
    herbs(random, 3, 20, HERB_LIGHT, 12),
  );
}

/** Cheese, grapes and bread on a board. */
export function cheese(random: TRandom) {
  return g(
    { class: 'cheese', transform: d`rotate(${random.int(-10, 10)})` },
    board(220, 130, '#b98654'),
    path('M-90-36L-30-46L-40 10Z', '#f4d06a', { stroke: '#e0ac3e', 'stroke-width': 4 }),
    path('M-20-40L30-44L20 4Z', '#fbf3df', { stroke: '#e9dcc0', 'stroke-width': 5 }),
    dots(around(8, 16, 0), 9, '#6e2c54', { transform: 'translate(60 -16)' }),
    dots(around(8, 16, 0), 3, '#a15785', { transform: 'translate(57 -19)' }),
    ...[-70, -40, -10, 20].map((x) =>
      ellipse(x, 36, 15, 11, '#e8c07f', { stroke: '#b9772f', 'stroke-width': 3 }),
    ),
  );
}

/** Nordic: salmon with new potatoes, dill and pickled onion. */
export function nordic(random: TRandom) {
  return g(
    { class: 'nordic' },
    plate(100, '#f2f1ec'),
    rect(-40, -38, 70, 44, '#f08a5d', { rx: 12, transform: d`rotate(${random.int(-15, 15)})` }),
    line('M-30-24l14 20M-12-30l14 24M6-30l14 24', '#ffd2b8', 3),
    ...[
      [-34, 32],
      [-6, 40],
      [22, 30],
    ].map(([x = 0, y = 0]) => ellipse(x, y, 15, 12, '#f0dc9c') + circle(x + 5, y - 3, 2, '#b89a55')),
    dots(around(5, 56, 0.9), 4, '#fdfcf6'),
    ...[0, 1, 2, 3, 4, 5].map((index) =>
      leaf(30 + (index % 3) * 8, -40 + index * 6, 12, index * 50, '#3f7f3a'),
    ),
    circle(48, 6, 8, 'none', { stroke: '#c75d8a', 'stroke-width': 3 }),
  );
}

export function burger(random: TRandom) {
  return g(
    { class: 'burger' },
    plate(100, '#f3ece0'),
    path('M-64 0C-64-40 64-40 64 0C64 40-64 40-64 0Z', '#7cb850', { transform: 'scale(1.08)' }),
    path('M40 20L70 30L52 48Z', '#f4c53c'),
    circle(0, 0, 60, '#c97b32'),
    circle(-8, -8, 48, '#d9914a'),
    dots([...around(9, 30, random.range(0, 2)), ...around(4, 12, 0.3)], 2.5, '#fbefd4'),
  );
}

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
