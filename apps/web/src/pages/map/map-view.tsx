import 'maplibre-gl/dist/maplibre-gl.css';

import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tredjedel/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client';
import type { TArea, TCity, TLocale, TProductListItem } from '@tredjedel/domain';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';

import { TRACKING_CONFIG } from '../../lib/env.ts';

import { productPath } from '../../lib/routes.ts';
import { mapQueryOptions } from '../listing/map-query.ts';
import type { TListingBaseQuery } from '../listing/listing-query.ts';
import { createCityStyle } from './map-style.ts';

maplibregl.setWorkerUrl(workerUrl);

export type TMapViewProps = {
  api: TApiClient;
  locale: TLocale;
  query: TListingBaseQuery;
  city: TCity;
  areas: readonly TArea[];
  label: string;
  onNavigate: (href: string) => void;
};

/** A place on the map; `number` is its position in the list under the map, shown on its pin. */
type TPlace = { product: TProductListItem; href: string; price: string; number: number };

function createPopupContent(
  place: TPlace,
  linkLabel: string,
  onNavigate: (href: string) => void,
): HTMLElement {
  const root = document.createElement('div');
  root.className = 'td-map__popup';
  const name = document.createElement('strong');
  name.textContent = `${place.number}. ${place.product.name}`;
  const price = document.createElement('span');
  price.textContent = place.price;
  const link = document.createElement('a');
  link.href = place.href;
  link.textContent = linkLabel;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(place.href);
  });
  root.append(name, price, document.createElement('br'), link);
  return root;
}

function createMarkerElement(place: TPlace, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `td-map__marker td-map__marker--${place.product.status}`;
  button.setAttribute('aria-label', label);
  button.dataset.productId = String(place.product.id);
  // The pin is a rotated drop; its number is drawn upright inside it.
  const number = document.createElement('span');
  number.className = 'td-map__marker-number';
  number.setAttribute('aria-hidden', 'true');
  number.textContent = String(place.number);
  button.append(number);
  return button;
}

function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * The map view: the city's districts and a marker per listed place with a popup (name, price,
 * link). Style and data come from our own server; a production tile style can be configured.
 * Without WebGL the same markers are placed on a plain projected plane, so the view still works.
 */
export default function MapView({ api, locale, query, city, areas, label, onNavigate }: TMapViewProps) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(mapQueryOptions(api, query));
  const container = useRef<HTMLDivElement>(null);
  // The map view renders only in the browser (it is loaded lazily), so WebGL can be checked at once.
  const [isFallback, setIsFallback] = useState(() => typeof document !== 'undefined' && !hasWebGl());
  const places: TPlace[] = data.data.map((product, index) => ({
    product,
    href: productPath(locale, product.product_type, product.slug),
    price: t`Fra ${formatMoney(product.price_sale, locale)}`,
    number: index + 1,
  }));
  // maplibre's own texts (the canvas's name, the controls) in the page's language.
  const mapTexts = {
    'Map.Title': t`Kort`,
    'Marker.Title': t`Sted på kortet`,
    'NavigationControl.ZoomIn': t`Zoom ind`,
    'NavigationControl.ZoomOut': t`Zoom ud`,
    'NavigationControl.ResetBearing': t`Drej kortet mod nord`,
    'Popup.Close': t`Luk`,
    'AttributionControl.ToggleAttribution': t`Vis eller skjul kilder`,
  };
  const linkLabel = t`Se stedet og book`;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (isFallback) return;
    let map: maplibregl.Map;
    try {
      map = new maplibregl.Map({
        container: element,
        style: TRACKING_CONFIG.mapStyleUrl || createCityStyle(areas),
        center: [city.geo_long_value, city.geo_lat_value],
        zoom: 12,
        attributionControl: { compact: true },
        cooperativeGestures: false,
        locale: mapTexts,
      });
    } catch {
      // WebGL can exist and still fail to start (blocked GPU); the plain plane takes over.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setIsFallback(true);
      return;
    }
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    for (const area of areas) {
      const tag = document.createElement('span');
      tag.className = 'td-map__district';
      tag.textContent = area.proper_name;
      new maplibregl.Marker({ element: tag }).setLngLat([area.geo_long_value, area.geo_lat_value]).addTo(map);
    }
    const bounds = new maplibregl.LngLatBounds();
    for (const place of places) {
      const marker = new maplibregl.Marker({
        element: createMarkerElement(place, `${place.number}. ${place.product.name}`),
        anchor: 'bottom',
      })
        .setLngLat([place.product.long, place.product.lat])
        .setPopup(
          new maplibregl.Popup({ offset: 24, closeButton: true }).setDOMContent(
            createPopupContent(place, linkLabel, onNavigate),
          ),
        )
        .addTo(map);
      bounds.extend(marker.getLngLat());
    }
    if (places.length > 1) map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
    return () => map.remove();
    // The map is built once per result set; callbacks and labels do not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, areas, city, isFallback]);

  return (
    <div className="td-map" role="region" aria-label={t`Kort: ${label}`}>
      <div ref={container} className="td-map__canvas">
        {isFallback ? (
          <FallbackPlane
            places={places}
            areas={areas}
            center={city}
            linkLabel={linkLabel}
            onNavigate={onNavigate}
          />
        ) : null}
      </div>
      <p className="td-visually-hidden">{t`${places.length} steder på kortet. Listen viser de samme steder.`}</p>
    </div>
  );
}

function FallbackPlane({
  places,
  areas,
  center,
  linkLabel,
  onNavigate,
}: {
  places: TPlace[];
  areas: readonly TArea[];
  center: TCity;
  linkLabel: string;
  onNavigate: (href: string) => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const spanLong = 0.12;
  const spanLat = spanLong * Math.cos((center.geo_lat_value * Math.PI) / 180) * 0.75;
  const left = (long: number) => `${50 + ((long - center.geo_long_value) / spanLong) * 100}%`;
  const top = (lat: number) => `${50 - ((lat - center.geo_lat_value) / spanLat) * 100}%`;
  return (
    <div className="td-map__plane">
      {areas.map((area) => (
        <span
          key={area.id}
          className="td-map__district"
          style={{ left: left(area.geo_long_value), top: top(area.geo_lat_value) }}
        >
          {area.proper_name}
        </span>
      ))}
      {places.map((place) => (
        <div
          key={place.product.id}
          className="td-map__pin"
          style={{ left: left(place.product.long), top: top(place.product.lat) }}
        >
          <button
            type="button"
            className={`td-map__marker td-map__marker--${place.product.status}`}
            aria-label={`${place.number}. ${place.product.name}`}
            aria-expanded={open === place.product.id}
            data-product-id={place.product.id}
            onClick={() => setOpen(open === place.product.id ? null : place.product.id)}
          >
            <span className="td-map__marker-number" aria-hidden="true">
              {place.number}
            </span>
          </button>
          {open === place.product.id ? (
            <div className="td-map__popup td-map__popup--plain">
              <strong>
                {place.number}. {place.product.name}
              </strong>
              <span>{place.price}</span>
              <br />
              <a
                href={place.href}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate(place.href);
                }}
              >
                {linkLabel}
              </a>
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
