import type { TArea } from '@tredjedel/domain';
import type { StyleSpecification } from 'maplibre-gl';

/** Land polygons built by scripts/build-land.mjs and served with the client build. */
const LAND_DATA_URL = '/map/land.geojson';

/**
 * Our own built-in style: no third-party tiles. Sea as the background, land from OpenStreetMap's
 * coastline (via @geo-maps, ODbL), the city's districts as soft discs whose size follows the zoom
 * (their names are HTML labels, so no font server is needed).
 */
export function createCityStyle(areas: readonly TArea[]): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: {
        type: 'geojson',
        data: LAND_DATA_URL,
        attribution:
          '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors (ODbL)',
      },
      districts: {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: areas.map((area) => ({
            type: 'Feature',
            properties: { name: area.proper_name },
            geometry: { type: 'Point', coordinates: [area.geo_long_value, area.geo_lat_value] },
          })),
        },
        attribution: '© Tredjedel',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#c9dfe8' } },
      // The coarse country outline for zoomed-out views; the fine city cut-outs from city zoom on.
      {
        id: 'land-country',
        type: 'fill',
        source: 'land',
        maxzoom: 9.5,
        filter: ['==', ['get', 'detail'], 'country'],
        paint: { 'fill-color': '#f1f0e8' },
      },
      {
        id: 'land-city',
        type: 'fill',
        source: 'land',
        minzoom: 9.5,
        filter: ['!=', ['get', 'detail'], 'country'],
        paint: { 'fill-color': '#f1f0e8', 'fill-outline-color': '#a9c4cf' },
      },
      {
        id: 'district-fill',
        type: 'circle',
        source: 'districts',
        paint: {
          'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 10, 12, 13, 90, 16, 720],
          'circle-color': '#d6e6da',
          'circle-opacity': 0.85,
          'circle-stroke-color': '#a9c5b1',
          'circle-stroke-width': 1.5,
        },
      },
    ],
  };
}
