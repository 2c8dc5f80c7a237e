/**
 * Tracking configuration, read at build time. Every tracker is off unless its value is set, and
 * even then runs only after the visitor's consent for its purpose.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const TRACKING_CONFIG = {
  /** Push e-commerce events to `window.dataLayer` (statistics consent). */
  isDataLayerEnabled: env.VITE_DATA_LAYER === '1',
  /** The ad pixel's id (marketing consent). */
  adPixelId: env.VITE_AD_PIXEL_ID ?? '',
  /** The affiliate lead-tracking endpoint and its ids (marketing consent). */
  affiliateLeadUrl: env.VITE_AFFILIATE_LEAD_URL ?? '',
  affiliateProgramId: env.VITE_AFFILIATE_PROGRAM_ID ?? '',
  affiliatePartnerId: env.VITE_AFFILIATE_PARTNER_ID ?? '',
  /** Where the map's style comes from in production; empty means our own built-in style. */
  mapStyleUrl: env.VITE_MAP_STYLE_URL ?? '',
} as const;
