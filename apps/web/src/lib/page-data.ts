import type { TPageData, TTrackingSwitches } from '../render-contract.ts';

export type { TPageData, TTrackingSwitches };

export const PAGE_META = {
  csrfToken: 'csrf-token',
  serverTime: 'server-time',
  origin: 'site-origin',
  dataLayer: 'td-data-layer',
  adPixelId: 'td-ad-pixel',
} as const;

/** Reads the values the server rendered into the page's meta tags. */
export function readPageData(doc: Document): TPageData {
  const read = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return {
    csrfToken: read(PAGE_META.csrfToken),
    serverTime: read(PAGE_META.serverTime),
    origin: read(PAGE_META.origin),
    // Read back so the browser's render of the head matches the server's.
    tracking: { isDataLayerEnabled: read(PAGE_META.dataLayer) === '1', adPixelId: read(PAGE_META.adPixelId) },
  };
}
