import { CANCELLATION_CUTOFF_SECONDS } from '../constants.ts';
import { getServiceInstant } from './service-day.ts';

/**
 * The last instant a booking for `time` on the service day `date` (Copenhagen) can be cancelled:
 * the cut-off before arrival (docs/decisions/0410-cancellation-cut-off-two-hours-before-arrival.md).
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
