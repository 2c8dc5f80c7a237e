import { getErrorMessage, HOLD_LIMIT_MSG } from '@tredjedel/domain';

import { HttpError } from '../../lib/http-errors.ts';

/** The hoarding limits of ADR 0205 (config HOLD_MAX_*), checked by `take_hold` (migration 0015). */
export type THoldLimits = {
  holdsPerVisitor: number;
  coversPerVisitor: number;
  holdsPerAddress: number;
  coversPerAddress: number;
};

/**
 * The 429 past a hold limit: `msg` for the page, which shows errors.hold_limit in the visitor's
 * language (Danish and English catalogs); `message` is the catalogue's English text.
 */
export function holdLimitReached(): HttpError {
  return new HttpError(429, 'rate_limited', getErrorMessage('errors.hold_limit'), { msg: HOLD_LIMIT_MSG });
}
