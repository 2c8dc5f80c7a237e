import type { TSeat, TSlotStatus, TTimeSlot } from '@tredjedel/domain';

import { MAX_PARTY, type TSlotRow } from '../plugins/app/inventory-repository.ts';

/**
 * A slot's status for a party of `party` (1 when no party is chosen): in-stock when enough covers
 * are free; on-hold when only other visitors' holds stand in the way (they may still expire);
 * soldout otherwise, and always once `valid_until` has passed (spec point 4).
 */
export function getSlotStatusFor(slot: TSlotRow, now: Date, party = 1): TSlotStatus {
  if (slot.validUntil.getTime() < now.getTime()) return 'soldout';
  if (slot.coversLeft >= party) return 'in-stock';
  if (slot.coversLeft + slot.coversHeld >= party) return 'on-hold';
  return 'soldout';
}

/** The party sizes a slot can still seat: 1 up to what is left, at most 8. */
export function getSeatsLeft(slot: TSlotRow, now: Date): number[] {
  if (slot.validUntil.getTime() < now.getTime()) return [];
  const largest = Math.min(slot.coversLeft, MAX_PARTY);
  return Array.from({ length: Math.max(largest, 0) }, (_, index) => index + 1);
}

export function toTimeSlot(slot: TSlotRow, now: Date, party = 1): TTimeSlot {
  return {
    time: slot.time,
    time_end: slot.timeEnd,
    cover: slot.coversLeft,
    status: getSlotStatusFor(slot, now, party),
    seats: getSeatsLeft(slot, now),
    valid_until: slot.validUntil.toISOString(),
  };
}

/** One seat per party size 1–8 with the times it can arrive at (spec point 3: seat, status, time_list). */
export function toSeats(slots: readonly TSlotRow[], now: Date): TSeat[] {
  return Array.from({ length: MAX_PARTY }, (_, index) => {
    const seat = index + 1;
    const statuses = slots.map((slot) => getSlotStatusFor(slot, now, seat));
    const timeList = slots
      .filter((_, slotIndex) => statuses[slotIndex] === 'in-stock')
      .map((slot) => slot.time);
    const status: TSlotStatus =
      timeList.length > 0 ? 'in-stock' : statuses.includes('on-hold') ? 'on-hold' : 'soldout';
    return { seat, status, time_list: timeList };
  });
}
