/** Base of every call (docs/product/spec.md §7). */
export const API_BASE = '/api/v4';

const seg = encodeURIComponent;

/** Paths of every /api/v4 call, relative to {@link API_BASE}. */
export const API_PATHS = {
  products: () => 'products',
  product: (idOrSlug: number | string) => `products/${seg(String(idOrSlug))}`,
  productStocks: (id: number) => `products/${id}/stocks`,
  productStockTimes: (id: number) => `products/${id}/stocks/times`,
  productStockMenus: (id: number) => `products/${id}/stocks/menus`,
  productMenus: (id: number) => `products/${id}/menus`,
  bookingCalculate: (id: number) => `booking/${id}/calculate`,
  bookingHold: (id: number) => `booking/${id}/hold`,
  bookingHoldState: (id: number, holdId: string) => `booking/${id}/hold/${seg(holdId)}`,
  bookingGuest: (id: number) => `booking/${id}/guest`,
  bookingGiftcode: (id: number) => `booking/${id}/giftcode`,
  bookingGiftcodeDelete: (id: number, code: string) => `booking/${id}/giftcode/${seg(code)}`,
  bookingPayment: (id: number) => `booking/${id}/payment`,
  bookingWaitlist: (id: number) => `booking/${id}/waitlist`,
  order: (orderId: number) => `orders/${orderId}`,
  orderCalendar: (orderId: number) => `orders/${orderId}/calendar.ics`,
  giftcardOrder: (orderId: number) => `orders/${orderId}/giftcard`,
  orderManage: (orderId: number) => `orders/${orderId}/manage`,
  orderCancel: (orderId: number) => `orders/${orderId}/cancel`,
  giftcardPayment: () => 'giftcard/payment',
  giftcardBalance: () => 'giftcard/balance',
  newsletter: () => 'newsletter',
  blogs: () => 'blogs',
  pageBoxes: () => 'page-boxes',
  tags: () => 'tags',
} as const;
