/**
 * The error catalogue (docs/product/spec.md §5 and §8): every key the product shows, with its English text.
 * Texts the spec gives are quoted from it; the rest are written in the same voice. Placeholders
 * are `{n}` (a number of people), `{menu}` (a menu name) and `{sizes}` (allowed party sizes).
 * The web app translates keys; this English text is the fallback and the server's `message`.
 */
const ERROR_MESSAGES = {
  'errors.num_person': 'Invalid number of people',
  'errors.num_person_missing': 'Choose how many you are',
  'errors.time': 'Invalid time',
  'errors.menus_num_person': 'Choose menus for {n} people',
  'errors.menu_select_person': 'Choose menus for {n} people',
  'errors.menu_table_size_limit': '{menu} can only be ordered for {sizes} people',
  'errors.menu_time': '{menu} cannot be ordered at this time',
  'errors.name': 'Enter your name (at most 50 characters)',
  'errors.email': 'Enter a valid email address',
  'errors.email_confirm': 'Email addresses must match',
  'errors.phone': 'Enter a valid mobile number',
  'errors.special_requests': 'Special requests can be at most 500 characters',
  'errors.is_accept_terms': 'Accept the terms to continue',
  'errors.accept_terms': 'Accept the terms to continue',
  'errors.gc-exist': 'Gift card is already added',
  'errors.gc-mail-phone': 'Enter name, email and mobile and a valid gift card code',
  'errors.gc-invalid': 'Invalid giftcard',
  'errors.gc-num-person': 'The gift card is only valid for {n} people',
  'errors.coop_code': 'INVALID MEMBER NUMBER',
  'errors.coop_zip': 'Invalid zip code',
  'errors.giftcard_amount': 'Enter a gift card value',
  'errors.giftcard_quantity': 'Enter a quantity',
  'errors.giftcard_recipient': 'The recipient’s name can be at most 50 characters',
  'errors.giftcard_message': 'The message can be at most 300 characters in 8 lines',
  'errors.giftcard_code': 'Enter the code from the gift card',
  'errors.error-gc-resto': 'The gift card is not valid at this place',
  'errors.error-gc-expired': 'The gift card is no longer active',
  'errors.error-matas-card': 'The membership number is invalid',
  'errors.error-gc-status': 'The gift card has already been used',
  'errors.error-gc-user': 'The gift card cannot be used by you',
  'errors.error-gc-newuser': 'The gift card is only valid for new customers',
  'errors.error-gc-maxuse': 'The gift card has been used the maximum number of times',
  'errors.no_table_available': 'The last table has just been sold, so you can not complete this order',
  'errors.table_on_hold':
    'Someone else is holding the last table at this time. It may free up within 15 minutes: choose another time or try again shortly.',
  'errors.hold_limit':
    'You already hold as many tables as one visitor can at a time. Finish a booking or wait for a hold to lapse.',
  'errors.too_many_requests': 'Too many attempts in a short time. Wait a minute and try again.',
  'errors.waitlist_in_stock': 'A table is free at this time: book it now',
  'errors.waitlist_consent': 'Accept that we e-mail you once if a table frees up',
  'errors.partner_required': 'Fill in this field',
  'errors.partner_message': 'Write at most 2000 characters',
  'errors.new_place_price': 'Enter a normal price in whole kroner from 1 to 10,000',
  'errors.new_place_area': 'Choose a city the site has, and one of its areas',
  'errors.new_place_kitchens': 'Choose kitchens from the list',
  'errors.cancel_too_late':
    'Bookings can be cancelled until {n} hours before arrival, so this booking can no longer be cancelled',
  'errors.cancel_not_confirmed': 'Only a confirmed booking can be cancelled',
  'errors.modal-title': 'Error',
  'errors.unknown': 'Failed, Please reload and try again',
  'message.all_hold_warning':
    'Someone else is buying the last seat right now, so you cannot continue the booking',
  'message.hold_expired': 'Your table is no longer reserved. Please choose a time again.',
  'message.payment_failed': 'Payment failed. Please try again.',
  'message.times_load_failed': 'Failed to load times, Please reload and try again',
  'message.menus_load_failed': 'Failed to load menus, Please reload and try again',
  'message.giftcode_remove_failed': 'Unable to remove giftcode, Please reload and try again',
  'message.giftcard_purchase_failed': 'Failed, Please reload and try again',
  'message.choose_time': 'Choose an arrival time',
  'message.choose_menus': 'Choose the menus',
  'message.enter_contact': 'Enter name, email and mobile',
  'message.emails_must_match': 'Email addresses must match',
  'message.enter_giftcard_value': 'Enter a gift card value',
  'message.not_possible': 'Not possible',
  gc_success_msg: 'The gift card has been added',
} as const;

export type TCatalogueKey = keyof typeof ERROR_MESSAGES;
/** An error key: a catalogue key, or `errors.bycode-{code}` from the server's error_message code. */
export type TErrorKey = TCatalogueKey | `errors.bycode-${string}`;

/**
 * Every key of the catalogue.
 *
 * @internal Exported for the web's catalog test (apps/web/src/flows/__tests__/error-messages.test.ts),
 * which checks that each key has a Danish and an English text.
 */
export const ERROR_KEYS = Object.keys(ERROR_MESSAGES) as TCatalogueKey[];

/** Values for a message's placeholders. */
export type TErrorParams = { n?: number; menu?: string; sizes?: string; code?: string };

/** An error with the values its message needs. */
export type TFieldError = { key: TErrorKey; params?: TErrorParams };

export const isCatalogueKey = (key: string): key is TCatalogueKey => Object.hasOwn(ERROR_MESSAGES, key);

const BYCODE_PREFIX = 'errors.bycode-';

/**
 * The English text of an error key with its placeholders filled. `errors.bycode-{code}` keys have
 * no catalogue text of their own: they read as the generic failure naming the code.
 */
export const getErrorMessage = (key: TErrorKey, params: TErrorParams = {}): string => {
  const template = isCatalogueKey(key) ? ERROR_MESSAGES[key] : `${ERROR_MESSAGES['errors.unknown']} ({code})`;
  const values: Record<'n' | 'menu' | 'sizes' | 'code', string> = {
    n: params.n === undefined ? '' : String(params.n),
    menu: params.menu ?? '',
    sizes: params.sizes ?? '',
    code: params.code ?? key.slice(BYCODE_PREFIX.length),
  };
  return template.replace(/\{(n|menu|sizes|code)\}/g, (_match, name: keyof typeof values) => values[name]);
};

/** The key of a server-supplied error code (docs/product/spec.md §8). */
export const getBycodeErrorKey = (code: string): TErrorKey => `${BYCODE_PREFIX}${code}`;
