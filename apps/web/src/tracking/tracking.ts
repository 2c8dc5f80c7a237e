import {
  AD_TRACKING_EMAIL_COOKIE_MAX_AGE_SECONDS,
  DEFAULT_CURRENCY,
  NEWSLETTER_POLL_INTERVAL_MS,
  NEWSLETTER_POLL_TIMEOUT_MS,
} from '@tredjedel/domain';

import { toKroner } from './checkout-events.ts';
import { readConsent } from './consent.ts';
import { readTrackingSwitches, TRACKING_CONFIG } from '../lib/env.ts';

type TTrackItem = { item_id: string; item_name: string; price: number; item_category?: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** The ad pixel's queue (`pixel('track', 'PAGE_VIEW', …)`), when a pixel id is configured. */
    tdPixel?: (...args: unknown[]) => void;
  }
}

/** Pushes to the data layer when it is switched on and the visitor consented to statistics; says whether it did. */
export function pushDataLayer(event: Record<string, unknown>): boolean {
  if (!readTrackingSwitches().isDataLayerEnabled || !readConsent()?.statistics) return false;
  (window.dataLayer ??= []).push(event);
  return true;
}

export type TPixelEvent = 'PAGE_VIEW' | 'VIEW_CONTENT' | 'ADD_CART' | 'PURCHASE';

/** Tells the ad pixel when it is configured, loaded and the visitor consented to marketing; says whether it did. */
export function pixel(eventName: TPixelEvent, data: Record<string, unknown> = {}): boolean {
  if (!readTrackingSwitches().adPixelId || !readConsent()?.marketing || !window.tdPixel) return false;
  window.tdPixel('track', eventName, { currency: DEFAULT_CURRENCY, ...data });
  return true;
}

export function trackPageView() {
  pixel('PAGE_VIEW');
}

/** A listing was shown (docs/product/spec.md §7: view_item_list, in DKK). */
export function trackItemList(
  listName: string,
  items: readonly { id: number; name: string; priceSale: number }[],
) {
  const ecommerceItems: TTrackItem[] = items.map((item) => ({
    item_id: String(item.id),
    item_name: item.name,
    price: toKroner(item.priceSale),
  }));
  pushDataLayer({
    event: 'view_item_list',
    ecommerce: { item_list_name: listName, currency: DEFAULT_CURRENCY, items: ecommerceItems },
  });
}

/** A place's page was shown (view_item and the pixel's VIEW_CONTENT). */
export function trackItemView(item: { id: number; name: string; priceSale: number; productType: string }) {
  const price = toKroner(item.priceSale);
  pushDataLayer({
    event: 'view_item',
    ecommerce: {
      currency: DEFAULT_CURRENCY,
      value: price,
      items: [{ item_id: String(item.id), item_name: item.name, price, item_category: item.productType }],
    },
  });
  pixel('VIEW_CONTENT', { item_ids: [String(item.id)], price });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readCookie(name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * After a newsletter sign-up: the data layer's `subscription`, and with marketing consent the
 * hashed-email cookie (one year) and the affiliate lead, sent once the affiliate's click id
 * (`pacid`) is known, polled every second for up to 20 seconds (docs/product/spec.md §7 and §9).
 */
export async function trackSubscription(email: string): Promise<void> {
  pushDataLayer({ event: 'subscription' });
  if (!readConsent()?.marketing) return;
  const hashed = await sha256Hex(email);
  document.cookie = `td_em=${hashed}; Max-Age=${AD_TRACKING_EMAIL_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  if (!TRACKING_CONFIG.affiliateLeadUrl) return;
  const startedAt = Date.now();
  const timer = setInterval(() => {
    const pacid = readCookie('pacid') ?? new URLSearchParams(window.location.search).get('pacid');
    const isTimedOut = Date.now() - startedAt >= NEWSLETTER_POLL_TIMEOUT_MS;
    if (!pacid && !isTimedOut) return;
    clearInterval(timer);
    if (!pacid) return;
    const url = new URL(TRACKING_CONFIG.affiliateLeadUrl);
    url.search = new URLSearchParams({
      programid: TRACKING_CONFIG.affiliateProgramId,
      type: 'lead',
      partnerid: TRACKING_CONFIG.affiliatePartnerId,
      pacid,
      email: hashed,
    }).toString();
    void fetch(url, { method: 'GET', mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
  }, NEWSLETTER_POLL_INTERVAL_MS);
}
