import { at, circle, d, g, leaf, line, path, rect, type TRandom } from './svg.ts';

/** What dishes stand on and are garnished with: plates, bowls, boards, herbs, lemon wedges. */

export const SHADOW = 'url(#s)';
export const CREAM = '#fbf7f0';
export const HERB = '#4f8f3a';
export const HERB_LIGHT = '#7cb850';

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
export function herbs(random: TRandom, count: number, spread: number, colour = HERB, size = 14) {
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
