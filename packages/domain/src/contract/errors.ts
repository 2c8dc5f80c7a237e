import { z } from 'zod';

/**
 * Every error answer of /api/v4 (docs/product/readings.md, API conventions): a short code and a message;
 * 422 answers add `msg`, field errors keyed by the spec's error keys, and for gift codes and order
 * updates `fields.error_message`.
 */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  msg: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  fields: z
    .object({
      error_message: z.object({ code: z.string(), data: z.unknown().optional() }),
    })
    .optional(),
  /**
   * 409 "no available tables" only: why the table is gone. `on-hold` when only other visitors'
   * holds stand in the way (they may lapse within the 15-minute hold, so the page says to try
   * again shortly and `warning` names message.all_hold_warning), `soldout` when the covers are sold
   * or the slot has closed. The page reads it (mapBookingApiError) and refreshes the times either way.
   */
  status: z.enum(['on-hold', 'soldout']).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Header the CSRF token travels in (docs/product/spec.md §6), as Node hands it to the server (lower case). */
export const CSRF_HEADER = 'x-csrf-token';
