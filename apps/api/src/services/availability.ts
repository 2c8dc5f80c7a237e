import { getSlotSeatsLeft, getSlotStatusForParty, type TTimeSlot } from '@tredjedel/domain';

import type { TSlotRow } from '../plugins/app/inventory-repository.ts';

/** A slot row as the API shows it; the status and seats follow the domain's rules (docs/product/spec.md §4). */
export function toTimeSlot(slot: TSlotRow, now: Date, party = 1): TTimeSlot {
  return {
    time: slot.time,
    time_end: slot.timeEnd,
    cover: slot.coversLeft,
    status: getSlotStatusForParty(slot, now, party),
    seats: getSlotSeatsLeft(slot, now),
    valid_until: slot.validUntil.toISOString(),
  };
}
