/** Per-visitor values the server puts into every page (docs/product/spec.md §6 and §9). */
export type TPageData = {
  /** Sent back in X-CSRF-TOKEN on every state-changing call. */
  csrfToken: string;
  /** The server's clock (ISO), so "today" in the browser is the server's today. */
  serverTime: string;
  /** The site's tracking switches (the server's DATA_LAYER and AD_PIXEL_ID), the same for everyone. */
  tracking?: TTrackingSwitches;
};

export type TTrackingSwitches = { isDataLayerEnabled: boolean; adPixelId: string };

export const PAGE_META = {
  csrfToken: 'csrf-token',
  serverTime: 'server-time',
  dataLayer: 'td-data-layer',
  adPixelId: 'td-ad-pixel',
} as const;

/** Reads the values the server rendered into the page's meta tags. */
export function readPageData(doc: Document): TPageData {
  const read = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return {
    csrfToken: read(PAGE_META.csrfToken),
    serverTime: read(PAGE_META.serverTime),
    // Read back so the browser's render of the head matches the server's.
    tracking: { isDataLayerEnabled: read(PAGE_META.dataLayer) === '1', adPixelId: read(PAGE_META.adPixelId) },
  };
}
