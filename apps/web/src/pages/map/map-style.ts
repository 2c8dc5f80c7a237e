import type { TArea } from '@tredjedel/domain';
import type { StyleSpecification } from 'maplibre-gl';

/**
 * Our own built-in style: no third-party tiles. Land as the background, the city's districts as
 * soft discs whose size follows the zoom (their names are HTML labels, so no font server is needed).
 */
export function createCityStyle(areas: readonly TArea[]): StyleSpecification {
  return {
    version: 8,
    sources: {
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
      { id: 'land', type: 'background', paint: { 'background-color': '#eef1ea' } },
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
