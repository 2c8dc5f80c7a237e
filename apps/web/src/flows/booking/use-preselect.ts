import {
  readBookingPreselect,
  type TBookingContext,
  type TBookingEvent,
  type TBookingPreselect,
} from '@tredjedel/domain';
import { useEffect, useRef, useState } from 'react';

/** The party size and time in the address of step 1 (the waitlist e-mail's link), once, in the browser. */
function readAddressPreselect(): TBookingPreselect | null {
  if (typeof window === 'undefined') return null;
  return readBookingPreselect(Object.fromEntries(new URLSearchParams(window.location.search)));
}

/**
 * Chooses the party size from the address as soon as step 1 shows, then the time once the times
 * have loaded, if it can be booked (docs/decisions/0415-waitlist-for-a-sold-out-time.md); a time
 * gone again leaves the choice to the visitor. Only once per page: later choices are the visitor's.
 */
export function usePreselectFromAddress({
  context,
  isOnStep1,
  isLoadingTimes,
  send,
}: {
  context: TBookingContext;
  isOnStep1: boolean;
  isLoadingTimes: boolean;
  send: (event: TBookingEvent) => void;
}): void {
  const [preselect] = useState(readAddressPreselect);
  const stage = useRef<'person' | 'time' | 'done'>(preselect ? 'person' : 'done');
  useEffect(() => {
    if (!preselect || !isOnStep1 || stage.current === 'done') return;
    if (stage.current === 'person') {
      stage.current = 'time';
      send({ type: 'person.set', num_person: preselect.person });
      return;
    }
    if (isLoadingTimes || context.num_person !== preselect.person) return;
    stage.current = 'done';
    const slot = context.times.find((candidate) => candidate.time === preselect.time);
    if (slot?.status === 'in-stock') send({ type: 'time.set', time: preselect.time });
  }, [preselect, isOnStep1, isLoadingTimes, context.num_person, context.times, send]);
}
