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
  order: (reference: string) => `orders/${seg(reference)}`,
  orderCalendar: (reference: string) => `orders/${seg(reference)}/calendar.ics`,
  giftcardOrder: (reference: string) => `orders/${seg(reference)}/giftcard`,
  orderManage: (reference: string) => `orders/${seg(reference)}/manage`,
  orderCancel: (reference: string) => `orders/${seg(reference)}/cancel`,
  giftcardPayment: () => 'giftcard/payment',
  giftcardBalance: () => 'giftcard/balance',
  newsletter: () => 'newsletter',
  blogs: () => 'blogs',
  pageBoxes: () => 'page-boxes',
  tags: () => 'tags',
} as const;
