import { CANCELLATION_CUTOFF_SECONDS } from '../constants.ts';
import { getServiceInstant, getServiceTimeOfDay } from './service-day.ts';

/**
 * The last instant a booking for `time` on the service day `date` (Copenhagen) can be cancelled:
 * the cut-off before arrival (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 * The server refuses after it, and the manage page, terms step and e-mail show it.
 */
export const getCancellationDeadline = (date: string, time: string): Date =>
  new Date(
    getServiceInstant(date, time.length === 5 ? `${time}:00` : time).getTime() -
      CANCELLATION_CUTOFF_SECONDS * 1000,
  );

/** Whether cancelling is still open at `now`: strictly before the deadline. */
export const isBeforeCancellationDeadline = (deadline: Date, now: Date): boolean =>
  now.getTime() < deadline.getTime();

/** The cut-off in whole hours, for texts ("until 2 hours before arrival"). */
export const CANCELLATION_CUTOFF_HOURS = CANCELLATION_CUTOFF_SECONDS / 3600;

/**
 * What the guest is told about cancelling a table for `time` today, computed once for step 3, the
 * confirmation e-mail, the confirmation page and the manage page: the deadline, its time of day
 * (HH:MM, Copenhagen) and whether it is still ahead at `now`. A table booked less than the cut-off
 * before arrival cannot be cancelled, and the guest must learn that before paying, not after
 * (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export type TCancellationPolicy = {
  deadline: Date;
  /** HH:MM of the deadline in Copenhagen, for formatTimeOfDay. */
  deadlineTime: string;
  isCancellable: boolean;
};

export const getCancellationPolicy = (date: string, time: string, now: Date): TCancellationPolicy => {
  const deadline = getCancellationDeadline(date, time);
  return {
    deadline,
    deadlineTime: getServiceTimeOfDay(deadline).slice(0, 5),
    isCancellable: isBeforeCancellationDeadline(deadline, now),
  };
};
