import { z } from 'zod';

import { GIFTCARD_MAX_AMOUNT_ORE, GIFTCARD_MAX_QUANTITY } from '../constants.ts';
import { ZGiftcardOrder } from '../entities/giftcard.ts';
import { ZOre } from '../entities/product.ts';
import { ZLocale } from '../locale.ts';
import { TEXT_LIMITS, ZCode } from './limits.ts';
import { ZOrderStatus } from './orders.ts';

/** `POST giftcard/payment` (docs/product/spec.md §7). `amount` is øre per card. */
export const ZGiftcardPaymentRequest = z.object({
  is_accept_terms: z.literal(true),
  is_subscribe: z.boolean().default(false),
  name: z.string().max(TEXT_LIMITS.name),
  email: z.string().max(TEXT_LIMITS.email),
  amount: ZOre.positive().max(GIFTCARD_MAX_AMOUNT_ORE),
  quantity: z.number().int().positive().max(GIFTCARD_MAX_QUANTITY),
  /**
   * The greeting printed on every card of the order and shown in the e-mail: optional, '' for
   * none; validateGiftcardStep1 bounds it (GIFTCARD_RECIPIENT_MAX_LENGTH, GIFTCARD_MESSAGE_MAX_*).
   * The schema's own bounds only stop a huge body before any work.
   */
  recipient_name: z.string().max(TEXT_LIMITS.name).default(''),
  message: z.string().max(2_000).default(''),
  lang: ZLocale.default('da'),
});
export type TGiftcardPaymentRequest = z.infer<typeof ZGiftcardPaymentRequest>;
export type TGiftcardPaymentRequestInput = z.input<typeof ZGiftcardPaymentRequest>;
export const ZGiftcardPaymentResponse = ZGiftcardOrder;
export type TGiftcardPaymentResponse = z.infer<typeof ZGiftcardPaymentResponse>;

/**
 * `GET orders/{reference}/giftcard?token=…`: the buyer's own confirmation of a gift-card order (the
 * token from the payment's return link, as for a booking): what was bought, the total paid and the
 * e-mail the codes went to. A wrong token is a 404.
 */
export const ZGiftcardOrderConfirmation = z.object({
  /** The public reference shown to the buyer (order-reference.ts). */
  reference: z.string(),
  status: ZOrderStatus,
  /** Øre per card. */
  amount: ZOre,
  quantity: z.number().int().positive(),
  total: ZOre,
  email: z.string(),
  /** The greeting on the cards; '' when the buyer wrote none. */
  recipient_name: z.string(),
  message: z.string(),
  /**
   * The cards, once paid (empty before): what the buyer prints or passes on, one card a page
   * (the confirmation page's print view). `balance` is what each can still pay now.
   */
  cards: z.array(
    z.object({
      code: z.string(),
      amount: ZOre,
      balance: ZOre,
      expire_at: z.string(),
    }),
  ),
});
export type TGiftcardOrderConfirmation = z.infer<typeof ZGiftcardOrderConfirmation>;

/**
 * `POST giftcard/balance`: what a gift code can still pay, for the public balance page. Counted
 * against the one gift-code limit per address like every code checked
 * (docs/decisions/0203-gift-cards-limits-and-reservations.md, "Balance check").
 */
export const ZGiftcardBalanceRequest = z.object({
  code: ZCode,
  lang: ZLocale.default('da'),
});
export type TGiftcardBalanceRequestInput = z.input<typeof ZGiftcardBalanceRequest>;

/**
 * What the balance check says of a code. `invalid`: no such code; `used`: nothing left to pay
 * (spent, disabled, or its uses taken); `expired`: past its date; `active`: it pays up to
 * `balance`. The booking flow's gift-code check already tells these apart
 * (giftcard_invalid, giftcard_validate_status, giftcard_validate_expired), so this says no more
 * than it does, and every status has the same fields: an unknown code answers like a known one.
 */
const GIFTCARD_BALANCE_STATUSES = ['active', 'used', 'expired', 'invalid'] as const;
const ZGiftcardBalanceStatus = z.enum(GIFTCARD_BALANCE_STATUSES);

export const ZGiftcardBalanceResponse = z.object({
  /** The code as it was checked (upper case, trimmed). */
  code: z.string(),
  status: ZGiftcardBalanceStatus,
  /** Øre the code can still pay; 0 unless `active`. */
  balance: ZOre,
  /** When it stops being valid (ISO); null for `invalid`. */
  expire_at: z.string().nullable(),
});
export type TGiftcardBalanceResponse = z.infer<typeof ZGiftcardBalanceResponse>;
