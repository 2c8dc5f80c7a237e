import type { TConsoleBooking } from '../contract/console.ts';
import type { TLocale } from '../locale.ts';
import { formatMoney } from '../money/format-money.ts';

/**
 * The daily list's columns, in order: the printed view of the console's today page and the page
 * behind the signed daily-list link show these, from the same rows (docs/decisions/0500-restaurants-console.md).
 * A new field is one more key here, its cell below, and its heading in each view (both views
 * type their headings as `Record<TDayListColumn, …>`, so a missing one fails the build).
 */
export const DAY_LIST_COLUMNS = [
  'time',
  'party',
  'menus',
  'guest',
  'phone',
  'reference',
  'paid',
  'requests',
] as const;
export type TDayListColumn = (typeof DAY_LIST_COLUMNS)[number];

/** One booking's cells as text, by column. */
export function formatDayListCells(
  booking: TConsoleBooking,
  locale: TLocale,
): Record<TDayListColumn, string> {
  return {
    time: booking.time,
    party: String(booking.num_person),
    menus: booking.menus.map((menu) => `${menu.count} × ${menu.name}`).join(', ') || '–',
    guest: booking.guest_name,
    phone: booking.guest_phone,
    reference: booking.order_reference,
    paid: formatMoney(booking.paid, locale),
    requests: booking.special_requests || '–',
  };
}

/** Bookings and guests of a list's confirmed rows: the line above the table. */
export function countDayList(bookings: readonly TConsoleBooking[]): { bookings: number; guests: number } {
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed');
  return {
    bookings: confirmed.length,
    guests: confirmed.reduce((sum, booking) => sum + booking.num_person, 0),
  };
}
