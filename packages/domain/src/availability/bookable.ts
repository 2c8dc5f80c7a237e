import { DEFAULT_TIME_END, DEFAULT_TIME_START } from '../constants.ts';
import type { TMenu, TTimeSlot } from '../entities/product.ts';
import { getServiceTimeOfDay } from '../booking/service-day.ts';
import { getTimeOptions, isTimeWithin } from '../time.ts';
import { isSlotInStock } from './availability.ts';

/*
 * What a visitor finding a place can book tonight, from now on: the "Fra" price, the free arrival
 * times offered as buttons, and the times the filters offer
 * (docs/decisions/0005-rules-shared-by-browser-server-and-e-mail.md, "What can still be booked").
 * The listing computes the same in SQL (apps/api/src/plugins/app/listing-repository.ts); these
 * functions are the reference its tests compare it with.
 */

/**
 * The party a listing's time buttons are for when the visitor has chosen none: a table for two,
 * the size most tables are booked for. A chosen party (the person filter) wins.
 */
export const DEFAULT_OFFER_PARTY = 2;

export const getOfferParty = (person: number): number => (person > 0 ? person : DEFAULT_OFFER_PARTY);

type TBookableSlot = Pick<TTimeSlot, 'time' | 'status' | 'seats' | 'valid_until'>;

/**
 * Today's arrival times still ahead that seat `party`, within the filter window when one is given,
 * in the order of the day.
 */
export const getFreeTimes = (
  slots: readonly TBookableSlot[],
  party: number,
  now: Date,
  window: { start: string; end: string } = { start: DEFAULT_TIME_START, end: DEFAULT_TIME_END },
): string[] =>
  slots
    .filter(
      (slot) =>
        isSlotInStock(slot, now) &&
        slot.seats.includes(party) &&
        isTimeWithin(slot.time, window.start, window.end),
    )
    .map((slot) => slot.time)
    .sort();

type TPricedMenu = Pick<TMenu, 'price_sale' | 'price_regular' | 'status' | 'time_start' | 'time_end'>;

/**
 * The "Fra" price: the cheapest menu on sale that can be chosen at an arrival time still ahead
 * with a free table (a lunch price does not count at 18:30). Its regular price comes with it; ties
 * go to the lower regular price. Null when nothing can be booked today any more: the caller shows
 * the place's cheapest menu then.
 */
export const getBookableFromPrice = (
  menus: readonly TPricedMenu[],
  slots: readonly TBookableSlot[],
  now: Date,
): { price_sale: number; price_regular: number } | null => {
  const times = slots.filter((slot) => isSlotInStock(slot, now)).map((slot) => slot.time);
  let best: { price_sale: number; price_regular: number } | null = null;
  for (const menu of menus) {
    if (menu.status !== 'in-stock') continue;
    if (!times.some((time) => isTimeWithin(time, menu.time_start, menu.time_end))) continue;
    if (
      best === null ||
      menu.price_sale < best.price_sale ||
      (menu.price_sale === best.price_sale && menu.price_regular < best.price_regular)
    ) {
      best = { price_sale: menu.price_sale, price_regular: menu.price_regular };
    }
  }
  return best;
};

/**
 * The time filter's and the home search's options that are still ahead today (10:00 … 23:45,
 * docs/product/readings.md "Time slot"): a time that has passed finds nothing to book. `keep` stays
 * in the list even when passed, so a filter read from an older address still shows what it says.
 */
export const getUpcomingTimeOptions = (now: Date, keep: readonly string[] = []): string[] => {
  const current = getServiceTimeOfDay(now);
  return getTimeOptions().filter((time) => time >= current || keep.includes(time));
};

/**
 * A place's opening hours today from its serving hours (lunch, dinner …): the windows in the
 * order of the day, overlapping or touching ones joined, so "11.30–14.30, 17.30–23.45" is shown.
 */
export const getOpeningHours = (
  servingHours: readonly { time_start: string; time_end: string }[],
): { start: string; end: string }[] => {
  const windows = [...servingHours]
    .map((hours) => ({ start: hours.time_start, end: hours.time_end }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const joined: { start: string; end: string }[] = [];
  for (const window of windows) {
    const last = joined.at(-1);
    if (last && window.start <= last.end) {
      if (window.end > last.end) last.end = window.end;
    } else joined.push({ ...window });
  }
  return joined;
};
