import { z } from 'zod';

import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../constants.ts';
import { ZBookingLineItem, ZBookingOrder, ZAppliedGiftcode, ZMenuSelections } from '../entities/booking.ts';
import { ZOre } from '../entities/product.ts';
import { ZLocale } from '../locale.ts';
import { ZTimeOfDay } from '../time.ts';
import { TEXT_LIMITS, ZCode, ZRowId, ZRowIdParam } from './limits.ts';

/** Path parameter `{id}` of the booking calls: the product id. */
export const ZBookingParams = z.object({ id: ZRowIdParam });

/** A menu line of a hold: menu id and how many people take it. */
const ZHoldMenu = z.object({
  id: ZRowId,
  count: z.number().int().min(1).max(PARTY_SIZE_MAX),
});
const ZHoldMenus = z.array(ZHoldMenu).max(TEXT_LIMITS.list);
const ZGiftcodes = z.array(ZCode).max(TEXT_LIMITS.list);
const ZHoldId = z.string().max(TEXT_LIMITS.code);
const ZName = z.string().max(TEXT_LIMITS.name);
const ZEmail = z.string().max(TEXT_LIMITS.email);
const ZPhone = z.string().max(TEXT_LIMITS.phone);
/** Bounded here; the domain's validateSpecialRequests counts characters and answers 422. */
const ZSpecialRequests = z.string().max(TEXT_LIMITS.specialRequests);
export type THoldMenu = z.infer<typeof ZHoldMenu>;

const ZParty = z.number().int().min(PARTY_SIZE_MIN).max(PARTY_SIZE_MAX);

/** `POST booking/{id}/calculate`: the price of a party's menus with gift codes, without holding. */
export const ZBookingCalculateRequest = z.object({
  seat: ZParty,
  menus: ZHoldMenus,
  giftcodes: ZGiftcodes.default([]),
  hold_id: ZHoldId.nullable().optional(),
  lang: ZLocale.default('da'),
});
export type TBookingCalculateRequest = z.infer<typeof ZBookingCalculateRequest>;
export const ZBookingCalculateResponse = z.object({
  line_items: z.array(ZBookingLineItem),
  total: ZOre,
  giftcards: z.array(ZAppliedGiftcode),
});
export type TBookingCalculateResponse = z.infer<typeof ZBookingCalculateResponse>;

/**
 * `POST booking/{id}/hold` (docs/product/spec.md §7): creates a hold, or moves the hold `hold_id` names.
 * Answers the order as it stands; 409 `no available tables` when the table is gone.
 */
export const ZBookingHoldRequest = z.object({
  seat: ZParty,
  time: ZTimeOfDay,
  time_end: ZTimeOfDay,
  menus: ZHoldMenus.min(1),
  lang: ZLocale.default('da'),
  hold_id: ZHoldId.nullable().optional(),
});
export type TBookingHoldRequest = z.infer<typeof ZBookingHoldRequest>;
export type TBookingHoldRequestInput = z.input<typeof ZBookingHoldRequest>;
export const ZBookingHoldResponse = ZBookingOrder;

/** `POST booking/{id}/guest`: the order update payload of docs/product/spec.md §7. */
export const ZBookingGuestRequest = z.object({
  hold_id: ZHoldId,
  lang: ZLocale.default('da'),
  name: ZName,
  email: ZEmail,
  phone: ZPhone,
  is_newsletter: z.boolean().default(false),
  seat: ZParty,
  time: ZTimeOfDay,
  time_end: ZTimeOfDay,
  coop_code: ZCode.nullable().default(null),
  billing_zipcode: ZCode.nullable().default(null),
  menus: ZHoldMenus,
  giftcodes: ZGiftcodes.default([]),
  /** Special requests and allergies for the place; optional. */
  special_requests: ZSpecialRequests.default(''),
});
export type TBookingGuestRequest = z.infer<typeof ZBookingGuestRequest>;
export type TBookingGuestRequestInput = z.input<typeof ZBookingGuestRequest>;
export const ZBookingGuestResponse = ZBookingOrder;

/** `POST booking/{id}/giftcode`: validate one code and attach it to the hold. */
export const ZBookingGiftcodeRequest = z.object({
  hold_id: ZHoldId,
  code: ZCode.min(1),
  email: ZEmail,
  phone: ZPhone,
  lang: ZLocale.default('da'),
});
export type TBookingGiftcodeRequest = z.infer<typeof ZBookingGiftcodeRequest>;
export const ZBookingGiftcodeResponse = ZBookingOrder;

/** `DELETE booking/{id}/giftcode/{code}` with `hold_id` in the query. */
export const ZBookingGiftcodeDeleteParams = ZBookingParams.extend({ code: ZCode.min(1) });
export const ZBookingGiftcodeDeleteQuery = z.object({ hold_id: ZHoldId });
export const ZBookingGiftcodeDeleteResponse = ZBookingOrder;

/** `GET booking/{id}/hold/{hold_id}`: everything needed to restore the flow after a reload. */
export const ZBookingHoldStateParams = ZBookingParams.extend({ hold_id: ZHoldId.min(1) });
export const ZBookingHoldState = z.object({
  hold_id: z.string(),
  product_id: z.number().int(),
  expire_at: z.string(),
  num_person: ZParty,
  time: ZTimeOfDay,
  time_end: ZTimeOfDay,
  menus: ZMenuSelections,
  guest: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    is_newsletter: z.boolean(),
    coop_code: z.string().nullable(),
    billing_zipcode: z.string().nullable(),
    /** Absent from servers before migration 0019. */
    special_requests: z.string().default(''),
  }),
  giftcodes: z.array(z.string()),
  order: ZBookingOrder,
});
export type TBookingHoldState = z.infer<typeof ZBookingHoldState>;

/** `POST booking/{id}/payment` (docs/product/spec.md §7). */
export const ZBookingPaymentRequest = z.object({
  hold_id: ZHoldId,
  lang: ZLocale.default('da'),
  name: ZName,
  email: ZEmail,
  phone: ZPhone,
});
export type TBookingPaymentRequest = z.infer<typeof ZBookingPaymentRequest>;
export type TBookingPaymentRequestInput = z.input<typeof ZBookingPaymentRequest>;

/**
 * The payment answer: the order, the hold, the booking and where to send the visitor. When gift codes
 * cover the whole total the order is confirmed at once and `payment_link` is the confirmation page.
 */
export const ZBookingPaymentResponse = z.object({
  order: ZBookingOrder,
  hold_id: z.string(),
  booking: z.object({ id: z.number().int(), guest_id: z.number().int() }),
  payment_link: z.string(),
});
export type TBookingPaymentResponse = z.infer<typeof ZBookingPaymentResponse>;
