import { z } from 'zod';

import { PARTY_SIZE_MAX } from '../constants.ts';
import { ZOre } from './product.ts';

/** Types of booking order lines (docs/product/spec.md §3); `total_amount` is the amount to pay. */
const BOOKING_LINE_ITEM_TYPES = ['menu', 'administration_fee', 'giftcode', 'vat', 'total_amount'] as const;
const ZBookingLineItemType = z.enum(BOOKING_LINE_ITEM_TYPES);

/** One line of a booking order. Gift-code lines have a negative amount; money in øre. */
export const ZBookingLineItem = z.object({
  type: ZBookingLineItemType,
  title: z.string(),
  amount: ZOre,
  weight: z.number().int(),
  quantity: z.number().int().min(0).optional(),
  unit_price: ZOre.optional(),
  menu_id: z.number().int().optional(),
  code: z.string().optional(),
});
export type TBookingLineItem = z.infer<typeof ZBookingLineItem>;

/**
 * A gift code applied to an order and the øre it pays; `remaining`, where the card's balance was
 * known when pricing, is what stays on the card after this order (shown beside the applied code).
 */
export const ZAppliedGiftcode = z.object({
  code: z.string(),
  amount: ZOre,
  remaining: ZOre.optional(),
});
export type TAppliedGiftcode = z.infer<typeof ZAppliedGiftcode>;

const CARD_TYPES = ['coop'] as const;
/** A partner card stored on the order (docs/product/readings.md, co-op card). */
export const ZCard = z.object({ card_number: z.string(), card_type: z.enum(CARD_TYPES) });
export type TCard = z.infer<typeof ZCard>;

/** A booking order (docs/product/spec.md §3). */
export const ZBookingOrder = z.object({
  hold_id: z.string(),
  /**
   * The order's public reference (`TD-7KQ4-M2ZA`), null before there is an order: the spec's
   * field, carrying what the visitor may know of the order, never its internal id
   * (docs/decisions/0255-public-order-references.md).
   */
  order_id: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  guest_id: z.number().int().nullable(),
  expire_at: z.string(),
  payment_url: z.string().nullable(),
  line_items: z.array(ZBookingLineItem),
  total: ZOre,
  giftcards: z.array(ZAppliedGiftcode),
  cards: z.array(ZCard),
  billing_zipcode: z.string().nullable(),
});
export type TBookingOrder = z.infer<typeof ZBookingOrder>;

/** How many of the party take one menu. */
const ZMenuSelection = z.object({
  menu_id: z.number().int(),
  num_person: z.number().int().min(0).max(PARTY_SIZE_MAX),
});

/** Menus chosen, keyed by menu id. */
export const ZMenuSelections = z.record(z.string(), ZMenuSelection);
export type TMenuSelections = z.infer<typeof ZMenuSelections>;

/** Booking guest data (steps INFO and TERMS). */
export type TBookingGuestData = {
  name: string;
  email: string;
  email_confirm: string;
  phone: string;
  is_accept_terms: boolean;
  is_subscribe: boolean;
  last_giftcode: string;
  coop_code: string;
  coop_zip: string;
  giftcodes: string[];
  /** Optional special requests and allergies, passed to the place (validateSpecialRequests). */
  special_requests: string;
};

export const EMPTY_GUEST_DATA: TBookingGuestData = {
  name: '',
  email: '',
  email_confirm: '',
  phone: '',
  is_accept_terms: false,
  is_subscribe: false,
  last_giftcode: '',
  coop_code: '',
  coop_zip: '',
  giftcodes: [],
  special_requests: '',
};

/** Each booking step has complete and errors (docs/product/spec.md §4); errors map a field to an error key. */
export type TStepState = { complete: boolean; errors: Record<string, string> };
