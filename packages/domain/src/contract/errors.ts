import { z } from 'zod';

/**
 * Every error answer of /api/v4 (CLARIFICATIONS, API conventions): a short code and a message;
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
});
export type TApiError = z.infer<typeof ZApiError>;
