import type { TSlotStatus } from '../entities/status.ts';
import type { TProductType } from '../product-type.ts';
import type { TLocale } from '../locale.ts';
import { isValidTimeOfDay } from '../time.ts';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../constants.ts';
import { buildPath } from '../routes/routes.ts';

/*
 * The waitlist of a sold-out time (docs/decisions/0415-waitlist-for-a-sold-out-time.md): the rules
 * the page, the server and the e-mail share.
 */

/** Query parameters of step 1 that preselect a party size and a time (the waitlist e-mail's link). */
const BOOKING_PERSON_QUERY_PARAM = 'person';
const BOOKING_TIME_QUERY_PARAM = 'time';

/** A visitor may wait for a time only when their party cannot book it now. */
export const canJoinWaitlist = (status: TSlotStatus): boolean => status !== 'in-stock';

export type TWaitingEntry = { id: number; party: number };

/**
 * Who is told when covers come back: the waiting entries in the order they joined, each one whose
 * party still fits in the covers not yet offered; an entry that does not fit keeps its place for a
 * later freeing, and a smaller party behind it may be told first. Returns the ids to notify.
 */
export const pickWaitlistToNotify = (entries: readonly TWaitingEntry[], coversToOffer: number): number[] => {
  let left = Math.max(coversToOffer, 0);
  const picked: number[] = [];
  for (const entry of entries) {
    if (left <= 0) break;
    if (entry.party <= left) {
      picked.push(entry.id);
      left -= entry.party;
    }
  }
  return picked;
};

/**
 * Covers that may be offered to the next in line: the free covers less the parties told within
 * the offer window (they are likely booking them now), never below zero.
 */
export const getCoversToOffer = (freeCovers: number, recentlyOfferedParties: readonly number[]): number =>
  Math.max(freeCovers - recentlyOfferedParties.reduce((sum, party) => sum + party, 0), 0);

export type TBookingPreselect = { person: number; time: string };

/** Step 1 of a place with the party size and time chosen (HH:MM:SS), as the waitlist e-mail links to it. */
export const buildBookingStep1Path = (
  locale: TLocale,
  productType: TProductType,
  slug: string,
  preselect: TBookingPreselect,
): string => {
  const query = [
    `${BOOKING_PERSON_QUERY_PARAM}=${preselect.person}`,
    `${BOOKING_TIME_QUERY_PARAM}=${encodeURIComponent(preselect.time)}`,
  ].join('&');
  return `${buildPath({ name: 'booking', step: 'step1', productType, slug }, locale)}?${query}`;
};

/**
 * The preselection a step-1 address carries, or null when either value is missing or not valid
 * (a party size of 1–8 and a time HH:MM:SS).
 */
export const readBookingPreselect = (search: Record<string, unknown>): TBookingPreselect | null => {
  const person = Number(search[BOOKING_PERSON_QUERY_PARAM]);
  const rawTime = search[BOOKING_TIME_QUERY_PARAM];
  const time = typeof rawTime === 'string' && /^\d\d:\d\d$/.test(rawTime) ? `${rawTime}:00` : rawTime;
  if (!Number.isInteger(person) || person < PARTY_SIZE_MIN || person > PARTY_SIZE_MAX) return null;
  if (!isValidTimeOfDay(time)) return null;
  return { person, time };
};
