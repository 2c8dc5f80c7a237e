import { PARTY_SIZE_MAX } from '../constants.ts';
import type { TSeat } from '../entities/product.ts';
import type { TSlotStatus } from '../entities/status.ts';

/**
 * What the inventory knows of one time slot: the covers nobody holds or booked, the covers only
 * other visitors' live holds take (they may still lapse), and until when it is sold.
 */
export type TSlotCovers = { coversLeft: number; coversHeld: number; validUntil: Date };

const hasPassed = (slot: TSlotCovers, now: Date) => slot.validUntil.getTime() < now.getTime();

/**
 * A slot's status for a party of `party` (1 when no party is chosen), docs/product/spec.md §4: in-stock when
 * enough covers are free; on-hold when only other visitors' holds stand in the way; soldout
 * otherwise, and always once `validUntil` has passed.
 */
export const getSlotStatusForParty = (slot: TSlotCovers, now: Date, party = 1): TSlotStatus => {
  if (hasPassed(slot, now)) return 'soldout';
  if (slot.coversLeft >= party) return 'in-stock';
  if (slot.coversLeft + slot.coversHeld >= party) return 'on-hold';
  return 'soldout';
};

/** The party sizes a slot can still seat: 1 up to what is left, at most PARTY_SIZE_MAX. */
export const getSlotSeatsLeft = (slot: TSlotCovers, now: Date): number[] => {
  if (hasPassed(slot, now)) return [];
  const largest = Math.min(slot.coversLeft, PARTY_SIZE_MAX);
  return Array.from({ length: Math.max(largest, 0) }, (_, index) => index + 1);
};

/**
 * One seat per party size 1–PARTY_SIZE_MAX with the arrival times it can book (docs/product/spec.md §3: seat,
 * status, time_list): in-stock when any time is, else on-hold when holds stand in the way.
 */
export const getSeatsByParty = <T extends TSlotCovers & { time: string }>(
  slots: readonly T[],
  now: Date,
): TSeat[] =>
  Array.from({ length: PARTY_SIZE_MAX }, (_, index) => {
    const seat = index + 1;
    const statuses = slots.map((slot) => getSlotStatusForParty(slot, now, seat));
    const timeList = slots
      .filter((_, slotIndex) => statuses[slotIndex] === 'in-stock')
      .map((slot) => slot.time);
    const status: TSlotStatus =
      timeList.length > 0 ? 'in-stock' : statuses.includes('on-hold') ? 'on-hold' : 'soldout';
    return { seat, status, time_list: timeList };
  });

/**
 * A time slot's status as the visitor is told it: `passed` once its `valid_until` has gone by.
 * The API answers such a slot `soldout` (docs/product/spec.md §4), but a time that has passed is
 * not sold out, and the place page and step 1 must not say it is.
 */
export type TSlotDisplayStatus = TSlotStatus | 'passed';

export const getSlotDisplayStatus = (
  slot: { status: TSlotStatus; valid_until: string },
  now: Date,
): TSlotDisplayStatus => (Date.parse(slot.valid_until) < now.getTime() ? 'passed' : slot.status);
