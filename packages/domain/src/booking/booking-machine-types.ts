// The booking machine's input, context, events and the inputs of its actors.

import type { TApiError } from '../contract/errors.ts';
import type {
  TBookingGuestData,
  TBookingOrder,
  TCard,
  TMenuSelections,
  TStepState,
} from '../entities/booking.ts';
import type { TMenu, TTimeSlot } from '../entities/product.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import type { TLocale } from '../locale.ts';
import type { TBookingRouteStep } from '../routes/routes.ts';
import { type TBookingStepIndex } from './steps.ts';

/** What the booking machine starts from. */
export type TBookingInput = {
  productId: number;
  locale: TLocale;
  /**
   * Ask the server for the visitor's current hold first (it lives in the HttpOnly `hold_id`
   * cookie the page cannot read, ADR 0205); when there is one the flow resumes at the guest step.
   */
  isRestoring?: boolean;
  /** The address query carried `ispafa=1`: the payment was declined or abandoned. */
  isPaymentFailed?: boolean;
  /**
   * Administration fee in øre, for showing prices before the server's order arrives.
   * @default DEFAULT_ADMINISTRATION_FEE_ORE (constants.ts)
   */
  administrationFee?: number;
};

/** The alert the page shows, as an error key with its parameters (null: none). */
type TBookingAlert = TFieldError | null;

export type TBookingContext = {
  productId: number;
  locale: TLocale;
  administrationFee: number;
  /** The active step index (0 BOOK, 1 INFO/TERMS, 2 PAYMENT). */
  step: TBookingStepIndex;
  /** complete and errors of each step index. */
  steps: [TStepState, TStepState, TStepState];
  num_person: number;
  time: string;
  time_end: string;
  menus: TMenuSelections;
  /** Choices of how many people take each menu: 0 to the party size. */
  seatOptions: number[];
  times: TTimeSlot[];
  /** The menus that can be chosen for the chosen time, in display order. */
  menuList: TMenu[];
  hold: { hold_id: string; expire_at: string } | null;
  order: TBookingOrder | null;
  guest: TBookingGuestData;
  cards: TCard[];
  billing_zipcode: string | null;
  payment_url: string | null;
  payment_failed: boolean;
  /** Someone else holds the last seats: booking cannot continue (docs/product/spec.md §4). */
  isBlocked: boolean;
  alert: TBookingAlert;
  /** The gift-code field's last refusal with its parameters ("only valid for N people"). */
  giftcodeError: TFieldError | null;
  /** Input kept for restoring: hold id and the payment-failed flag. */
  restore: { isPending: boolean; isPaymentFailed: boolean };
};

/** Guest fields the visitor edits; gift codes change only through giftcode.add / giftcode.remove. */
type TGuestValues = Partial<Omit<TBookingGuestData, 'giftcodes'>>;

export type TBookingEvent =
  | { type: 'person.set'; num_person: number }
  | { type: 'time.set'; time: string }
  | { type: 'menu.set'; menu_id: number; num_person: number }
  | { type: 'book.submit' }
  | { type: 'guest.update'; values: TGuestValues }
  | { type: 'giftcode.add' }
  | { type: 'giftcode.remove'; code: string }
  | { type: 'info.submit' }
  | { type: 'terms.submit' }
  /** After a declined payment: pay again with the kept details and terms (guest step). */
  | { type: 'payment.retry' }
  | { type: 'payment.submit' }
  | { type: 'step.goto'; step: TBookingRouteStep }
  | { type: 'alert.dismiss' }
  | { type: 'hold.started' };

/**
 * How an actor of the booking machine fails so the machine can show the right alert: the HTTP
 * status and the error answer. Anything else counts as a failure without details.
 */
export type TBookingActorFailure = { status: number; body: TApiError };

export type TLoadTimesInput = { productId: number; seat: number; hold_id: string | null; locale: TLocale };
export type TLoadMenusInput = {
  productId: number;
  seat: number;
  time: string;
  time_end: string;
  hold_id: string | null;
  locale: TLocale;
};
export type TProductRequest<TRequest> = { productId: number; request: TRequest };
export type TRemoveGiftcodeInput = { productId: number; code: string; hold_id: string };
export type TRestoreHoldInput = { productId: number };
