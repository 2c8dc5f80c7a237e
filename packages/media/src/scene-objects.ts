import { candle, cutlery, DRINK, glassTop, wineGlass } from './drinks.ts';
import { DISHES, SHADOW } from './food.ts';

import { at, circle, d, ellipse, g, line, path, rect } from './svg.ts';
import { dish, shade, tableTop, type TScene } from './scene-table.ts';
import { diningTable, lamp } from './scene-rooms.ts';

/** Things on a table for the site's own pages: gift card, toast, envelope, phone, clock, payment, magazine, tonight. */

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
