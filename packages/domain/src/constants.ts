/**
 * Business constants and limits of docs/product/spec.md §9 (and the readings of docs/product/readings.md).
 * Money is integer øre (1 krone = 100 øre).
 */

/** Smallest and largest party that can book (docs/product/spec.md §5: 1–8). */
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 8;
/** The person filter and seat picker options; 0 means "not chosen". */
export const PERSON_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

export const NAME_MAX_LENGTH = 50;
/**
 * Special requests and allergies on the guest step: optional, at most this many characters
 * (code points), enough for an allergy list and a wish, short enough for the place's daily list.
 */
export const SPECIAL_REQUESTS_MAX_LENGTH = 500;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const COOP_CODE_MAX_DIGITS = 8;
export const POSTCODE_DIGITS = 4;

/** Default time filter window (docs/product/spec.md §9). */
export const DEFAULT_TIME_START = '00:00:00';
export const DEFAULT_TIME_END = '23:45:00';
/** The time filter offers 10:00, 10:30 … 23:30 and 23:45 (docs/product/readings.md, Booking). */
export const TIME_OPTION_FIRST = '10:00:00';
export const TIME_OPTION_LAST = '23:45:00';
/** Slot interval in seconds (docs/product/spec.md §9). */
export const TIME_INTERVAL_SECONDS = 1800;
/** A table is the guest's for 2 hours from arrival (docs/product/readings.md, Time slot). */
export const TABLE_DURATION_SECONDS = 7200;
/**
 * A confirmed booking can be cancelled (and refunded) until 2 hours before arrival
 * (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export const CANCELLATION_CUTOFF_SECONDS = 7200;

/** Menu defaults when a menu has no window of its own (docs/product/spec.md §3). */
export const MENU_DEFAULT_TIME_START = '00:00:00';
export const MENU_DEFAULT_TIME_END = '23:59:59';
/** The menu type that is sorted last in menu lists. */
export const LUNCH_MENU_TYPE = 'LUNCH';

export const BLOG_PAGE_SIZE = 9;
export const PAGE_BOX_PAGE_SIZE = 5;
export const PAGE_BOX_POSITIONS = ['bottom', 'top'] as const;

export const GIFTCARD_DEFAULT_QUANTITY = 1;
/**
 * The bounds of one gift-card purchase, for the form, the API's schema and the validation alike
 * (docs/decisions/0203-gift-cards-limits-and-reservations.md): at most 10 cards of at most 10.000 kr. each, so a
 * typo cannot order a fortune.
 */
export const GIFTCARD_MAX_QUANTITY = 10;
export const GIFTCARD_MAX_AMOUNT_ORE = 1_000_000;
/** The quantities the form offers: 1 up to GIFTCARD_MAX_QUANTITY. */
export const GIFTCARD_QUANTITY_OPTIONS: readonly number[] = Array.from(
  { length: GIFTCARD_MAX_QUANTITY },
  (_, index) => index + 1,
);
/**
 * The greeting a buyer may put on the cards (docs/decisions/0203-gift-cards-limits-and-reservations.md,
 * "Recipient and message"): the recipient's name as long as a guest's name, and a message that
 * still fits one printed card (a card per A4 page at a readable size holds about 300 characters in
 * at most 8 lines).
 */
export const GIFTCARD_RECIPIENT_MAX_LENGTH = 50;
export const GIFTCARD_MESSAGE_MAX_LENGTH = 300;
export const GIFTCARD_MESSAGE_MAX_LINES = 8;
/** Tax shown on gift cards, percent of the total (information only). */
export const GIFTCARD_TAX_PERCENT = 25;
/** VAT contained in booking prices, percent. */
export const VAT_PERCENT = 25;
/** Administration fee per booking order when configuration gives none: 25 kr. incl. VAT. */
export const DEFAULT_ADMINISTRATION_FEE_ORE = 2500;

/** A hold and its HttpOnly cookie live 15 minutes from the hold's creation (ADR 0205). */
export const HOLD_TTL_SECONDS = 900;
export const HOLD_TTL_MS = HOLD_TTL_SECONDS * 1000;
export const HOLD_COOKIE_NAME = 'hold_id';
/**
 * Set and cleared with the HttpOnly hold cookie, readable by the page and holding no id: it tells
 * the booking page whether there is a hold to restore, so a visitor without one is not sent a 404
 * (docs/decisions/0205-a-hold-belongs-to-its-visitor-for-fifteen-minutes.md).
 */
export const HOLD_HINT_COOKIE_NAME = 'td_hold';
/** The ad-tracking e-mail cookie lives one year. */
export const AD_TRACKING_EMAIL_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Newsletter poll: every second, for up to 20 seconds (docs/product/spec.md §7). */
export const NEWSLETTER_POLL_INTERVAL_MS = 1000;
export const NEWSLETTER_POLL_TIMEOUT_MS = 20_000;

export const DEFAULT_SORT_ID = 0;
export const DEFAULT_CITY_SLUG = 'kobenhavn';
export const DEFAULT_CURRENCY = 'DKK';

/** Query flag the payment gateway adds when a payment was declined or abandoned. */
export const PAYMENT_FAILED_QUERY_PARAM = 'ispafa';
/** Hash that opens a product's gallery. */
export const GALLERY_HASH = '#galleri';
/** Server-side time zone of "today" (docs/product/readings.md, Today only). */
export const SERVICE_TIME_ZONE = 'Europe/Copenhagen';
