import {
  BOOKING_STEPS,
  calculateGiftcardPrice,
  DEFAULT_CURRENCY,
  getContainedVat,
  GIFTCARD_STEPS,
  type TBookingLineItem,
  type TBookingRouteStep,
  type TGiftcardRouteStep,
} from '@tredjedel/domain';

/**
 * The data layer's checkout events in GA4 e-commerce shape (docs/product/spec.md §7): money in
 * kroner, VAT included, currency DKK. Pure builders: the senders in checkout-tracking.ts add consent.
 */

export type TCheckoutFlow = 'booking' | 'giftcard';

type TCheckoutItem = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_category: string;
  affiliation?: string;
};

/** What is being bought: the amount to pay in øre and the lines in kroner. */
export type TCheckoutCart = { total: number; items: TCheckoutItem[] };

/** Øre to the kroner every tracking event carries (the data layer's and the pixel's). */
export const toKroner = (ore: number) => ore / 100;

/** The place a booking is at: its name is every item's `affiliation`, its type the `item_category`. */
export type TCheckoutPlace = { name: string; product_type: string };

/**
 * A booking order (the hold's, or the confirmation's): one item per menu with its quantity and
 * unit price; the total is what the visitor pays (gift codes deducted, fee included). The one
 * builder of every booking event's items (add to cart, checkout steps, begin_checkout, purchase),
 * so funnel reports see the same menus under the same place and category.
 */
export function bookingCart(
  order: { line_items: readonly TBookingLineItem[]; total: number } | null,
  place: TCheckoutPlace,
): TCheckoutCart {
  if (!order) return { total: 0, items: [] };
  const items = order.line_items
    .filter((line) => line.type === 'menu')
    .map((line): TCheckoutItem => ({
      item_id: String(line.menu_id ?? line.title),
      item_name: line.title,
      price: toKroner(line.unit_price ?? line.amount),
      quantity: line.quantity ?? 1,
      item_category: place.product_type,
      affiliation: place.name,
    }));
  return { total: order.total, items };
}

/** A gift-card order: the card's amount × quantity (docs/product/readings.md "Money"). */
export function giftcardCart(data: { amount: number; quantity: number }): TCheckoutCart {
  if (data.amount <= 0 || data.quantity <= 0) return { total: 0, items: [] };
  const { total } = calculateGiftcardPrice({ amount: data.amount, quantity: data.quantity });
  return {
    total,
    items: [
      {
        item_id: `giftcard-${data.amount}`,
        item_name: 'Gavekort',
        price: toKroner(data.amount),
        quantity: data.quantity,
        item_category: 'giftcard',
      },
    ],
  };
}

/**
 * The step's number and name from the domain's step lists (packages/domain/src/booking/steps.ts),
 * counted from 1 in route order: booking BOOK 1, INFO 2, TERMS 3, PAYMENT 4; gift card 1–3.
 */
export function getCheckoutStep(
  flow: TCheckoutFlow,
  route: TBookingRouteStep | TGiftcardRouteStep,
): { number: number; name: string } | null {
  const steps: readonly { route: string; label: string }[] =
    flow === 'booking' ? BOOKING_STEPS : GIFTCARD_STEPS;
  const index = steps.findIndex((step) => step.route === route);
  const step = steps[index];
  return step ? { number: index + 1, name: step.label } : null;
}

const ecommerceOf = (cart: TCheckoutCart) => ({
  currency: DEFAULT_CURRENCY,
  value: toKroner(cart.total),
  items: cart.items,
});

export function buildCheckoutStepEvent(
  flow: TCheckoutFlow,
  step: { number: number; name: string },
  cart: TCheckoutCart,
) {
  return {
    event: 'checkout',
    ecommerce: {
      checkout_flow: flow,
      checkout_step: step.number,
      checkout_step_name: step.name,
      ...ecommerceOf(cart),
    },
  };
}

export function buildBeginCheckoutEvent(flow: TCheckoutFlow, cart: TCheckoutCart) {
  return { event: 'begin_checkout', ecommerce: { checkout_flow: flow, ...ecommerceOf(cart) } };
}

/** `purchase`: the order reference as transaction id, and the VAT contained in what was paid. */
export function buildPurchaseEvent(flow: TCheckoutFlow, reference: string, cart: TCheckoutCart) {
  return {
    event: 'purchase',
    ecommerce: {
      checkout_flow: flow,
      transaction_id: reference,
      tax: toKroner(getContainedVat(cart.total)),
      ...ecommerceOf(cart),
    },
  };
}

/** The pixel's ADD_CART and PURCHASE data (the pixel adds nothing of its own but the currency). */
export function buildPixelCartData(cart: TCheckoutCart, reference?: string) {
  return {
    currency: DEFAULT_CURRENCY,
    value: toKroner(cart.total),
    item_ids: cart.items.map((item) => item.item_id),
    quantity: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    ...(reference === undefined ? {} : { order_id: reference }),
  };
}
