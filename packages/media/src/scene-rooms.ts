import {
  BOTTLE_DEFS,
  bottle,
  candle,
  coupe,
  DRINK,
  flute,
  glassTop,
  margarita,
  napkin,
  pint,
  tumbler,
  wineGlass,
} from './drinks.ts';
import { SHADOW, bowl } from './food.ts';
import type { TBarDrink } from './styles.ts';
import { at, circle, d, ellipse, g, leaf, line, path, rect, type TRandom } from './svg.ts';
import { shade, tableTop, type TScene } from './scene-table.ts';

/** Dining rooms by night and bars: tables, lamps, windows, shelves and counters. */

export const lamp = (x: number, drop: number, size: number, colour: string) =>
  circle(x, drop + size * 0.4, size * 2.6, 'url(#l)') +
  line(d`M${x} 0V${drop}`, '#1b1410', 2) +
  path(
    d`M${x - size} ${drop + size * 0.55}Q${x - size} ${drop - size * 0.3} ${x} ${drop - size * 0.3}Q${x + size} ${drop - size * 0.3} ${x + size} ${drop + size * 0.55}Z`,
    colour,
  ) +
  ellipse(x, drop + size * 0.55, size * 0.45, size * 0.18, '#fff3c4');

/** A window at night with the lights of the street behind it. */
function nightWindow(x: number, y: number, w: number, h: number, random: TRandom) {
  const lights = Array.from({ length: 5 }, () =>
    circle(x + random.range(8, w - 8), y + random.range(h * 0.45, h - 8), random.range(2, 4), '#ffd98a'),
  ).join('');
  return (
    rect(x - 6, y - 6, w + 12, h + 12, '#efe2cc', { rx: w / 2 }) +
    rect(x, y, w, h, '#24324f', { rx: w / 2 - 4 }) +
    rect(x, y + h * 0.62, w, h * 0.38, '#33405c') +
    lights +
    line(d`M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.45}H${x + w}`, '#efe2cc', 5)
  );
}

/** A café table with a cloth, two chairs, a candle and two glasses, seen from the front. */
export function diningTable(x: number, floor: number, size: number, cloth: string) {
  const top = floor - size * 0.75;
  const chair = (cx: number, flip: number) =>
    path(
      d`M${cx} ${floor}V${top - size * 0.05}M${cx} ${top + size * 0.2}H${cx + flip * size * 0.28}V${floor}`,
      'none',
      { stroke: '#2a1d16', 'stroke-width': size * 0.05, 'stroke-linecap': 'round' },
    );
  return (
    chair(x - size * 0.78, 1) +
    chair(x + size * 0.78, -1) +
    rect(x - size * 0.55, top, size * 1.1, size * 0.32, cloth, { rx: 4 }) +
    rect(x - size * 0.05, top + size * 0.3, size * 0.1, size * 0.45, '#2a1d16') +
    [-0.28, 0.26]
      .map((offset, index) =>
        path(
          d`M${x + offset * size - 6} ${top - 30}h12q0 12-6 14v14h-6h12`,
          index ? DRINK.white : DRINK.red,
          {
            stroke: '#fff',
            'stroke-opacity': 0.6,
          },
        ),
      )
      .join('') +
    circle(x, top - size * 0.1, size * 0.28, 'url(#l)') +
    rect(x - size * 0.03, top - size * 0.14, size * 0.06, size * 0.14, '#fdf4dc') +
    ellipse(x, top - size * 0.17, size * 0.02, size * 0.035, '#f7a21f')
  );
}

/** A potted plant in a corner. */
const plant = (x: number, floor: number, size: number) =>
  rect(x - size * 0.3, floor - size * 0.5, size * 0.6, size * 0.5, '#b4502c', { rx: 4 }) +
  [-60, -30, 0, 30, 60, -80, 80]
    .map((angle, index) =>
      leaf(
        x,
        floor - size * 0.45,
        size * (0.7 + (index % 3) * 0.15),
        angle - 90,
        index % 2 ? '#4e8a3a' : '#6da544',
      ),
    )
    .join('');

/** The room in the evening: windows, pendant lamps, laid tables and a plant. */
export function room(scene: TScene, withBar = false) {
  const { width: w, height: h, random, style } = scene;
  const floor = h * 0.86;
  const windows = [0.12, 0.44, 0.76]
    .map((x) => nightWindow(w * x, h * 0.12, w * 0.13, h * 0.46, random))
    .join('');
  const lamps = [0.3, 0.62, 0.92].map((x) => lamp(w * x, h * 0.22, h * 0.07, style.accent)).join('');
  const furniture = withBar
    ? barCounter(scene, floor) +
      [0.2, 0.42, 0.64, 0.86]
        .map((x) =>
          line(d`M${w * x} ${floor}V${floor - h * 0.2}M${w * x - 18} ${floor - h * 0.2}h36`, '#1b1410', 6),
        )
        .join('')
    : [0.2, 0.56, 0.9].map((x) => diningTable(w * x, floor, h * 0.32, '#f3ece0')).join('') +
      plant(w * 0.38, floor, h * 0.2);
  return [
    rect(0, 0, w, h, style.wall),
    rect(0, h * 0.62, w, h * 0.38, shade(style.wall, -0.25)),
    windows,
    lamps,
    rect(0, floor, w, h - floor, shade(style.table, -0.35)),
    furniture,
  ].join('');
}

/** Shelves of bottles behind a bar. */
function bottleShelves({ width: w, height: h, random, style }: TScene, top: number, rows: number) {
  const colours = ['#2f5a3a', '#6b2a2a', '#c7782a', '#e8d6a8', '#3a4a6a', '#8a9a5a', style.accent];
  const shelves: string[] = [BOTTLE_DEFS];
  for (let row = 0; row < rows; row += 1) {
    const y = top + row * h * 0.2;
    shelves.push(rect(0, y, w, 6, '#1b1410', { 'fill-opacity': 0.6 }));
    for (let x = 24; x < w - 10; x += random.range(30, 50)) {
      shelves.push(bottle(x, y, (h / 600) * random.range(0.8, 1), random.pick(colours), random.int(0, 2)));
    }
  }
  return shelves.join('');
}

/** The front of a bar counter up to its top at `floor - h * 0.26`. */
function barCounter({ width: w, height: h, style }: TScene, floor: number) {
  const top = floor - h * 0.26;
  return (
    rect(0, top, w, floor - top, shade(style.table, -0.2)) +
    line(
      Array.from(
        { length: Math.ceil(w / 80) },
        (_, index) => d`M${index * 80 + 40} ${top + 20}V${floor - 10}`,
      ).join(''),
      '#000',
      3,
      {
        'stroke-opacity': 0.15,
      },
    ) +
    rect(-10, top - 10, w + 20, 16, shade(style.table, 0.15), { rx: 6 })
  );
}

const GLASSES: Record<TBarDrink, () => string> = {
  wine: () => wineGlass(DRINK.red),
  white: () => wineGlass(DRINK.white),
  rose: () => wineGlass(DRINK.rose),
  flute: () => flute(),
  beer: () => pint(),
  cocktail: () => coupe(DRINK.cocktail, 'cherry'),
  spritz: () => tumbler(DRINK.spritz),
  margarita: () => margarita(),
  tumbler: () => tumbler(),
};

/** Behind the bar: shelves of bottles, lamps, and the kitchen's drinks on the counter. */
export function barFront(scene: TScene, drinks: TBarDrink[] = scene.style.drinks) {
  const { width: w, height: h, style } = scene;
  const counterTop = h * 0.7;
  const size = h / 260;
  const line = [...drinks, ...drinks].slice(0, Math.max(3, Math.round(w / 260)));
  return [
    rect(0, 0, w, h, shade(style.wall, -0.3)),
    bottleShelves(scene, h * 0.22, 2),
    [0.2, 0.5, 0.8].map((x) => lamp(w * x, h * 0.06, h * 0.05, '#d9a441')).join(''),
    rect(0, counterTop, w, h - counterTop, shade(style.table, -0.25)),
    rect(-10, counterTop - 8, w + 20, 16, shade(style.table, 0.1), { rx: 6 }),
    ...line.map((drink, index) =>
      g(
        {
          transform: at(
            w * ((index + 0.7) / (line.length + 0.4)),
            counterTop - 2,
            size * (index % 2 ? 0.9 : 1),
          ),
          filter: SHADOW,
        },
        GLASSES[drink](),
      ),
    ),
  ].join('');
}

/** One drink close up, blurred lights behind it. */
export function drinkCloseUp(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const drink = style.drinks[0] ?? 'cocktail';
  const bokeh = Array.from({ length: 7 }, () =>
    circle(random.range(0, w), random.range(0, h * 0.6), random.range(h * 0.06, h * 0.14), 'url(#l)'),
  ).join('');
  return [
    rect(0, 0, w, h, shade(style.wall, -0.35)),
    bokeh,
    rect(0, h * 0.8, w, h * 0.2, shade(style.table, -0.2)),
    g({ transform: at(w * 0.5, h * 0.84, h / 190), filter: SHADOW }, GLASSES[drink]()),
    g({ transform: at(w * 0.82, h * 0.84, h / 300) }, GLASSES[style.drinks[1] ?? 'wine']()),
  ].join('');
}

/** From above, a bar table: glasses, olives and nuts, a candle. */
export function barTable(scene: TScene) {
  const { width: w, height: h, style } = scene;
  const u = h / 500;
  const top = (kind: TBarDrink) =>
    kind === 'beer'
      ? glassTop('beer')
      : kind === 'wine' || kind === 'rose'
        ? glassTop('wine', kind === 'rose' ? DRINK.rose : DRINK.red)
        : kind === 'white' || kind === 'flute'
          ? glassTop('wine', DRINK.white)
          : glassTop(
              'cocktail',
              kind === 'margarita' ? DRINK.margarita : kind === 'spritz' ? DRINK.spritz : DRINK.cocktail,
            );
  const snacks = (x: number, y: number, colour: string, dot: string) =>
    g(
      { transform: at(x, y, u) },
      bowl(50, '#f3ebdc', colour),
      ...[
        [-14, -8],
        [10, -14],
        [0, 10],
        [16, 8],
        [-12, 14],
      ].map(([px = 0, py = 0]) => ellipse(px, py, 9, 7, dot)),
    );
  return [
    tableTop(scene, shade(style.table, -0.3)),
    candle(w * 0.5, h * 0.5),
    ...style.drinks.map((kind, index) =>
      g({ transform: at(w * (0.3 + index * 0.2), h * (index % 2 ? 0.28 : 0.7), 2.2 * u) }, top(kind)),
    ),
    snacks(w * 0.14, h * 0.35, '#c9b48a', '#7d8b2e'),
    snacks(w * 0.86, h * 0.62, '#e4cfa4', '#b8793a'),
    napkin(w * 0.9, h * 0.16, style.accent, 20),
  ].join('');
}
