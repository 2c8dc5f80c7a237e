import { z } from 'zod';

/**
 * PostgreSQL's `integer` range (its documentation, "Numeric Types"): every id and count the API
 * reads is stored in such a column, so a value outside it is the client's mistake (400), never a
 * query that fails on the server.
 */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A row id in a JSON body: a positive integer in PostgreSQL's integer range. */
export const ZRowId = z.number().int().min(1).max(PG_INTEGER_MAX);

/** A row id in a path or query string (text), coerced and bounded like ZRowId. */
export const ZRowIdParam = z.coerce.number<string | number>().int().min(1).max(PG_INTEGER_MAX);

/** A page number of a paged list, bounded like an id. */
export const ZPageParam = z.coerce.number<string | number>().int().min(1).max(PG_INTEGER_MAX);

/**
 * Longest texts the API reads, so a huge string is refused by the schema before any work:
 * slugs and codes, a person's name, an e-mail address (RFC 5321: 254), a phone number, special requests.
 */
export const TEXT_LIMITS = {
  slug: 200,
  code: 64,
  token: 256,
  name: 200,
  email: 254,
  phone: 40,
  /** UTF-16 units: room for SPECIAL_REQUESTS_MAX_LENGTH code points; the domain counts those. */
  specialRequests: 1000,
  list: 50,
} as const;

export const ZSlug = z.string().min(1).max(TEXT_LIMITS.slug);
export const ZCode = z.string().max(TEXT_LIMITS.code);
