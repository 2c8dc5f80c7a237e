import {
  ZApiError,
  ZAreaListResponse,
  ZBlogDetailResponse,
  ZBlogListResponse,
  ZBookingCalculateResponse,
  ZBookingGiftcodeDeleteResponse,
  ZBookingGiftcodeResponse,
  ZBookingGuestResponse,
  ZBookingHoldResponse,
  ZBookingHoldState,
  ZBookingPaymentResponse,
  ZCityListResponse,
  ZGiftcardPaymentResponse,
  ZGuideResponse,
  ZNavigationResponse,
  ZNewsletterResponse,
  ZOrderConfirmation,
  ZPageBoxListResponse,
  ZPartnerListResponse,
  ZProductDetailResponse,
  ZProductListResponse,
  ZProductMenusResponse,
  ZProductStockMenusResponse,
  ZProductStockTimesResponse,
  ZProductStocksResponse,
  ZTagListResponse,
} from '@tredjedel/domain';

/**
 * Every answer of `/api/v4` the client asks for, by name, with the schema from
 * `@tredjedel/domain` that the server types it with. A call names its answer (`answer: 'cities'`)
 * and gets its type from here; the schema itself is only used by a client created with
 * `{ schemas: API_ANSWERS }` (the server's render, tests). The browser's client never imports
 * this module, so zod and the schemas stay out of its bundle (docs/decisions/0008).
 */
export const API_ANSWERS = {
  error: ZApiError,
  cities: ZCityListResponse,
  areas: ZAreaListResponse,
  tags: ZTagListResponse,
  productDetail: ZProductDetailResponse,
  pageBoxes: ZPageBoxListResponse,
  blogs: ZBlogListResponse,
  blog: ZBlogDetailResponse,
  partners: ZPartnerListResponse,
  guide: ZGuideResponse,
  navigation: ZNavigationResponse,
  products: ZProductListResponse,
  productStocks: ZProductStocksResponse,
  productStockTimes: ZProductStockTimesResponse,
  productStockMenus: ZProductStockMenusResponse,
  productMenus: ZProductMenusResponse,
  newsletter: ZNewsletterResponse,
  order: ZOrderConfirmation,
  bookingHold: ZBookingHoldResponse,
  bookingHoldState: ZBookingHoldState,
  bookingCalculate: ZBookingCalculateResponse,
  bookingGuest: ZBookingGuestResponse,
  bookingGiftcode: ZBookingGiftcodeResponse,
  bookingGiftcodeDelete: ZBookingGiftcodeDeleteResponse,
  bookingPayment: ZBookingPaymentResponse,
  giftcardPayment: ZGiftcardPaymentResponse,
} as const;
