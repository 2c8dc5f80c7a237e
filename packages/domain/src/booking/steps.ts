import type { TBookingRouteStep, TGiftcardRouteStep } from '../routes/routes.ts';

/** Booking step indexes (docs/product/spec.md §4): 0 table, time and menus; 1 guest and gift codes; 2 payment. */
export type TBookingStepIndex = 0 | 1 | 2;

/** The four booking routes with their step index and label (docs/product/readings.md "Steps"). */
export const BOOKING_STEPS: readonly { route: TBookingRouteStep; index: TBookingStepIndex; label: string }[] =
  [
    { route: 'step1', index: 0, label: 'BOOK' },
    { route: 'step2', index: 1, label: 'INFO' },
    { route: 'step3', index: 1, label: 'TERMS' },
    { route: 'step4', index: 2, label: 'PAYMENT' },
  ];

const BOOKING_STEP_INDEX: Record<TBookingRouteStep, TBookingStepIndex> = {
  step1: 0,
  step2: 1,
  step3: 1,
  step4: 2,
};

export const getBookingStepIndex = (route: TBookingRouteStep): TBookingStepIndex => BOOKING_STEP_INDEX[route];

/** The three gift-card routes (docs/product/spec.md §2). */
export const GIFTCARD_STEPS: readonly { route: TGiftcardRouteStep; index: 0 | 1 | 2; label: string }[] = [
  { route: 'step1', index: 0, label: 'GIFT CARD' },
  { route: 'step2', index: 1, label: 'INFO' },
  { route: 'step3', index: 2, label: 'PAYMENT' },
];
