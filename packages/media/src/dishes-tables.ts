import { around, at, circle, d, dots, ellipse, g, leaf, line, path, rect, type TRandom } from './svg.ts';
import { HERB, HERB_LIGHT, SHADOW, board, bowl, herbs, plate, wedge } from './food-ware.ts';

/** Tapas, paella, mezze, seafood, steak, salad, bistro, cheese, Nordic and burger plates, from above. */

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
