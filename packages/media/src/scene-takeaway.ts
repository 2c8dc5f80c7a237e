import { DISHES, SHADOW, type TDish } from './food.ts';

import { at, circle, d, el, g, line, path, rect, type TRandom } from './svg.ts';
import { shade, tableTop, type TScene } from './scene-table.ts';
import { lamp } from './scene-rooms.ts';

/** Takeaway boxes, bags and cups, and the harbour front. */

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
const paperBag = (accent: string) =>
  g(
    { class: 'bag' },
    path('M-70 0L-62-170H62L70 0Z', '#c99a64', { filter: SHADOW }),
    path('M-62-170l8-14H54l8 14Z', '#b5844f'),
    line('M-24-170q24-50 48 0', '#8a5a2e', 6),
    rect(-70, -70, 140, 22, accent),
  );

/** A white noodle box with a wire handle and chopsticks, front view. */
const noodleBox = (accent: string) =>
  g(
    { class: 'box' },
    line('M-20-150l34-70M-6-150l20-72', '#caa070', 5),
    path('M-48 0L-64-140H64L48 0Z', '#fbf7f0', { filter: SHADOW }),
    path('M-64-140L-40-170H40L64-140Z', '#ece4d6'),
    rect(-56, -96, 112, 24, accent),
    line('M-40-150q40-70 80 0', '#9aa0a4', 3),
  );

/** A takeaway cup with a lid, front view. */
const cup = (accent: string) =>
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
