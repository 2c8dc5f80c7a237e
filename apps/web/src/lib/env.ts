import { readPageData, type TTrackingSwitches } from './page-data.ts';

/**
 * Tracking configuration. Every tracker is off unless its value is set, and even then runs only
 * after the visitor's consent for its purpose.
 */
const env = import.meta.env as Record<string, string | undefined>;

/**
 * The data layer and the ad pixel are switched on by the server's configuration (DATA_LAYER,
 * AD_PIXEL_ID in apps/api/README.md), rendered into each page's meta tags, so one build serves a
 * site with and without them (docs/decisions/0400-tracking-switched-at-run-time-sent-once.md).
 */
export function readTrackingSwitches(): TTrackingSwitches {
  if (typeof document === 'undefined') return { isDataLayerEnabled: false, adPixelId: '' };
  return readPageData(document).tracking ?? { isDataLayerEnabled: false, adPixelId: '' };
}

/** Read at build time. */
export const TRACKING_CONFIG = {
  /** The affiliate lead-tracking endpoint and its ids (marketing consent). */
  affiliateLeadUrl: env.VITE_AFFILIATE_LEAD_URL ?? '',
  affiliateProgramId: env.VITE_AFFILIATE_PROGRAM_ID ?? '',
  affiliatePartnerId: env.VITE_AFFILIATE_PARTNER_ID ?? '',
  /** Where the map's style comes from in production; empty means our own built-in style. */
  mapStyleUrl: env.VITE_MAP_STYLE_URL ?? '',
} as const;
