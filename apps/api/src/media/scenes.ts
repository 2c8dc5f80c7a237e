import {
  BOTTLE_DEFS,
  bottle,
  candle,
  coupe,
  cutlery,
  DRINK,
  flute,
  glassTop,
  margarita,
  napkin,
  pint,
  tumbler,
  wineGlass,
} from './drinks.ts';
import { DISHES, SHADOW, bowl, type TDish } from './food.ts';
import type { TBarDrink, TStyle } from './styles.ts';
import { at, circle, d, el, ellipse, g, leaf, line, path, rect, type TRandom } from './svg.ts';

/** A scene fills a w × h canvas; everything in it comes from the style and the seeded random. */
export type TScene = { width: number; height: number; random: TRandom; style: TStyle };

const dish = (name: TDish, random: TRandom, x: number, y: number, scale: number) =>
  g({ transform: at(x, y, scale) }, DISHES[name](random));

/** Mixes a hex colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const [r, gr, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix);
  return `#${(((r ?? 0) << 16) | ((gr ?? 0) << 8) | (b ?? 0)).toString(16).padStart(6, '0')}`;
}

/** A table top seen from above: a colour with a few planks. */
export function tableTop({ width, height, style }: TScene, colour = style.table) {
  const planks = Array.from(
    { length: Math.ceil(height / 110) },
    (_, index) => d`M0 ${index * 110 + 60}H${width}`,
  ).join('');
  return rect(0, 0, width, height, colour) + line(planks, shade(colour, -0.5), 2, { 'stroke-opacity': 0.18 });
}

/** Crumbs and leaves around the plates, so the table looks used. */
const scatter = ({ width, height, random }: TScene, count: number) =>
  Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? leaf(random.range(0, width), random.range(0, height), 12, random.int(0, 359), '#5b9a3e')
      : circle(random.range(0, width), random.range(0, height), 2.5, '#e9c98f'),
  ).join('');

function tableGlass(style: TStyle, random: TRandom) {
  const drink = style.drinks[0] ?? 'wine';
  if (drink === 'beer') return glassTop('beer');
  if (drink === 'white' || drink === 'flute') return glassTop('wine', DRINK.white);
  if (drink === 'wine' || drink === 'rose')
    return glassTop('wine', drink === 'rose' ? DRINK.rose : DRINK.red);
  return glassTop('cocktail', random.next() < 0.5 ? DRINK.spritz : DRINK.cocktail);
}

/** Small dishes that fit beside the plates without crowding them (or the byte budget). */
const SIDES: TDish[] = ['naan', 'rice', 'guacamole'];

/** From above: the signature dish large, a second dish, a side, glasses, napkin and cutlery. */
export function tableOverview(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const u = h / 500;
  const [first = 'bistro', second = 'salad', third] = style.dishes;
  return [
    tableTop(scene),
    napkin(w * 0.08, h * 0.66, style.accent, -8),
    cutlery(w * 0.09, h * 0.64, -6),
    dish(first, random, w * 0.37, h * 0.52, 1.72 * u),
    dish(second, random, w * 0.79, h * 0.3, 1.12 * u),
    SIDES.includes(third as TDish)
      ? dish(third as TDish, random, w * 0.78, h * 0.86, 0.8 * u)
      : candle(w * 0.8, h * 0.84),
    g({ transform: at(w * 0.1, h * 0.17, 1.3 * u) }, tableGlass(style, random)),
    g({ transform: at(w * 0.2, h * 0.1, 1.1 * u) }, glassTop('water')),
    scatter(scene, 6),
  ].join('');
}

/** Close up: one dish filling the frame, a glass at the edge. */
export function dishCloseUp(scene: TScene, name: TDish) {
  const { width: w, height: h, random, style } = scene;
  return [
    tableTop(scene),
    dish(name, random, w * 0.46, h * 0.54, (h / 100) * 0.58),
    g({ transform: at(w * 0.9, h * 0.16, h / 300) }, tableGlass(style, random)),
    scatter(scene, 4),
  ].join('');
}

/** A shared spread: every dish of the kitchen smaller, with a candle and glasses between them. */
export function spread(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const u = h / 600;
  const spots: [number, number][] = [
    [0.24, 0.3],
    [0.68, 0.62],
    [0.22, 0.78],
    [0.74, 0.2],
  ];
  const dishes = style.dishes.slice(0, 3);
  return [
    tableTop(scene, shade(style.table, -0.12)),
    ...dishes.map((name, index) => {
      const [x = 0.5, y = 0.5] = spots[index] ?? [];
      return dish(name, random, w * x, h * y, (index === 0 ? 1.35 : 1.05) * u);
    }),
    candle(w * 0.47, h * 0.48),
    g({ transform: at(w * 0.46, h * 0.16, 1.2 * u) }, tableGlass(style, random)),
    g({ transform: at(w * 0.5, h * 0.86, 1.2 * u) }, tableGlass(style, random)),
    g({ transform: at(w * 0.93, h * 0.88, 1.1 * u) }, glassTop('water')),
  ].join('');
}

/** A pendant lamp hanging from the ceiling, with its warm glow. */
const lamp = (x: number, drop: number, size: number, colour: string) =>
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
function diningTable(x: number, floor: number, size: number, cloth: string) {
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

/** An open kraft box from above with the dish inside, for takeaway. */
function kraftBox(name: TDish, random: TRandom, x: number, y: number, scale: number) {
  return g(
    { transform: at(x, y, scale), class: 'takeaway' },
    rect(-120, -180, 240, 70, '#c99f6e', { rx: 6 }),
    rect(-120, -110, 240, 230, '#d8b98c', { rx: 8, filter: SHADOW }),
    rect(-108, -98, 216, 206, '#efe0c4', { rx: 6 }),
    g({ transform: 'translate(0 5) scale(.95)' }, DISHES[name](random)),
  );
}

/** A paper bag with a handle, front view, bottom at y = 0 (about 200 tall). */
export const paperBag = (accent: string) =>
  g(
    { class: 'bag' },
    path('M-70 0L-62-170H62L70 0Z', '#c99a64', { filter: SHADOW }),
    path('M-62-170l8-14H54l8 14Z', '#b5844f'),
    line('M-24-170q24-50 48 0', '#8a5a2e', 6),
    rect(-70, -70, 140, 22, accent),
  );

/** A white noodle box with a wire handle and chopsticks, front view. */
export const noodleBox = (accent: string) =>
  g(
    { class: 'box' },
    line('M-20-150l34-70M-6-150l20-72', '#caa070', 5),
    path('M-48 0L-64-140H64L48 0Z', '#fbf7f0', { filter: SHADOW }),
    path('M-64-140L-40-170H40L64-140Z', '#ece4d6'),
    rect(-56, -96, 112, 24, accent),
    line('M-40-150q40-70 80 0', '#9aa0a4', 3),
  );

/** A takeaway cup with a lid, front view. */
export const cup = (accent: string) =>
  g(
    { class: 'cup' },
    path('M-34 0L-42-120H42L34 0Z', '#fbf7f0', { filter: SHADOW }),
    rect(-46, -134, 92, 16, '#e8e1d5', { rx: 6 }),
    rect(-40, -80, 80, 34, accent),
  );

/** A takeaway counter from above: the dish in its box, chopsticks, a sauce cup and a drink. */
export function takeawayTop(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const u = h / 500;
  const [first = 'pizza', second = 'salad'] = style.dishes;
  return [
    tableTop(scene, '#e9dcc4'),
    kraftBox(first, random, w * 0.36, h * 0.58, 1.25 * u),
    kraftBox(second, random, w * 0.8, h * 0.62, 0.85 * u),
    rect(w * 0.58, h * 0.12, 8 * u, 150 * u, '#caa070', {
      rx: 3,
      transform: d`rotate(12 ${w * 0.6} ${h * 0.2})`,
    }),
    rect(w * 0.61, h * 0.12, 8 * u, 150 * u, '#caa070', {
      rx: 3,
      transform: d`rotate(16 ${w * 0.6} ${h * 0.2})`,
    }),
    g(
      { transform: at(w * 0.09, h * 0.2, 1.3 * u) },
      circle(0, 0, 34, '#fbf7f0', { filter: SHADOW }),
      circle(0, 0, 26, '#e8e1d5'),
      circle(10, -10, 5, '#9aa0a4'),
    ),
    g(
      { transform: at(w * 0.68, h * 0.14, u) },
      circle(0, 0, 20, '#fbf7f0', { filter: SHADOW }),
      circle(0, 0, 15, style.accent),
    ),
  ].join('');
}

/** A takeaway order on the counter: bag, box and cup, tiles behind. */
export function takeawayFront(scene: TScene) {
  const { width: w, height: h, style } = scene;
  const counter = h * 0.78;
  const u = h / 320;
  const tiles =
    Array.from({ length: Math.ceil(w / 50) }, (_, index) => d`M${index * 50} 0V${counter}`).join('') +
    Array.from({ length: Math.ceil(counter / 50) }, (_, index) => d`M0 ${index * 50}H${w}`).join('');
  return [
    rect(0, 0, w, h, '#f1ead9'),
    line(tiles, '#d9cdb4', 2),
    lamp(w * 0.3, h * 0.04, h * 0.06, style.accent),
    lamp(w * 0.72, h * 0.04, h * 0.06, style.accent),
    rect(0, counter, w, h - counter, shade(style.table, -0.2)),
    g({ transform: at(w * 0.3, counter, u) }, paperBag(style.accent)),
    g({ transform: at(w * 0.56, counter, u * 0.8) }, noodleBox(style.accent)),
    g({ transform: at(w * 0.76, counter, u * 0.7) }, cup(style.accent)),
  ].join('');
}

/** Houses along a quay at dusk, lit windows reflected in the water: a Danish harbour front. */
export function harbour(
  scene: TScene,
  palette = ['#d9a441', '#c4553a', '#3f6f8f', '#e8c27a', '#8a4b3c', '#5d8a6a'],
) {
  const { width: w, height: h, random } = scene;
  const quay = h * 0.68;
  const houses: string[] = [];
  const litWindows: string[] = [];
  const darkWindows: string[] = [];
  for (let x = -10; x < w;) {
    const hw = random.range(w * 0.08, w * 0.13);
    const hh = random.range(h * 0.3, h * 0.48);
    const colour = random.pick(palette);
    const top = quay - hh;
    const gable =
      random.next() < 0.5
        ? d`M${x} ${top}L${x + hw / 2} ${top - hw * 0.45}L${x + hw} ${top}Z`
        : d`M${x} ${top}V${top - 10}H${x + hw * 0.25}V${top - 22}H${x + hw * 0.75}V${top - 10}H${x + hw}V${top}Z`;
    houses.push(rect(x, top, hw, hh, colour), path(gable, shade(colour, -0.12)));
    for (let row = 0; row < 3; row += 1) {
      for (let col = 0; col < 2; col += 1) {
        const window = d`M${x + hw * (0.2 + col * 0.38)} ${top + 14 + row * (hh / 3.4)}h${hw * 0.22}v${hh / 7}h${-hw * 0.22}z`;
        if (random.next() < 0.55) litWindows.push(window);
        else darkWindows.push(window);
      }
    }
    houses.push(rect(x, quay - 4, hw, 4, shade(colour, -0.3)));
    x += hw;
  }
  const reflections = Array.from({ length: 9 }, (_, index) =>
    rect(random.range(0, w), quay + 14 + (index * (h - quay)) / 10, random.range(30, 90), 3, '#ffd98a', {
      'fill-opacity': 0.45,
      rx: 1.5,
    }),
  ).join('');
  return [
    el(
      'linearGradient',
      { id: 'k', x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#43406e' }),
      el('stop', { offset: 1, 'stop-color': '#f1a46a' }),
    ),
    rect(0, 0, w, quay, 'url(#k)'),
    circle(w * 0.78, h * 0.2, h * 0.06, '#ffe8b0'),
    ...houses,
    path(litWindows.join(''), '#ffd98a'),
    path(darkWindows.join(''), '#2e2a3e'),
    rect(0, quay, w, h - quay, '#2a4660'),
    reflections,
    line(d`M0 ${h * 0.18}Q${w / 2} ${h * 0.3} ${w} ${h * 0.16}`, '#1b1410', 1.5),
    ...Array.from({ length: 12 }, (_, index) => {
      const t = (index + 0.5) / 12;
      return circle(w * t, h * 0.18 + Math.sin(t * Math.PI) * h * 0.1, 3, '#ffe29a');
    }),
    g(
      { transform: at(w * 0.3, quay + (h - quay) * 0.5, h / 450) },
      path('M-90 0H90L70 28H-70Z', '#f1ead9'),
      rect(-40, -24, 60, 24, '#c4553a'),
      line('M40 0V-90', '#3a2a20', 4),
    ),
  ].join('');
}

/** A gift card with ribbon and bow on a table. */
export function giftCard(scene: TScene) {
  const { width: w, height: h, style } = scene;
  const s = h / 300;
  return [
    tableTop(scene, '#e9dcc4'),
    g(
      { transform: at(w * 0.5, h * 0.52, s, -6) },
      rect(-150, -90, 300, 180, '#2f5d50', { rx: 16, filter: SHADOW }),
      circle(70, 0, 52, '#fbf7f0', { 'fill-opacity': 0.16 }),
      cutlery(70, -4, 0).replace('#d4d6d4', '#fbf7f0'),
      rect(-88, -90, 22, 180, '#e0b04a'),
      rect(-150, -18, 300, 22, '#e0b04a'),
      ellipse(-100, -22, 30, 16, '#e9bf5c', { transform: 'rotate(-25 -100 -22)' }),
      ellipse(-54, -22, 30, 16, '#e9bf5c', { transform: 'rotate(25 -54 -22)' }),
      circle(-77, -8, 12, '#c9962e'),
    ),
    ...[0.12, 0.88, 0.16, 0.82].map((x, index) =>
      circle(w * x, h * (index < 2 ? 0.2 : 0.84), 6, index % 2 ? style.accent : '#e0b04a'),
    ),
    candle(w * 0.1, h * 0.5),
  ].join('');
}

/** Two glasses touching: a toast to working together. */
export function toast(scene: TScene) {
  const { width: w, height: h, style } = scene;
  const s = h / 240;
  return [
    rect(0, 0, w, h, shade(style.wall, -0.2)),
    circle(w * 0.5, h * 0.3, h * 0.5, 'url(#l)'),
    rect(0, h * 0.82, w, h * 0.18, shade(style.table, -0.2)),
    g({ transform: `${at(w * 0.44, h * 0.86, s)} rotate(10 0 -80)` }, wineGlass(DRINK.red)),
    g({ transform: `${at(w * 0.56, h * 0.86, s)} rotate(-10 0 -80)` }, wineGlass(DRINK.white)),
    line(
      d`M${w * 0.5} ${h * 0.14}v-${h * 0.06}M${w * 0.45} ${h * 0.16}l-${h * 0.04}-${h * 0.04}M${w * 0.55} ${h * 0.16}l${h * 0.04}-${h * 0.04}`,
      '#ffd98a',
      4,
    ),
  ].join('');
}

/** An envelope with a plate's edge peeking out: news by e-mail. */
export function envelope(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const s = h / 300;
  return [
    tableTop(scene, '#e6d8bf'),
    g(
      { transform: at(w * 0.5, h * 0.54, s) },
      g({ transform: 'translate(0 -60) scale(.6)' }, DISHES.pizza(random)),
      rect(-130, -70, 260, 150, '#fbf7f0', { rx: 8, filter: SHADOW }),
      path('M-130-66L0 20L130-66', 'none', { stroke: '#e2d6c2', 'stroke-width': 4 }),
      circle(0, 20, 14, style.accent),
    ),
  ].join('');
}

/** A phone showing a laid table, beside a plate: booking in three taps. */
export function phone(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const s = h / 300;
  return [
    tableTop(scene),
    dish(style.dishes[0] ?? 'bistro', random, w * 0.72, h * 0.5, 1.2 * s),
    g(
      { transform: at(w * 0.3, h * 0.52, s, -8) },
      rect(-62, -120, 124, 240, '#1f2326', { rx: 18, filter: SHADOW }),
      rect(-54, -104, 108, 208, '#f3ece0', { rx: 8 }),
      circle(0, -30, 34, '#fbf7f0', { stroke: '#e2d6c2', 'stroke-width': 3 }),
      circle(0, -30, 20, style.accent),
      rect(-40, 30, 80, 12, '#d9ccb6', { rx: 6 }),
      rect(-40, 56, 80, 26, style.accent, { rx: 13 }),
    ),
  ].join('');
}

/** A wall clock over a laid table: the table is yours for two hours. */
export function clock(scene: TScene) {
  const { width: w, height: h, style } = scene;
  const r = h * 0.22;
  return [
    rect(0, 0, w, h, style.wall),
    lamp(w * 0.2, h * 0.1, h * 0.08, style.accent),
    g(
      { transform: at(w * 0.62, h * 0.36) },
      circle(0, 0, r, '#fbf7f0', { stroke: '#2a1d16', 'stroke-width': r * 0.1, filter: SHADOW }),
      line(d`M0 0V${-r * 0.62}M0 0L${r * 0.42} ${r * 0.2}`, '#2a1d16', r * 0.08),
      path(d`M0 0V${-r * 0.8}A${r * 0.8} ${r * 0.8} 0 0 1 ${r * 0.69} ${r * 0.4}Z`, style.accent, {
        'fill-opacity': 0.3,
      }),
    ),
    rect(0, h * 0.86, w, h * 0.14, shade(style.table, -0.35)),
    diningTable(w * 0.3, h * 0.86, h * 0.36, '#f3ece0'),
  ].join('');
}

/** A payment card beside a plate: the fee and the price, settled. */
export function payment(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const s = h / 300;
  return [
    tableTop(scene),
    dish(style.dishes[0] ?? 'bistro', random, w * 0.3, h * 0.5, 1.2 * s),
    g(
      { transform: at(w * 0.7, h * 0.52, s, 10) },
      rect(-100, -62, 200, 124, '#2f4a7a', { rx: 12, filter: SHADOW }),
      rect(-70, -24, 36, 28, '#e0b04a', { rx: 5 }),
      rect(-70, 24, 140, 10, '#fbf7f0', { 'fill-opacity': 0.5, rx: 5 }),
      circle(56, -30, 14, '#f3a23a', { 'fill-opacity': 0.9 }),
      circle(74, -30, 14, '#d8344f', { 'fill-opacity': 0.8 }),
    ),
  ].join('');
}

/** A magazine open on a table with a coffee: stories from the city's kitchens. */
export function magazine(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const s = h / 300;
  return [
    tableTop(scene),
    g(
      { transform: at(w * 0.42, h * 0.52, s, -5) },
      rect(-150, -95, 300, 190, '#fbf7f0', { filter: SHADOW }),
      line('M0-95V95', '#e2d6c2', 3),
      g({ transform: 'translate(-75 -30) scale(.5)' }, DISHES[style.dishes[0] ?? 'pizza'](random)),
      ...[30, 46, 62].map((y) => rect(-125, y, 100, 8, '#d9ccb6', { rx: 4 })),
      rect(25, -70, 100, 70, style.accent, { rx: 4 }),
      ...[20, 36, 52, 68].map((y) => rect(25, y, 100, 8, '#d9ccb6', { rx: 4 })),
    ),
    g(
      { transform: at(w * 0.86, h * 0.3, s) },
      circle(0, 0, 40, '#fbf7f0', { filter: SHADOW }),
      circle(0, 0, 28, '#5a3a22'),
      circle(-6, -6, 10, '#c9a27a', { 'fill-opacity': 0.6 }),
    ),
  ].join('');
}

/** Tonight's table: two places laid around a candle. */
export function tonight(scene: TScene) {
  const { width: w, height: h, random, style } = scene;
  const u = h / 300;
  const [first = 'bistro', second = 'pasta'] = style.dishes;
  return [
    tableTop(scene, shade(style.table, -0.3)),
    candle(w * 0.5, h * 0.5),
    dish(first, random, w * 0.26, h * 0.52, 1.1 * u),
    dish(second, random, w * 0.74, h * 0.48, 1.1 * u),
    g({ transform: at(w * 0.44, h * 0.16, u) }, glassTop('wine')),
    g({ transform: at(w * 0.56, h * 0.84, u) }, glassTop('wine')),
  ].join('');
}
