import { candle, cutlery, DRINK, glassTop, napkin } from './drinks.ts';
import { DISHES, type TDish } from './food.ts';
import type { TStyle } from './styles.ts';
import { at, circle, d, g, leaf, line, rect, type TRandom } from './svg.ts';

/** A scene fills a w × h canvas; everything in it comes from the style and the seeded random. */
export type TScene = { width: number; height: number; random: TRandom; style: TStyle };

export const dish = (name: TDish, random: TRandom, x: number, y: number, scale: number) =>
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
