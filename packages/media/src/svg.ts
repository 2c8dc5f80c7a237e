import { createHash } from 'node:crypto';

/** Tiny SVG building blocks: every picture is a string of these, with numbers kept short. */

export type TAttrs = Record<string, string | number | undefined>;

/** A number rounded to a whole (or, below 10, to one decimal), so markup stays small and stable. */
const num = (value: number) =>
  String(Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

const POSITIONS = new Set(['x', 'y', 'cx', 'cy']);

/** Path data with its numbers rounded like attributes: d`M${x} ${y}h${w}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce(
    (out, part, index) => out + part + (index < values.length ? num(values[index] ?? 0) : ''),
    '',
  );
}

/** One element; attributes left undefined or '' are dropped (a group's fill then applies). */
export function el(tag: string, attrs: TAttrs, ...children: string[]): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    // Positions default to 0 in SVG: leave them out.
    if (value === 0 && POSITIONS.has(name)) continue;
    if (value !== undefined && value !== '')
      out += ` ${name}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return children.length > 0 ? `${out}>${children.join('')}</${tag}>` : `${out}/>`;
}

/** `translate rotate scale` for placing an element drawn around (0, 0). */
export function at(x: number, y: number, scale = 1, rotate = 0): string {
  let out = `translate(${num(x)} ${num(y)})`;
  if (rotate !== 0) out += ` rotate(${num(rotate)})`;
  if (scale !== 1) out += ` scale(${Math.round(scale * 100) / 100})`;
  return out;
}

export const g = (attrs: TAttrs, ...children: string[]) => el('g', attrs, ...children);
export const circle = (cx: number, cy: number, r: number, fill: string, extra: TAttrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: TAttrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: TAttrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const path = (d: string, fill: string, extra: TAttrs = {}) => el('path', { d, fill, ...extra });
/** A stroked path (round ends, set on the document), for noodles, stems and outlines. */
export const line = (d: string, stroke: string, width: number, extra: TAttrs = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': width, ...extra });

/** Dots of one colour (peas, seeds, capers): one group carries the fill. */
export const dots = (points: [number, number][], r: number, fill: string, extra: TAttrs = {}) =>
  g({ fill, ...extra }, ...points.map(([cx, cy]) => el('circle', { cx, cy, r })));

/**
 * A leaf from (x, y), `length` long, pointing at `angle` degrees: basil, dill, lettuce, coriander.
 * Two quadratic curves in relative coordinates, turned here rather than by a transform.
 */
export function leaf(x: number, y: number, length: number, angle: number, fill: string) {
  const radians = (angle * Math.PI) / 180;
  const [ux, uy] = [Math.cos(radians) * length, Math.sin(radians) * length];
  // Half-way along the leaf, a third of its length to either side.
  const [sx, sy] = [-uy / 3, ux / 3];
  const p = (value: number) => String(Math.round(value));
  return path(
    `M${p(x)} ${p(y)}q${p(ux / 2 - sx)} ${p(uy / 2 - sy)} ${p(ux)} ${p(uy)}q${p(-ux / 2 + sx)} ${p(-uy / 2 + sy)} ${p(-ux)} ${p(-uy)}`,
    fill,
  );
}

/** Points on a circle, for arranging pieces around a plate. */
export function around(count: number, radius: number, start = 0): [number, number][] {
  return Array.from({ length: count }, (_, index) => {
    const angle = start + (index / count) * Math.PI * 2;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  });
}

export type TRandom = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  range(min: number, max: number): number;
};

/** A small seeded generator (mulberry32) from the key's hash: the same key draws the same picture. */
export function seededRandom(key: string): TRandom {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    range: (min, max) => min + next() * (max - min),
  };
}

/**
 * The document around a scene: fixed size, a soft drop shadow (`url(#s)`) and a glow
 * (`url(#l)`) for lamps, decorative for assistive technology.
 */
export function svgDocument(width: number, height: number, ...body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true" stroke-linecap="round" stroke-linejoin="round">` +
    '<defs><filter id="s" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="5" stdDeviation="5" flood-color="#2b1607" flood-opacity=".28"/></filter>' +
    '<radialGradient id="l"><stop offset="0" stop-color="#ffd98a" stop-opacity=".7"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient></defs>' +
    body.join('') +
    '</svg>'
  );
}
