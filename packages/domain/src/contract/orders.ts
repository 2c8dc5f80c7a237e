import { z } from 'zod';

import { ZAppliedGiftcode, ZBookingLineItem, ZCard } from '../entities/booking.ts';
import { ZOre } from '../entities/product.ts';
import { ZLocale } from '../locale.ts';
import { ZProductType } from '../product-type.ts';
import { ZTimeOfDay } from '../time.ts';
import { ORDER_REFERENCE_PATTERN } from '../orders/order-reference.ts';
import { TEXT_LIMITS } from './limits.ts';

/**
 * An order's address in the API is its public reference (`TD-7KQ4-M2ZA`), never its internal id
 * (docs/decisions/0255-public-order-references.md); anything else is a 400 naming the parameter.
 */
export const ZOrderParams = z.object({
  reference: z.string().regex(ORDER_REFERENCE_PATTERN, 'Expected an order reference such as TD-7KQ4-M2ZA'),
});
/** `GET orders/{reference}?token=…` and `…/calendar.ics?token=…`: the token proves the visitor's right. */
export const ZOrderQuery = z.object({
  token: z.string().min(1).max(TEXT_LIMITS.token),
  local: ZLocale.default('da'),
});

/** `cancelled`: confirmed, then cancelled by the guest before the cut-off (ADR 0202). */
const ORDER_STATUSES = ['pending', 'confirmed', 'failed', 'expired', 'cancelled'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);

/** The confirmation of a booking order. `date` is the service day (YYYY-MM-DD, Europe/Copenhagen). */
export const ZOrderConfirmation = z.object({
  /** The public reference shown to the guest and in the page's address, `TD-7KQ4-M2ZA` (order-reference.ts); the id is internal. */
  reference: z.string(),
  booking_id: z.number().int().nullable(),
  status: ZOrderStatus,
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    product_type: ZProductType,
    city_address: z.string(),
    /** The place's telephone, when it has given one (servers before migration 0006 send none). */
    phone: z.string().nullable().optional(),
  }),
  num_person: z.number().int(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: ZTimeOfDay,
  time_end: ZTimeOfDay,
  guest: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  line_items: z.array(ZBookingLineItem),
  total: ZOre,
  giftcards: z.array(ZAppliedGiftcode),
  cards: z.array(ZCard),
  billing_zipcode: z.string().nullable(),
  /** The guest's special requests and allergies, '' when none (absent before migration 0019). */
  special_requests: z.string().default(''),
});
export type TOrderConfirmation = z.infer<typeof ZOrderConfirmation>;

/**
 * `GET orders/{reference}/manage?token=…` and the answer of the cancel call: the confirmation and
 * whether it can still be cancelled (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export const ZManagedBooking = ZOrderConfirmation.extend({
  /** ISO instant: the last moment the booking can be cancelled. */
  cancel_until: z.string(),
  /** Confirmed and before `cancel_until`, by the server's clock. */
  is_cancellable: z.boolean(),
  /** ISO instant of the cancellation, or null. */
  cancelled_at: z.string().nullable(),
});
export type TManagedBooking = z.infer<typeof ZManagedBooking>;

/** `POST orders/{reference}/cancel`: the token from the e-mail's link and the visitor's language. */
export const ZOrderCancelRequest = z.object({
  token: z.string().min(1).max(TEXT_LIMITS.token),
  lang: ZLocale.default('da'),
});
export type TOrderCancelRequest = z.infer<typeof ZOrderCancelRequest>;

/** Content type of `GET orders/{reference}/calendar.ics`. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
