// Pure helpers over the booking machine's context: hold menus, the guest request
// and the price shown before the server's order arrives.

import { TABLE_DURATION_SECONDS } from '../constants.ts';
import type { TBookingGuestRequest, THoldMenu } from '../contract/booking.ts';
import type { TMenuSelections } from '../entities/booking.ts';
import type { TTimeSlot } from '../entities/product.ts';
import { formatSecondsOfDay, getSecondsOfDay, isValidTimeOfDay, NO_TIME } from '../time.ts';
import { resolveCoopCard } from '../validation/coop.ts';
import { normalizeSpecialRequests } from '../validation/contact.ts';
import { calculateBookingPrice, toPricedMenus } from '../pricing/pricing.ts';
import type { TBookingContext } from './booking-machine-types.ts';

/**
 * The price of the chosen menus before the server's order arrives (summary on BOOK): the same
 * pricing function the server uses, with the configured fee.
 */
export const getBookingPreviewPrice = (
  context: Pick<TBookingContext, 'menus' | 'menuList' | 'administrationFee' | 'locale'>,
) =>
  calculateBookingPrice({
    menus: toPricedMenus(context.menus, context.menuList),
    administrationFee: context.administrationFee,
    locale: context.locale,
  });

/** Nothing chosen on step 1 yet: the start of a booking, and what "start again" goes back to. */
export const NO_TABLE_CHOICE = {
  num_person: 0,
  time: NO_TIME,
  time_end: NO_TIME,
  menus: {},
  seatOptions: [0],
  times: [],
  menuList: [],
} satisfies Partial<TBookingContext>;
export const toHoldMenus = (menus: TMenuSelections): THoldMenu[] =>
  Object.values(menus)
    .filter((selection) => selection.num_person > 0)
    .map((selection) => ({ id: selection.menu_id, count: selection.num_person }));

export const getTimeEnd = (times: readonly TTimeSlot[], time: string): string =>
  times.find((slot) => slot.time === time)?.time_end ??
  (isValidTimeOfDay(time) ? formatSecondsOfDay(getSecondsOfDay(time) + TABLE_DURATION_SECONDS) : NO_TIME);

export const getGuestRequest = (context: TBookingContext): TBookingGuestRequest => {
  const coop = resolveCoopCard(context.guest.coop_code, context.guest.coop_zip);
  return {
    hold_id: context.hold?.hold_id ?? '',
    lang: context.locale,
    name: context.guest.name.trim(),
    email: context.guest.email.trim(),
    phone: context.guest.phone.trim(),
    is_newsletter: context.guest.is_subscribe,
    seat: context.num_person,
    time: context.time,
    time_end: context.time_end,
    coop_code: coop.cards[0]?.card_number ?? null,
    billing_zipcode: coop.billing_zipcode,
    menus: toHoldMenus(context.menus),
    giftcodes: context.guest.giftcodes,
    special_requests: normalizeSpecialRequests(context.guest.special_requests),
  };
};
