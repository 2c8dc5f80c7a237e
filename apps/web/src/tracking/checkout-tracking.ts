import type { TBookingRouteStep, TGiftcardRouteStep } from '@tredjedel/domain';
import { useEffect } from 'react';

import {
  buildBeginCheckoutEvent,
  buildCheckoutStepEvent,
  buildPixelCartData,
  buildPurchaseEvent,
  getCheckoutStep,
  type TCheckoutCart,
  type TCheckoutFlow,
} from './checkout-events.ts';
import { pixel, pushDataLayer } from './tracking.ts';

/**
 * The checkout's trackers (docs/product/spec.md §7), each sent only with the visitor's consent at
 * the moment it happens: consent given later does not replay them (the banner promises no more),
 * ADR 0400.
 */

/**
 * Orders whose purchase was sent, per tracker, so a reload or a second tab never counts one twice.
 *
 * @internal Exported for the tests that use it directly (src/tracking/__tests__/checkout-tracking.test.ts).
 */
export const SENT_ORDERS_KEY = 'td_tracked_orders';
/** The newest this many are remembered: enough for any visitor, small in storage. */
const SENT_ORDERS_MAX = 50;
/** When the browser refuses storage (private modes): remembered for this page only. */
const sentInThisPage = new Set<string>();

function readSentOrders(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SENT_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function wasSent(key: string): boolean {
  return sentInThisPage.has(key) || readSentOrders().includes(key);
}

function markSent(key: string): void {
  sentInThisPage.add(key);
  try {
    const kept = readSentOrders().filter((item) => item !== key);
    window.localStorage.setItem(SENT_ORDERS_KEY, JSON.stringify([...kept, key].slice(-SENT_ORDERS_MAX)));
  } catch {
    // Storage refused: the page's own memory above still stops a second push in this page.
  }
}

/** Sends once per order and tracker; an order is marked only when its event really went out. */
function sendOnce(key: string, send: () => boolean): void {
  if (wasSent(key)) return;
  if (send()) markSent(key);
}

/** @internal Exported for the tests that use it directly (src/tracking/__tests__/checkout-tracking.test.ts). */
export function trackCheckoutStep(
  flow: TCheckoutFlow,
  route: TBookingRouteStep | TGiftcardRouteStep,
  cart: TCheckoutCart,
): void {
  const step = getCheckoutStep(flow, route);
  if (step) pushDataLayer(buildCheckoutStepEvent(flow, step, cart));
}

/** A table hold was made or moved (booking), or a gift-card order created: the pixel's ADD_CART. */
export function trackAddToCart(cart: TCheckoutCart): void {
  pixel('ADD_CART', buildPixelCartData(cart));
}

/** The visitor is sent to pay: the data layer's `begin_checkout`. */
export function trackBeginCheckout(flow: TCheckoutFlow, cart: TCheckoutCart): void {
  pushDataLayer(buildBeginCheckoutEvent(flow, cart));
}

/**
 * A paid order: the data layer's `purchase` and the pixel's PURCHASE, each once per order.
 *
 * @internal Exported for the tests that use it directly (src/tracking/__tests__/checkout-tracking.test.ts).
 */
export function trackPurchase(flow: TCheckoutFlow, reference: string, cart: TCheckoutCart): void {
  sendOnce(`dl:${flow}:${reference}`, () => pushDataLayer(buildPurchaseEvent(flow, reference, cart)));
  sendOnce(`px:${flow}:${reference}`, () => pixel('PURCHASE', buildPixelCartData(cart, reference)));
}

/** One `checkout` event each time a step is shown; the cart is read when the step appears. */
export function useCheckoutStepTracking(
  flow: TCheckoutFlow,
  route: TBookingRouteStep | TGiftcardRouteStep | null,
  cart: TCheckoutCart,
): void {
  useEffect(() => {
    if (route) trackCheckoutStep(flow, route, cart);
    // A step is shown once per change of route, whatever the cart does meanwhile.
  }, [flow, route]);
}

/** The purchase, once the confirmation shows a paid order (null while it is unknown or unpaid). */
export function usePurchaseTracking(
  flow: TCheckoutFlow,
  paid: { reference: string; cart: TCheckoutCart } | null,
): void {
  const reference = paid?.reference ?? null;
  useEffect(() => {
    if (paid) trackPurchase(flow, paid.reference, paid.cart);
    // Once per order shown; trackPurchase itself keeps it to once per order across reloads and tabs.
  }, [flow, reference]);
}
